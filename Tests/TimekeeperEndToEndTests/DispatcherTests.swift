import TestSupport
import Testing

@Test func noArgumentsListsCommandsAndExitsZero() throws {
    let result = try ToolProcess.run([])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: timekeeper <subcommand>"))
}

@Test func unknownCommandIsAUsageErrorOnStderrWithExitTwo() throws {
    let result = try ToolProcess.run(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: unknown command 'frobnicate'"))
    #expect(result.stdout.isEmpty)
}

@Test func topLevelHelpShowsACommandlessGroupAsOneLineListingItsSubcommands() throws {
    let result = try ToolProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("catalog                   Subcommands: check, fmt, stats, compile, pseudo, export, import."))
    #expect(!result.stdout.contains("catalog check"))
}

@Test func groupNameAloneListsTheGroupsSubcommands() throws {
    let result = try ToolProcess.run(["catalog"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: timekeeper catalog <subcommand>"))
    for name in ["check", "fmt", "stats", "compile", "pseudo"] {
        #expect(result.stdout.contains("\n  \(name) "), "missing \(name)")
    }
}
