/// Every check `timekeeper catalog check` runs, in the order their findings are listed for a location.
enum CheckRegistry {
    /// All checks. Adding a check is adding its file and one line here.
    public static let all: [any CatalogCheck] = [
        PluralMissingOtherCheck(),
        PluralMissingCategoryCheck(),
        PluralUnusedCategoryCheck(),
        FormatMismatchCheck(),
        NumberParityCheck(),
        MarkdownParityCheck(),
        NamedArgumentCheck(),
        InvalidSpecifierCheck(),
        SuspiciousSpecifierCheck(),
        SubstitutionUndefinedCheck(),
        SubstitutionUnusedCheck(),
        SubstitutionArgNumCheck(),
        SubstitutionShapeCheck(),
        VariationShapeCheck(),
        PluralArgumentCheck(),
        ImpliedQuantityCheck(),
        PluralsCandidateCheck(),
        PropertyListCharacterCheck(),
        MissingTranslationCheck(),
        NeedsReviewCheck(),
        MachineTranslatedCheck(),
        UnknownStateCheck(),
        StaleKeyCheck(),
        UntranslatedCopyCheck(),
        InvalidLocaleCheck(),
        ShouldNotTranslateCheck(),
        DuplicateKeyCheck(),
        UnknownMemberCheck(),
        SymbolNameCheck(),
        LabelOverBudgetCheck(),
        GlyphMissingCheck(),
    ]

    /// The check whose id is `name`, if registered.
    public static func named(_ name: String) -> (any CatalogCheck)? {
        all.first { $0.id == name }
    }

    /// Every registered id, for validating configuration.
    public static var names: [String] { all.map(\.id) }
}
