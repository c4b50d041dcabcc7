import Diagnostics
import StringCatalog

/// A substitution Xcode's compiler refuses (and `catalog compile` with it): not one plural variation, a varied
/// case, no `formatSpecifier`, or one that references itself.
struct SubstitutionShapeCheck: CatalogCheck {
    public init() {}
    public let id = "substitution-invalid"
    public let defaultSeverity = Severity.error
    public let summary =
        "Xcode refuses to build (and `catalog compile` to compile) a substitution that is not one plural variation of "
        + "plain cases with a `formatSpecifier`, or that references itself."
    public let help =
        "Give the substitution one plural variation with plain string cases and a formatSpecifier (lld), and no reference to itself."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "a plural with a specifier", .passes, json: RuleExample.catalog(Self.sample(specifier: #""formatSpecifier" : "lld", "#))),
            RuleExample(
                "no formatSpecifier", .fails(containing: "has no formatSpecifier", severity: .error),
                json: RuleExample.catalog(Self.sample(specifier: ""))),
            RuleExample(
                "references itself", .fails(containing: "references itself", severity: .error),
                json: RuleExample.catalog(Self.sample(specifier: #""formatSpecifier" : "lld", "#, other: "%arg %#@count@"))),
        ]
    }

    static func sample(specifier: String, other: String = "%arg files") -> String {
        """
            "%lld files" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
              "substitutions" : { "count" : { "argNum" : 1, \(specifier)"variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } } } } } }
        """
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let leaves = facts.leaves(at: index)
            var edges: [String: Set<String>] = [:]
            for leaf in leaves {
                guard let owner = leaf.substitution else { continue }
                edges[owner.name, default: []].formUnion(leaf.format.substitutionNames)
            }
            for substitution in Self.substitutions(in: entry.localizations[index].content) {
                let subject = "\(locale) substitution '\(substitution.name)' of \(MessageFormatting.key(entry.key))"
                guard substitution.variations.count == 1, let group = substitution.variations.first, group.selector == .plural else {
                    sink.report("\(subject) is not exactly one plural variation", at: substitution.location, key: entry.key, locale: locale)
                    continue
                }
                if let varied = group.cases.first(where: { !$0.content.variations.isEmpty || $0.content.stringUnit == nil }) {
                    sink.report(
                        "\(subject): its '\(varied.name)' case is not a plain string unit", at: varied.location, key: entry.key,
                        locale: locale)
                }
                if (substitution.formatSpecifier ?? "").isEmpty {
                    sink.report(
                        "\(subject) has no formatSpecifier, so the number it selects on has no type", at: substitution.location,
                        key: entry.key, locale: locale)
                }
                if Self.reaches(substitution.name, from: substitution.name, edges: edges) {
                    sink.report(
                        "\(subject) references itself (directly or through other substitutions), an infinite cycle",
                        at: substitution.location, key: entry.key, locale: locale)
                }
            }
        }
    }

    /// Every substitution of `content`, of its variation cases included.
    static func substitutions(in content: LocalizedContent) -> [Substitution] {
        content.substitutions + content.variations.flatMap { $0.cases.flatMap { substitutions(in: $0.content) } }
    }

    /// Whether following references from `start` comes back to `target`.
    static func reaches(_ target: String, from start: String, edges: [String: Set<String>]) -> Bool {
        var stack = [start]
        var visited: Set<String> = []
        while let node = stack.popLast() {
            for next in edges[node] ?? [] {
                if next == target { return true }
                if visited.insert(next).inserted { stack.append(next) }
            }
        }
        return false
    }
}
