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

// One test per rule the parser and its accessors enforce, each with the exact message a user sees.

/// Parses `arguments` against `signature`, for tests that expect a ``UsageError``.
private func parse(_ arguments: [String], _ shape: CommandSignature = signature) throws -> ParsedArguments {
    try ArgumentParser.parse(arguments, as: shape)
}

private func shape(_ positionals: [PositionalSpec], options: [OptionSpec] = []) -> CommandSignature {
    CommandSignature(path: ["t"], abstract: "A test command.", positionals: positionals, options: options)
}

// Unknown options

@Test func unknownOptionFarFromEveryDeclaredOptionHasNoSuggestion() {
    #expect(throws: UsageError("unknown option '--frobnicate'")) { try parse(["p", "--frobnicate"]) }
}

@Test func suggestionsReachThreeEditsButNotFour() {
    let one = shape([], options: [.flag("--baseline", help: "")])
    #expect(throws: UsageError("unknown option '--basel'; did you mean '--baseline'?")) { try parse(["--basel"], one) }
    #expect(throws: UsageError("unknown option '--base'")) { try parse(["--base"], one) }
}

@Test func equallyCloseOptionsSuggestTheOneDeclaredFirst() {
    let two = shape([], options: [.flag("--aa", help: ""), .flag("--bb", help: "")])
    #expect(throws: UsageError("unknown option '--ab'; did you mean '--aa'?")) { try parse(["--ab"], two) }
}

@Test func unknownShortOptionIsAnErrorWithoutASuggestion() {
    #expect(throws: UsageError("unknown option '-x'")) { try parse(["p", "-x"]) }
}

@Test func unknownOptionInEqualsFormNamesOnlyThePartBeforeTheEquals() {
    #expect(throws: UsageError("unknown option '--warnin'; did you mean '--warning'?")) { try parse(["p", "--warnin=5s"]) }
}

@Test func shortOptionsDoNotTakeAValueAfterAnEquals() {
    #expect(throws: UsageError("unknown option '-o=out'; did you mean '--out'?")) { try parse(["p", "-o=out"]) }
}

@Test func aDashFollowedByTextThatIsNotANumberIsAnOption() {
    #expect(throws: UsageError("unknown option '-5x'")) { try parse(["p", "-5x"]) }
}

// Values

@Test func shortOptionWithoutItsValueNamesTheLongOption() {
    #expect(throws: UsageError("option --out needs a value")) { try parse(["p", "-o"]) }
}

@Test func theArgumentAfterAValueOptionIsItsValueEvenWhenItLooksLikeAnOption() throws {
    let parsed = try parse(["p", "--warning", "--json"])
    #expect(parsed.value("--warning") == "--json")
    #expect(!parsed.flag("--json"))
}

@Test func anEmptyValueAfterAnEqualsIsAValue() throws {
    #expect(try parse(["p", "--warning="]).value("--warning") == "")
}

@Test func flagGivenAValueIsAUsageError() {
    #expect(throws: UsageError("option --json takes no value")) { try parse(["p", "--json=yes"]) }
}

@Test func flagGivenAnEmptyValueIsAUsageError() {
    #expect(throws: UsageError("option --json takes no value")) { try parse(["p", "--json="]) }
}

@Test func aSingleValueOptionGivenTwiceIsNotAnErrorAndKeepsTheLastValue() throws {
    // The parser does not refuse a repeated single-value option; the last one wins.
    #expect(try parse(["p", "--warning", "5s", "--warning=10s"]).value("--warning") == "10s")
}

@Test func aFlagGivenTwiceIsSimplySet() throws {
    #expect(try parse(["p", "--json", "--json"]).flag("--json"))
}

@Test func repeatedValuesSplitAtCommasTrimSpacesAndDropEmptyItems() throws {
    let parsed = try parse(["p", "--scenarios", " idle , ,suspend,", "--scenarios", "clock-jump"])
    #expect(parsed.values("--scenarios") == ["idle", "suspend", "clock-jump"])
    #expect(parsed.values("--out").isEmpty)
}

@Test func argumentsAreReadLeftToRightSoTheFirstProblemIsTheOneReported() {
    #expect(throws: UsageError("unknown option '--frobnicate'")) { try parse(["--frobnicate", "--warning"]) }
    #expect(throws: UsageError("option --warning needs a value")) { try parse(["--json", "--warning"]) }
}

