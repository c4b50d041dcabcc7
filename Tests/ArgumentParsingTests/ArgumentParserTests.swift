import Testing

@testable import ArgumentParsing

private let signature = CommandSignature(
    path: ["run"], abstract: "Runs a workout.",
    positionals: [PositionalSpec("plan", help: "The plan.")],
    options: [
        .value("--warning", valueName: "duration", help: "Warn before the end."),
        .flag("--json", help: "JSON output."),
        .repeated("--scenarios", valueName: "name", help: "Scenarios."),
        .value("--out", short: "o", valueName: "dir", help: "Output folder."),
    ]
)

@Test func parsesPositionalsFlagsAndValuesInAnyOrder() throws {
    let parsed = try ArgumentParser.parse(["--json", "12x3m/1m", "--warning", "10s", "-o", "out"], as: signature)
    #expect(parsed.positionals == ["12x3m/1m"])
    #expect(parsed.flag("--json"))
    #expect(parsed.value("--warning") == "10s")
    #expect(parsed.value("--out") == "out")
}

@Test func acceptsEqualsFormAndSplitsRepeatedCommaLists() throws {
    let parsed = try ArgumentParser.parse(["3x20s/10s", "--scenarios=idle,suspend", "--scenarios", "clock-jump"], as: signature)
    #expect(parsed.values("--scenarios") == ["idle", "suspend", "clock-jump"])
}

@Test func unknownOptionIsAUsageErrorWithASuggestion() {
    #expect(throws: UsageError("unknown option '--warnin'; did you mean '--warning'?")) {
        try ArgumentParser.parse(["3x20s/10s", "--warnin", "5s"], as: signature)
    }
}

@Test func optionWithoutItsValueIsAUsageError() {
    #expect(throws: UsageError("option --warning needs a value")) {
        try ArgumentParser.parse(["3x20s/10s", "--warning"], as: signature)
    }
}

@Test func missingAndExtraPositionalsAreUsageErrors() {
    #expect(throws: UsageError("missing argument <plan>")) { try ArgumentParser.parse([], as: signature) }
    #expect(throws: UsageError("unexpected argument 'extra'")) { try ArgumentParser.parse(["a", "extra"], as: signature) }
}

@Test func helpIsARequestNotAnError() {
    #expect(throws: HelpRequest.self) { try ArgumentParser.parse(["--help"], as: signature) }
}

@Test func dashDashEndsOptionsAndNegativeNumbersArePositionals() throws {
    let plural = CommandSignature(path: ["plural"], abstract: "", positionals: [PositionalSpec("number", arity: .zeroOrMore, help: "")])
    let parsed = try ArgumentParser.parse(["-1.5", "--", "--json"], as: plural)
    #expect(parsed.positionals == ["-1.5", "--json"])
}

@Test func integerAndChoiceAccessorsNameTheOptionAndTheBadValue() throws {
    let parsed = try ArgumentParser.parse(["p", "--warning", "abc"], as: signature)
    #expect(throws: UsageError("invalid value 'abc' for --warning: expected a whole number from 1 to 9")) {
        try parsed.integer("--warning", in: 1...9)
    }
    #expect(throws: UsageError("invalid value 'abc' for --warning: expected one of text, jsonl")) {
        try parsed.choice("--warning", from: ["text", "jsonl"])
    }
}

@Test func helpListsEveryOptionAndTheUsageLine() {
    let help = HelpFormatter.help(signature, tool: "timekeeper")
    #expect(help.contains("USAGE: timekeeper run [options] <plan>"))
    for option in ["--warning <duration>", "--json", "--scenarios <name> ...", "-o, --out <dir>", "-h, --help"] {
        #expect(help.contains(option), "help lacks \(option)")
    }
}
