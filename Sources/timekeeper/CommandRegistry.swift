/// Every command of the tool, in the order `--help` lists them. Adding a command is adding one file and one line here.
enum CommandRegistry {
    static let all: [RegisteredCommand] = [
        PluralCommand.entry,
        RunCommand.entry,
        CatalogCheckCommand.entry,
        CatalogFmtCommand.entry,
        CatalogPseudoCommand.entry,
        CatalogStatsCommand.entry,
        DriftCommand.entry,
        DriftReportCommand.entry,
        DriftWorkerCommand.entry,
    ]
}