// Positionals

@Test func optionsAloneDoNotSatisfyARequiredPositional() {
    #expect(throws: UsageError("missing argument <plan>")) { try parse(["--json", "--warning", "5s"]) }
}

@Test func theMissingArgumentNamedIsTheFirstOneNotGiven() {
    let two = shape([PositionalSpec("from", help: ""), PositionalSpec("to", help: "")])
    #expect(throws: UsageError("missing argument <from>")) { try parse([], two) }
    #expect(throws: UsageError("missing argument <to>")) { try parse(["a"], two) }
}

@Test func oneOrMorePositionalsNeedAtLeastOneValue() throws {
    let files = shape([PositionalSpec("file", arity: .oneOrMore, help: "")])
    #expect(throws: UsageError("missing argument <file>")) { try parse([], files) }
    #expect(try parse(["a", "b", "c"], files).positionals == ["a", "b", "c"])
}

@Test func anOptionalPositionalTakesAtMostOneValue() throws {
    let optional = shape([PositionalSpec("FILE", arity: .optional, help: "")])
    #expect(try parse([], optional).positionals.isEmpty)
    #expect(throws: UsageError("unexpected argument 'b'")) { try parse(["a", "b"], optional) }
}

@Test func zeroOrMorePositionalsTakeAnyNumberOfValues() throws {
    let any = shape([PositionalSpec("number", arity: .zeroOrMore, help: "")])
    #expect(try parse([], any).positionals.isEmpty)
    #expect(try parse(["1", "2", "3", "4"], any).positionals == ["1", "2", "3", "4"])
}

@Test func theFirstSurplusArgumentIsTheOneReported() {
    #expect(throws: UsageError("unexpected argument 'b'")) { try parse(["a", "b", "c"]) }
}

@Test func aCommandWithoutPositionalsRefusesAnyArgument() {
    #expect(throws: UsageError("unexpected argument 'stray'")) { try parse(["stray"], shape([])) }
}

// `--`, `-` and numbers

@Test func argumentsAfterDashDashStillCountAgainstThePositionals() {
    #expect(throws: UsageError("unexpected argument 'b'")) { try parse(["a", "--", "b"]) }
}

@Test func helpAfterDashDashIsAPositional() throws {
    let any = shape([PositionalSpec("word", arity: .zeroOrMore, help: "")])
    #expect(try parse(["--", "--help", "-h", "--"], any).positionals == ["--help", "-h", "--"])
}

@Test func aLoneDashIsAPositionalForStandardInput() throws {
    #expect(try parse(["-"]).positionals == ["-"])
}

@Test func negativeNumbersOfEveryFormArePositionals() throws {
    let any = shape([PositionalSpec("number", arity: .zeroOrMore, help: "")], options: [.flag("--json", help: "")])
    #expect(try parse(["-3", "-0.5", "-1e3", "--json"], any).positionals == ["-3", "-0.5", "-1e3"])
}

// Help

@Test func shortHelpIsARequestToo() {
    #expect(throws: HelpRequest.self) { try parse(["-h"]) }
}

@Test func helpWinsOverAMissingPositionalAndLaterArguments() {
    #expect(throws: HelpRequest.self) { try parse(["--json", "--help", "--frobnicate"]) }
}

// Accessors that convert values

@Test func integerAboveTheRangeIsAUsageError() throws {
    let parsed = try parse(["p", "--warning", "10"])
    #expect(throws: UsageError("invalid value '10' for --warning: expected a whole number from 1 to 9")) {
        try parsed.integer("--warning", in: 1...9)
    }
}

@Test func integerBelowTheRangeIsAUsageError() throws {
    let parsed = try parse(["p", "--warning", "0"])
    #expect(throws: UsageError("invalid value '0' for --warning: expected a whole number from 1 to 9")) {
        try parsed.integer("--warning", in: 1...9)
    }
}

@Test func integerWithAFractionIsAUsageError() throws {
    let parsed = try parse(["p", "--warning", "2.5"])
    #expect(throws: UsageError("invalid value '2.5' for --warning: expected a whole number from 1 to 9")) {
        try parsed.integer("--warning", in: 1...9)
    }
}

