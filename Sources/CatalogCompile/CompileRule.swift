/// The rule ids of compile findings (Xcode's own compile errors, plus what an output format cannot hold).
public enum CompileRule {
    /// The catalog file name gives no usable table name, or two catalogs write the same file.
    public static let invalidTableName = "compile-invalid-table-name"
    /// A locale that is not a language tag, so it cannot name an output folder.
    public static let invalidLocale = "compile-invalid-locale"
    /// Plural and device variations side by side at one depth.
    public static let mixedVariations = "compile-mixed-variations"
    /// A case varied in a way Xcode refuses (anything inside a plural case, a device inside a device).
    public static let nestedVariation = "compile-nested-variation"
    /// A device `other` case with variations: it must be a plain string for the `.strings` file.
    public static let variedFallback = "compile-varied-fallback"
    /// A variation axis stringsdict has no rule for (e.g. `width`).
    public static let unsupportedVariation = "compile-unsupported-variation"
    /// A plural variation or substitution without the `other` case.
    public static let pluralWithoutOther = "compile-plural-without-other"
    /// A plural variation whose argument cannot be inferred (no or several numeric specifiers).
    public static let pluralArgument = "compile-plural-argument"
    /// `%#@name@` with no substitution `name`.
    public static let undefinedSubstitution = "compile-undefined-substitution"
    /// A substitution no string references.
    public static let unusedSubstitution = "compile-unused-substitution"
    /// A substitution that references itself, directly or through others.
    public static let substitutionCycle = "compile-substitution-cycle"
    /// A substitution that is not exactly one plural variation.
    public static let substitutionNotPlural = "compile-substitution-not-plural"
    /// A substitution without `formatSpecifier`.
    public static let substitutionFormat = "compile-substitution-format"
    /// A localization with neither a string unit nor variations.
    public static let noText = "compile-no-text"
    /// A character an XML property list cannot hold.
    public static let unencodableCharacter = "compile-unencodable-character"
    /// Something Android resources cannot express; the output keeps the closest form (warning).
    public static let androidLimitation = "compile-android-limitation"
}
