import Diagnostics

/// The rules compile findings are reported under: Xcode's own compile errors, plus what an output format cannot hold.
public enum CompileRule: String, Rule, CaseIterable {
    case invalidTableName = "compile-invalid-table-name"
    case invalidLocale = "compile-invalid-locale"
    case mixedVariations = "compile-mixed-variations"
    case nestedVariation = "compile-nested-variation"
    case variedFallback = "compile-varied-fallback"
    case unsupportedVariation = "compile-unsupported-variation"
    case pluralWithoutOther = "compile-plural-without-other"
    case pluralArgument = "compile-plural-argument"
    case undefinedSubstitution = "compile-undefined-substitution"
    case unusedSubstitution = "compile-unused-substitution"
    case substitutionCycle = "compile-substitution-cycle"
    case substitutionNotPlural = "compile-substitution-not-plural"
    case substitutionFormat = "compile-substitution-format"
    case noText = "compile-no-text"
    case unencodableCharacter = "compile-unencodable-character"
    case androidLimitation = "compile-android-limitation"
    case stringSetSkipped = "compile-string-set-skipped"

    public var id: String { rawValue }

    public var defaultSeverity: Severity {
        switch self {
        case .androidLimitation, .stringSetSkipped, .unusedSubstitution: .warning
        default: .error
        }
    }

    public var summary: String {
        switch self {
        case .invalidTableName: "The catalog file name gives no usable table name, or two catalogs write the same file."
        case .invalidLocale: "A locale is not a language tag, so it cannot name an output folder."
        case .mixedVariations: "Plural and device variations sit side by side at one depth, which Xcode refuses."
        case .nestedVariation: "A case is varied in a way Xcode refuses (anything inside a plural case, a device inside a device)."
        case .variedFallback: "A device `other` case has variations, but the `.strings` file needs a plain string for it."
        case .unsupportedVariation: "The strings are varied along an axis stringsdict has no rule for (e.g. `width`)."
        case .pluralWithoutOther: "A plural variation or substitution has no `other` case, which every language falls back to."
        case .pluralArgument: "The argument a plural variation selects on cannot be inferred (no or several numeric specifiers)."
        case .undefinedSubstitution: "A string references `%#@name@` but no substitution `name` exists."
        case .unusedSubstitution: "A substitution is defined that no string references; it is left out of the output."
        case .substitutionCycle: "A substitution references itself, directly or through others."
        case .substitutionNotPlural: "A substitution is not exactly one plural variation."
        case .substitutionFormat: "A substitution has no `formatSpecifier`."
        case .noText: "A localization has neither a string unit nor variations."
        case .unencodableCharacter: "A value holds a character an XML property list cannot hold."
        case .androidLimitation: "Android resources cannot express this; the output keeps the closest form."
        case .stringSetSkipped: "App Shortcuts phrases (`stringSet`) have no form in strings tables, Android resources or bundles."
        }
    }

    public var help: String {
        switch self {
        case .invalidTableName: "Rename the catalog to a plain file name, or give each catalog a different name."
        case .invalidLocale: "Use a BCP 47 tag as Xcode writes it: 'de', 'pt-BR', 'zh-Hans'."
        case .mixedVariations: "Keep one variation group per depth; vary by device first, then by plural inside each device."
        case .nestedVariation: "Nest only plural inside device; move other nesting into substitutions."
        case .variedFallback: "Give the device `other` case a plain string unit."
        case .unsupportedVariation: "Remove the variation, or compile only to formats that support it."
        case .pluralWithoutOther: "Add an `other` case."
        case .pluralArgument: "Use a substitution with an explicit argNum for strings with several numbers."
        case .undefinedSubstitution: "Define the substitution, or fix the name in the reference."
        case .unusedSubstitution: "Reference it with %#@name@ in the value, or delete it."
        case .substitutionCycle: "Break the cycle: a substitution's cases must not reference it again."
        case .substitutionNotPlural: "Give the substitution one plural variation."
        case .substitutionFormat: "Add the argument's `formatSpecifier` (e.g. `lld`)."
        case .noText: "Add a string unit, or remove the empty localization."
        case .unencodableCharacter: "Remove the control character from the value."
        case .androidLimitation: "Check the Android output for this string, or simplify the catalog entry."
        case .stringSetSkipped: "Keep App Shortcuts phrases in AppShortcuts.xcstrings, which Xcode compiles for App Intents."
        }
    }
}
