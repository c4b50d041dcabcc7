import Diagnostics
import StringCatalog

/// Variations nested or combined in a way Xcode's compiler refuses (and `catalog compile` with it).
///
/// Xcode compiles one variation group per depth, plural inside device and nothing else, a device `other` case
/// that is plain text (it is the `.strings` value), and only the `plural` and `device` selectors.
struct VariationShapeCheck: CatalogCheck {
    public init() {}
    public let id = VariationShape.ruleID
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
            // The rule lives in StringCatalog, where the commands that expand plurals refuse by it too.
            for problem in VariationShape.problems(in: entry.localizations[index].content) {
                sink.report(
                    VariationShape.message(problem, key: entry.key, locale: locale), at: problem.location, key: entry.key, locale: locale)
            }
        }
    }
}
