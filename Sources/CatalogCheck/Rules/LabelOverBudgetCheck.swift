import Diagnostics
import JSONCore
import LayoutBudgets
import StringCatalog
import Synchronization

/// `label-over-budget`: a translation (or pseudo-translation) is wider or longer than its layout budget.
///
/// Registered without budgets (it then finds nothing); `catalog check --budgets FILE` or `"budgets"` in
/// `.timekeeper.json` gives it an evaluator through `CatalogChecker.withBudgets(_:)`.
struct LabelOverBudgetCheck: CatalogCheck {
    /// The measuring engine; nil when no budgets file is configured.
    public let evaluator: BudgetEvaluator?
    /// Whether `glyph-missing` runs after this check and takes its glyph findings instead of measuring again.
    let handsOffGlyphFindings: Bool

    /// The check with `evaluator`'s budgets (nil: no budgets, no findings).
    public init(evaluator: BudgetEvaluator? = nil) {
        self.init(evaluator: evaluator, handsOffGlyphFindings: false)
    }

    init(evaluator: BudgetEvaluator?, handsOffGlyphFindings: Bool) {
        self.evaluator = evaluator
        self.handsOffGlyphFindings = handsOffGlyphFindings
    }

    public let id = "label-over-budget"
    public let defaultSeverity = Severity.error
    public let summary = "A label wider than its space is truncated or clipped on device: users see \"Trainingss…\" instead of the word."
    public let help = "Shorten the translation, give the label more room or lines, or allow it to shrink with minimumScaleFactor."

    /// Examples run against `ExampleBudgets`: at most 10 graphemes for every key.
    public var examples: [RuleExample] {
        [
            RuleExample(
                "fits", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Los" } } } }
                    """#)),
            RuleExample(
                "too long", .fails(containing: "is 16 graphemes long, allowed 10: over by 6 (60.0%)", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Training starten" } } } }
                    """#)),
        ]
    }

    var exampleInstance: any CatalogCheck { LabelOverBudgetCheck(evaluator: ExampleBudgets.evaluator) }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard let evaluator else { return }
        let entry = facts.entry
        let findings = evaluator.evaluate(entry, sourceLanguage: context.sourceLanguage, locales: context.localeFilter)
        if handsOffGlyphFindings {
            evaluator.glyphHandoff.leave(findings.filter { if case .glyphMissing = $0.kind { true } else { false } }, for: entry.key)
        }
        for finding in findings {
            switch finding.kind {
            case .overBudget:
                sink.report(finding.message, at: finding.location, key: finding.key, locale: finding.locale)
            case .shrank:
                sink.report(
                    finding.message, at: finding.location, key: finding.key, locale: finding.locale, capped: .note,
                    hint: "Shrunk text is harder to read; consider a shorter translation.")
            case .glyphMissing, .patternUnmatched:
                continue
            }
        }
    }

    func checkCatalog(in context: CheckContext, into sink: inout FindingSink) {
        guard let evaluator else { return }
        for finding in evaluator.unmatchedPatterns(in: context.catalog) {
            sink.report(
                finding.message, at: finding.location, key: nil, locale: nil, capped: .warning,
                hint: "Fix the key or pattern in the budgets file, or remove the budget.")
        }
    }
}

/// `glyph-missing`: no font in the budget's font chain can draw a character, so its width is only a guess.
struct GlyphMissingCheck: CatalogCheck {
    /// The measuring engine; nil when no budgets file is configured.
    public let evaluator: BudgetEvaluator?
    /// Whether `label-over-budget` ran before this check and left the glyph findings of each entry.
    let takesHandedOffFindings: Bool

    /// The check with `evaluator`'s budgets (nil: no budgets, no findings).
    public init(evaluator: BudgetEvaluator? = nil) {
        self.init(evaluator: evaluator, takesHandedOffFindings: false)
    }

    init(evaluator: BudgetEvaluator?, takesHandedOffFindings: Bool) {
        self.evaluator = evaluator
        self.takesHandedOffFindings = takesHandedOffFindings
    }

    public let id = "glyph-missing"
    public let defaultSeverity = Severity.warning
    public let summary = "A character no font has is measured as an empty box, so the width check cannot be trusted for that label."
    public let help = "Add a font that covers the script to \"fallbackFonts\" in the budgets file, or install the Noto fonts (.ci/run)."

    /// Examples run against `ExampleBudgets`: every key in 17 pt Noto Sans with the default fallbacks.
    public var examples: [RuleExample] {
        [
            RuleExample(
                "every glyph drawn", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Go" : { "localizations" : { "ru" : { "stringUnit" : { "state" : "translated", "value" : "Вперёд" } } } }
                    """#)),
            RuleExample(
                "unassigned code point", .fails(containing: "no font has a glyph for", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Go" : { "localizations" : { "ru" : { "stringUnit" : { "state" : "translated", "value" : "Вперёд \u0378" } } } }
                    """#)),
        ]
    }

    var exampleInstance: any CatalogCheck { GlyphMissingCheck(evaluator: ExampleBudgets.evaluator) }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard let evaluator else { return }
        let entry = facts.entry
        var reported = Set<String>()
        let findings =
            (takesHandedOffFindings ? evaluator.glyphHandoff.take(for: entry.key) : nil)
            ?? evaluator.evaluate(entry, sourceLanguage: context.sourceLanguage, locales: context.localeFilter)
        for finding in findings {
            guard case .glyphMissing = finding.kind else { continue }
            // Every size and budget measures the same text: one finding per text is enough.
            guard reported.insert("\(finding.locale ?? "")\u{0}\(finding.text)").inserted else { continue }
            sink.report(finding.message, at: finding.location, key: finding.key, locale: finding.locale)
        }
    }
}

extension CatalogChecker {
    /// This checker with the budget checks measuring against `evaluator` (severities and disabled checks kept).
    func withBudgets(_ evaluator: BudgetEvaluator) -> CatalogChecker {
        // Both checks measure the same texts: when both run, the first hands its glyph findings to the second.
        let labelIndex = checks.firstIndex { $0.check is LabelOverBudgetCheck }
        let glyphIndex = checks.firstIndex { $0.check is GlyphMissingCheck }
        let share = labelIndex != nil && glyphIndex != nil && labelIndex! < glyphIndex!
        let configured = checks.map { active -> ActiveCheck in
            switch active.check {
            case is LabelOverBudgetCheck:
                ActiveCheck(check: LabelOverBudgetCheck(evaluator: evaluator, handsOffGlyphFindings: share), severity: active.severity)
            case is GlyphMissingCheck:
                ActiveCheck(check: GlyphMissingCheck(evaluator: evaluator, takesHandedOffFindings: share), severity: active.severity)
            default: active
            }
        }
        return CatalogChecker(
            checks: configured, pluralRules: pluralRules, localeValidator: localeValidator, excludedKeys: excludedKeys,
            locales: locales, disabled: disabled, severityOverrides: severityOverrides)
    }
}

/// The budgets the checks' examples run against: every key at most 10 graphemes and 400 pt of 17 pt Noto Sans.
enum ExampleBudgets {
    static let evaluator: BudgetEvaluator = {
        let location = SourceLocation(file: "example-budgets.json", line: 1, column: 1)
        let budgets = LayoutBudgets(
            file: location.file,
            budgets: [
                LayoutBudget(pattern: KeyPattern("*"), limit: .graphemes(10), location: location),
                LayoutBudget(pattern: KeyPattern("*"), limit: .points(PointsLimit(width: 400, size: .fixed(17))), location: location),
            ])
        return BudgetEvaluator(budgets: budgets, fonts: FontLibrary())
    }()
}
