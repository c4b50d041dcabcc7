/// Every command of the tool, in the order `--help` lists them. Adding a command is adding one file and one line here.
enum CommandRegistry {
    static let all: [RegisteredCommand] = [
        CatalogFmtCommand.entry,
        CatalogPseudoCommand.entry,
        PluralCommand.entry,
    ]
}
