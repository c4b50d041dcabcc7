import Foundation
import TestSupport
import Testing

// `--version`, "did you mean" for commands, deprecated spellings, --quiet and --min-severity.

private let folder = Fixtures.url("Snapshot")

@Test func versionPrintsTheToolVersionAndTheICUAndCLDRVersions() throws {
    let result = try ToolProcess.run(["--version"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.firstMatch(of: #/^timekeeper \d+\.\d+\.\d+ \(ICU \d+\.\d+, CLDR \d+(\.\d+)*\)\n$/#) != nil, "\(result.stdout)")
}

@Test func theJSONAndSARIFReportsCarryTheVersionThatVersionPrints() throws {
    let version = try #require(try ToolProcess.run(["--version"]).stdout.split(separator: " ").dropFirst().first)
    for format in ["json", "sarif"] {
        let report = try ToolProcess.run(["catalog", "check", "--format", format, "Workout.xcstrings"], in: folder)
        #expect(report.stdout.contains("\"version\": \"\(version)\""), "\(format) lacks version \(version)")
    }
}

@Test func aMistypedTopLevelCommandGetsADidYouMean() throws {
    let result = try ToolProcess.run(["catalg", "check", "x.xcstrings"])
    #expect(result.status == 2 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("error: unknown command 'catalg'; did you mean 'catalog'?\n"))
}

@Test func aMistypedSubcommandGetsADidYouMeanNamingItsGroup() throws {
    let result = try ToolProcess.run(["catalog", "chekc", "x.xcstrings"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: unknown command 'chekc' for 'timekeeper catalog'; did you mean 'check'?\n"))
    #expect(result.stderr.contains("Commands here: check, fmt, stats, compile, pseudo"))
}

@Test func aMistypedSubcommandOfACommandThatHasSubcommandsGetsADidYouMean() throws {
    let result = try ToolProcess.run(["drift", "reprot", "a.json"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: unknown command 'reprot' for 'timekeeper drift'; did you mean 'report'?"))
}

@Test func aMistypedOptionValueFromARegistryGetsADidYouMean() throws {
    let result = try ToolProcess.run(["catalog", "check", "--format", "jsno", "Workout.xcstrings"], in: folder)
    #expect(result.status == 2)
    #expect(
        result.stderr.hasPrefix(
            "error: invalid value 'jsno' for --format: expected one of text, json, github, sarif, junit, gitlab, markdown, summary; did you mean 'json'?"
        )
    )
}

@Test func theOldReporterSpellingStillWorksWithAWarning() throws {
    let old = try ToolProcess.run(["catalog", "check", "--reporter", "json", "Workout.xcstrings"], in: folder)
    let new = try ToolProcess.run(["catalog", "check", "--format", "json", "Workout.xcstrings"], in: folder)
    #expect(old.status == new.status && old.stdout == new.stdout)
    #expect(old.stderr == "warning: '--reporter' is deprecated; use '--format' instead\n")
    #expect(new.stderr.isEmpty)
    let equals = try ToolProcess.run(["catalog", "check", "--reporter=json", "Workout.xcstrings"], in: folder)
    #expect(equals.stdout == new.stdout)
}

@Test func pluralsOldJSONFlagStillWorksWithAWarning() throws {
    let old = try ToolProcess.run(["plural", "--locale", "ru", "--json", "3"])
    let new = try ToolProcess.run(["plural", "--locale", "ru", "--format", "json", "3"])
    #expect(old.status == 0 && old.stdout == new.stdout && new.stdout.contains("\"category\" : \"few\""))
    #expect(old.stderr == "warning: '--json' is deprecated; use '--format json' instead\n")
}

@Test func quietPrintsOnlyTheSummaryLine() throws {
    let full = try ToolProcess.run(["catalog", "check", "Workout.xcstrings"], in: folder)
    let quiet = try ToolProcess.run(["catalog", "check", "--quiet", "Workout.xcstrings"], in: folder)
    #expect(quiet.status == full.status)
    #expect(full.stdout.split(separator: "\n").count > 1)
    #expect(quiet.stdout == String(full.stdout.split(separator: "\n").last!) + "\n")
    let json = try ToolProcess.run(["catalog", "check", "--quiet", "--format", "json", "Workout.xcstrings"], in: folder)
    #expect(json.status == 2 && json.stderr.contains("--quiet prints the text summary only"))
}

@Test func quietStillNamesAFileThatCannotBeRead() throws {
    let result = try ToolProcess.run(["catalog", "check", "-q", "Truncated.xcstrings"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: Truncated.xcstrings:"))
    #expect(result.stdout.contains("1 file unreadable"))
}

@Test func minSeverityLeavesOutLowerFindingsAndTheirExitStatusButCountsThem() throws {
    let all = try ToolProcess.run(["catalog", "check", "Workout.xcstrings"], in: folder)
    #expect(all.stdout.contains(": note: ") && all.stdout.contains(": warning: ") && all.stdout.contains(": error: "))
    let warnings = try ToolProcess.run(["catalog", "check", "--min-severity", "warning", "Workout.xcstrings"], in: folder)
    #expect(!warnings.stdout.contains(": note: ") && warnings.stdout.contains(": warning: "))
    #expect(warnings.stdout.contains("0 notes in 1 catalog, 1 more below the minimum severity"))
    let errors = try ToolProcess.run(["catalog", "check", "--min-severity", "error", "--strict", "Workout.xcstrings"], in: folder)
    #expect(!errors.stdout.contains(": warning: ") && errors.stdout.contains(": error: "))
    let bad = try ToolProcess.run(["catalog", "check", "--min-severity", "info", "Workout.xcstrings"], in: folder)
    #expect(bad.status == 2 && bad.stderr.contains("expected one of note, warning, error"))
}

@Test func theSeverityIsOneWordInTextJSONAndListChecks() throws {
    let json = try ToolProcess.run(["catalog", "check", "--format", "json", "Workout.xcstrings"], in: folder)
    #expect(json.stdout.contains("\"severity\": \"note\"") && json.stdout.contains("\"notes\": "))
    #expect(!json.stdout.contains("info"))
    let list = try ToolProcess.run(["catalog", "check", "--list-checks"])
    #expect(list.stdout.contains("(note)") && !list.stdout.contains("(info)"))
}
