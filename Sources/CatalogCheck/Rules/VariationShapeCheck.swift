import Diagnostics
import JSONCore
import StringCatalog

/// Variations nested or combined in a way Xcode's compiler refuses (and `catalog compile` with it).
///
/// Xcode compiles one variation group per depth, plural inside device and nothing else, a device `other` case
/// that is plain text (it is the `.strings` value), and only the `plural` and `device` selectors.
struct VariationShapeCheck: CatalogCheck {
    public init() {}
    public let id = "variation-unsupported"
    public let defaultSeverity = Severity.error
    public let summary =
        "Xcode refuses to build (and `catalog compile` to compile) variations mixed at one depth, nested other than plural "
        + "inside device, a varied device `other`, or selectors other than plural and device."
    public let help =
        "Vary by device first and by plural inside each device case, keep the device `other` case plain, and drop other selectors."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "plural inside device", .passes,
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "device" : {
                          "mac" : { "variations" : { "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                    """#)),
            RuleExample(
                "device inside plural", .fails(containing: "a plural case cannot be varied", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : { "plural" : {
                          "one" : { "variations" : { "device" : {
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } } } } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                    """#)),
            RuleExample(
                "plural and device side by side", .fails(containing: "mixes plural and device", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "%lld files" : { "localizations" : { "en" : { "variations" : {
                          "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } },
                          "device" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } } } }
                    """#)),
            RuleExample(
                "varied by width", .fails(containing: "varied by 'width'", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Title" : { "localizations" : { "en" : { "variations" : { "width" : {
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Title" } } } } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            walk(entry.localizations[index].content, enclosing: nil, path: []) { message, location in
                sink.report(
                    "\(MessageFormatting.place(locale, message.path)) of \(MessageFormatting.key(entry.key)) \(message.text)", at: location,
                    key: entry.key, locale: locale)
            }
        }
    }

    private typealias Problem = (path: [ContentLeaf.Step], text: String)

    private func walk(
        _ content: LocalizedContent, enclosing: Variations.Selector?, path: [ContentLeaf.Step],
        report: (Problem, SourceLocation) -> Void
    ) {
        if content.variations.count > 1 {
            let names = content.variations.map(\.selector.name).joined(separator: " and ")
            report((path, "mixes \(names) variations at one depth, which Xcode refuses"), content.variations[1].location)
            return
        }
        guard let group = content.variations.first else { return }
        if case .unknown(let name) = group.selector {
            report((path, "is varied by '\(name)', which neither stringsdict nor Android resources can hold"), group.location)
            return
        }
        if let enclosing {
            if enclosing == .plural {
                report(
                    (path, "is varied by \(group.selector.name) inside a plural case: a plural case cannot be varied further"),
                    group.location)
                return
            }
            if group.selector != .plural {
                report((path, "is varied by device inside a device case: a device case can only vary by plural"), group.location)
                return
            }
        }
        for variationCase in group.cases {
            let casePath = path + [.variation(selector: group.selector, caseName: variationCase.name)]
            if group.selector == .device, variationCase.name == "other", !variationCase.content.variations.isEmpty {
                report(
                    (casePath, "is varied, but a device 'other' case is the plain .strings value and cannot be varied"),
                    variationCase.location)
                continue
            }
            walk(variationCase.content, enclosing: group.selector, path: casePath, report: report)
        }
    }
}
