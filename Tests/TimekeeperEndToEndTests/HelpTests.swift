import Foundation
import TestSupport
import Testing

// Every command's help, pinned in `Snapshots/` (RECORD_SNAPSHOTS=1 re-records), reached both ways a user asks
// for it; and the rules every help page keeps: one placeholder style, no hidden or deprecated option shown.

/// Every visible command path, read from the tool's own top-level and group help (so a new command is covered
/// without editing this list).
private func commandPaths() throws -> [[String]] {
    var paths: [[String]] = []
    var queue: [[String]] = [[]]
    while let path = queue.first {
        queue.removeFirst()
        let help = try ToolProcess.run(path + ["--help"]).stdout
        guard let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first else { continue }
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  See ") else {
                if line.isEmpty { break }
                continue
            }
            let word = String(line.dropFirst(2).prefix { $0 != " " })
            paths.append(path + [word])
            queue.append(path + [word])
        }
    }
    return paths
}

@Test func everyCommandsHelpMatchesItsSnapshot() throws {
    let paths = try commandPaths()
    #expect(paths.contains(["catalog", "check"]) && paths.contains(["drift", "report"]) && paths.contains(["completions"]))
    #expect(!paths.contains(["drift", "worker"]), "internal commands are not listed")
    for path in paths {
        let long = try ToolProcess.run(path + ["--help"])
        let short = try ToolProcess.run(path + ["-h"])
        let command = try ToolProcess.run(["help"] + path)
        #expect(long.status == 0 && short.status == 0 && command.status == 0, "\(path)")
        #expect(long.stderr.isEmpty, "\(path): \(long.stderr)")
        #expect(short.stdout == long.stdout, "-h differs from --help for \(path)")
        #expect(command.stdout == long.stdout, "'help \(path.joined(separator: " "))' differs from --help")
        expectSnapshot(long.stdout, as: "txt", variant: path.joined(separator: "-"))
    }
}

@Test func helpWinsOverEverythingElseOnTheLine() throws {
    let result = try ToolProcess.run(["catalog", "check", "--no-such-option", "missing.xcstrings", "-h"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: Check String Catalogs"))
}

@Test func everyPlaceholderInEveryHelpPageIsALowerCaseWordInAngleBrackets() throws {
    let placeholder = try Regex(#"<([^<>\s]+)>"#)
    let upperCaseAfterOption = try Regex(#"--[a-z-]+[ =][A-Z]{2,}\b"#)
    for path in try commandPaths() + [[]] {
        let help = try ToolProcess.run(path + ["--help"]).stdout
        for match in help.matches(of: placeholder) {
            let word = String(help[match.range].dropFirst().dropLast())
            #expect(
                word.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } || word == "subcommand",
                "\(path): placeholder <\(word)> is not a lower-case word")
        }
        #expect(help.firstMatch(of: upperCaseAfterOption) == nil, "\(path): an option is followed by an upper-case placeholder")
        #expect(!help.contains("--reporter") && !help.contains("--events") && !help.contains("--json"), "\(path) shows a deprecated option")
    }
}

@Test func theOutputFormatOptionHasOneNameInEveryCommandThatHasOne() throws {
    for path in [["catalog", "check"], ["catalog", "stats"], ["catalog", "compile"], ["metadata"], ["plural"], ["run"]] {
        let help = try ToolProcess.run(path + ["--help"]).stdout
        #expect(help.contains("  --format <format>"), "\(path) has no --format <format>")
    }
}

@Test func helpForAnUnknownCommandSuggestsTheNearestOne() throws {
    let result = try ToolProcess.run(["help", "catalog", "chek"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: unknown command 'chek' for 'timekeeper catalog'; did you mean 'check'?"))
}

@Test func helpWithoutACommandIsTheTopLevelHelp() throws {
    let help = try ToolProcess.run(["help"])
    let top = try ToolProcess.run(["--help"])
    #expect(help.status == 0 && help.stdout == top.stdout)
    #expect(top.stdout.contains("  --version "))
}