@Test func integersAtBothEndsOfTheRangeAreAcceptedAndAnAbsentOneIsNil() throws {
    #expect(try parse(["p", "--warning", "1"]).integer("--warning", in: 1...9) == 1)
    #expect(try parse(["p", "--warning", "9"]).integer("--warning", in: 1...9) == 9)
    #expect(try parse(["p"]).integer("--warning", in: 1...9) == nil)
}

@Test func aChoiceMustBeOneOfTheListExactly() throws {
    #expect(throws: UsageError("invalid value 'JSONL' for --warning: expected one of text, jsonl")) {
        try parse(["p", "--warning", "JSONL"]).choice("--warning", from: ["text", "jsonl"])
    }
    #expect(try parse(["p", "--warning", "jsonl"]).choice("--warning", from: ["text", "jsonl"]) == "jsonl")
    #expect(try parse(["p"]).choice("--warning", from: ["text", "jsonl"]) == nil)
}

private struct Unparsable: Error, CustomStringConvertible {
    var description: String { "expected a duration such as 10s" }
}

@Test func aConversionErrorBecomesAUsageErrorNamingTheOptionAndTheValue() throws {
    let parsed = try parse(["p", "--warning", "soon"])
    #expect(throws: UsageError("invalid value 'soon' for --warning: expected a duration such as 10s")) {
        try parsed.value("--warning") { _ -> Int in throw Unparsable() }
    }
}

@Test func aUsageErrorFromAConversionIsPassedOnUnchanged() throws {
    let parsed = try parse(["p", "--warning", "soon"])
    #expect(throws: UsageError("--warning must come with --out")) {
        try parsed.value("--warning") { _ -> Int in throw UsageError("--warning must come with --out") }
    }
    #expect(try parse(["p"]).value("--warning") { $0.count } == nil)
}

// Declarations

@Test func longOptionNamesMustStartWithTwoDashes() async {
    await #expect(processExitsWith: .failure) {
        _ = OptionSpec.flag("-json", help: "")
    }
}

// Help text

@Test func theUsageLineShowsEachPositionalArity() {
    let all = shape(
        [
            PositionalSpec("one", help: ""), PositionalSpec("maybe", arity: .optional, help: ""),
            PositionalSpec("any", arity: .zeroOrMore, help: ""), PositionalSpec("some", arity: .oneOrMore, help: ""),
        ], options: [.flag("--json", help: "")])
    #expect(HelpFormatter.usageLine(all, tool: "tk") == "usage: tk t [options] <one> [<maybe>] [<any> ...] <some> ...")
    #expect(HelpFormatter.usageLine(shape([]), tool: "tk") == "usage: tk t")
}

@Test func theHelpPageAlignsHelpTextAndPutsLongLabelsOnTheirOwnLine() {
    let page = CommandSignature(
        path: ["t"], abstract: "A test command.", discussion: "Exit status: 0.",
        positionals: [PositionalSpec("file", help: "The file.")],
        options: [
            .value("--out", short: "o", valueName: "dir", help: "Output folder."),
            .repeated("--a-rather-long-option-name", valueName: "name", help: "Long."),
        ])
    #expect(
        HelpFormatter.help(page, tool: "tk") == """
            OVERVIEW: A test command.

            USAGE: tk t [options] <file>

            ARGUMENTS:
              <file>                    The file.

            OPTIONS:
              -o, --out <dir>           Output folder.
              --a-rather-long-option-name <name> ...
                                        Long.
              -h, --help                Show help information.

            Exit status: 0.

            """)
}

@Test func groupHelpListsEachSubcommandByTheWordsAfterTheGroup() {
    let tree = CommandTree(
        tool: "tk", abstract: "",
        commands: [
            CommandSignature(path: ["catalog", "check"], abstract: "Check catalogs."),
            CommandSignature(path: ["catalog", "fmt"], abstract: "Format catalogs."),
        ])
    let children = tree.entries(below: ["catalog"])
    #expect(
        HelpFormatter.groupHelp(path: ["catalog"], abstract: "String Catalog tools.", children: children, tool: "tk") == """
            OVERVIEW: String Catalog tools.

            USAGE: tk catalog <subcommand>

            SUBCOMMANDS:
              check                     Check catalogs.
              fmt                       Format catalogs.

              See 'tk catalog <subcommand> --help' for details.

            """)
}
