/// Every command of the tool, in the order `--help` lists them. Adding a command is adding one file and one line here.
enum CommandRegistry {
    static let all: [RegisteredCommand] = [
        RunCommand.entry,
        DriftCommand.entry,
        DriftReportCommand.entry,
        DriftIngestCommand.entry,
        DriftCueLogsCommand.entry,
        DriftWorkerCommand.entry,
        PluralCommand.entry,
        CatalogCheckCommand.entry,
        CatalogFmtCommand.entry,
        CatalogStatsCommand.entry,
        CatalogCompileCommand.entry,
        CatalogPseudoCommand.entry,
        CatalogExportCommand.entry,
        CatalogImportCommand.entry,
        CatalogDiffCommand.entry,
        CatalogMergeCommand.entry,
        MetadataCommand.entry,
        HelpCommand.entry,
        CompletionsCommand.entry,
    ]
}
