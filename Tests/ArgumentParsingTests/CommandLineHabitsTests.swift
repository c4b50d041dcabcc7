import Testing

@testable import ArgumentParsing

// Deprecated spellings, values from a list, help before anything else, and the command tree.

private let signature = CommandSignature(
    path: ["check"], abstract: "Checks.",
    positionals: [PositionalSpec("file", arity: .zeroOrMore, values: .files(extensions: ["xcstrings"]), help: "")],
    options: [
        .value("--format", valueName: "format", values: .choices(["text", "json"]), help: ""),
        .repeated("--scenarios", valueName: "name", values: .choices(["idle", "suspend"]), help: ""),
    ],
    deprecatedOptions: [
        DeprecatedOption("--reporter", replacement: ["--format"]), DeprecatedOption("--json", replacement: ["--format", "json"]),
    ])

@Test func aDeprecatedNameIsReadAsItsReplacementAndWarnsOnce() throws {
    let parsed = try ArgumentParser.parse(["--reporter", "json", "--reporter=text"], as: signature)
    #expect(parsed.value("--format") == "text")
    #expect(parsed.warnings == ["'--reporter' is deprecated; use '--format' instead"])
}

@Test func aDeprecatedFlagBecomesTheOptionAndValueThatReplacedIt() throws {
    let parsed = try ArgumentParser.parse(["--json"], as: signature)
    #expect(parsed.value("--format") == "json")
    #expect(parsed.warnings == ["'--json' is deprecated; use '--format json' instead"])
    #expect(throws: UsageError("option --json takes no value")) { try ArgumentParser.parse(["--json=yes"], as: signature) }
}

@Test func aValueOutsideTheChoicesIsRefusedWithTheNearestChoice() {
    #expect(throws: UsageError("invalid value 'jsn' for --format: expected one of text, json; did you mean 'json'?")) {
        try ArgumentParser.parse(["--format", "jsn"], as: signature)
    }
    #expect(throws: UsageError("invalid value 'xml' for --format: expected one of text, json")) {
        try ArgumentParser.parse(["--format=xml"], as: signature)
    }
}

@Test func eachItemOfARepeatedChoiceListIsChecked() throws {
    #expect(try ArgumentParser.parse(["--scenarios", "idle,suspend"], as: signature).values("--scenarios") == ["idle", "suspend"])
    #expect(throws: UsageError("invalid value 'suspnd' for --scenarios: expected one of idle, suspend; did you mean 'suspend'?")) {
        try ArgumentParser.parse(["--scenarios", "idle,suspnd"], as: signature)
    }
}

@Test func aPositionalWithChoicesIsChecked() {
    let shells = CommandSignature(
        path: ["c"], abstract: "", positionals: [PositionalSpec("shell", values: .choices(["bash", "zsh"]), help: "")])
    #expect(throws: UsageError("invalid value 'bsh' for <shell>: expected one of bash, zsh; did you mean 'bash'?")) {
        try ArgumentParser.parse(["bsh"], as: shells)
    }
}

@Test func helpAnywhereBeforeDashDashWinsOverAnUnknownOption() {
    #expect(throws: HelpRequest.self) { try ArgumentParser.parse(["--frobnicate", "-h"], as: signature) }
    #expect(throws: UsageError("unknown option '--frobnicate'")) { try ArgumentParser.parse(["--frobnicate", "--", "-h"], as: signature) }
}

@Test func deprecatedOptionsAreNotInTheHelp() {
    let help = HelpFormatter.help(signature, tool: "tk")
    #expect(help.contains("--format <format>") && !help.contains("--reporter") && !help.contains("--json"))
}

private let tree = CommandTree(
    tool: "tk", abstract: "A tool.",
    commands: [
        CommandSignature(path: ["drift"], abstract: "Drift."),
        CommandSignature(path: ["drift", "report"], abstract: "Report."),
        CommandSignature(path: ["drift", "worker"], abstract: "Internal.", isHidden: true),
        CommandSignature(path: ["catalog", "check"], abstract: "Check."),
        CommandSignature(path: ["catalog", "fmt"], abstract: "Format."),
    ],
    common: [.flag("--color", help: "Colour.")])

@Test func theTreeListsEntriesInRegistryOrderWithoutHiddenCommands() {
    #expect(tree.entries(below: []).map(\.name) == ["drift", "catalog"])
    #expect(tree.entries(below: ["drift"]).map(\.name) == ["report"])
    #expect(tree.entries(below: ["drift"], includingHidden: true).map(\.name) == ["report", "worker"])
    #expect(tree.entries(below: []).last?.abstract == "Subcommands: check, fmt.")
    #expect(tree.visiblePaths == [["drift"], ["catalog"], ["drift", "report"], ["catalog", "check"], ["catalog", "fmt"]])
}

@Test func theTreeMatchesTheLongestPathAndGivesEveryCommandTheCommonOptions() {
    #expect(tree.command(matching: ["drift", "report", "a.json"])?.path == ["drift", "report"])
    #expect(tree.command(matching: ["drift", "--quick"])?.path == ["drift"])
    #expect(tree.command(matching: ["catalog"]) == nil && tree.isGroup(["catalog"]))
    #expect(tree.command(at: ["catalog", "fmt"])?.option(named: "--color") != nil)
}

@Test func theTreeSuggestsTheNearestVisibleWordAtALevel() {
    #expect(tree.suggestion(for: "catalg", below: []) == "catalog")
    #expect(tree.suggestion(for: "reprot", below: ["drift"]) == "report")
    #expect(tree.suggestion(for: "wroker", below: ["drift"]) == nil, "hidden commands are not suggested")
}

@Test func aCommandWithSubcommandsListsThemInItsHelp() throws {
    let help = try #require(HelpFormatter.help(for: ["drift"], in: tree))
    #expect(help.contains("SUBCOMMANDS:\n  report                    Report.\n"))
    #expect(help.contains("USAGE: tk drift [options]\n       tk drift <subcommand>\n"))
    #expect(HelpFormatter.help(for: ["nothing"], in: tree) == nil)
}
