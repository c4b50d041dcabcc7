import Diagnostics

extension RuleDescription {
    /// The description of a registered check.
    public init(_ check: any CatalogCheck) {
        self.init(id: check.id, defaultSeverity: check.defaultSeverity, shortDescription: check.rationale, help: check.hint)
    }

    /// Every rule a `catalog check` run can report: the registry's checks, then the reader's warnings.
    public static var all: [RuleDescription] {
        CheckRegistry.all.map(RuleDescription.init) + [
            RuleDescription(
                id: "byte-order-mark", defaultSeverity: .warning,
                shortDescription: "The file starts with a UTF-8 byte-order mark, which Xcode never writes.",
                help: "Run `timekeeper catalog fmt` on the file to remove it."),
            RuleDescription(
                id: "unknown-version", defaultSeverity: .warning,
                shortDescription: "The catalog's version field is missing or not one this tool knows.",
                help: "Re-save the catalog in Xcode, or report the version if Xcode wrote it."),
        ]
    }
}
