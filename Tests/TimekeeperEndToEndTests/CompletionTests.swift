import Foundation
import TestSupport
import Testing

// The completion scripts, checked by the shells themselves: each parses (`bash -n`, `zsh -n`,
// `fish --no-execute`), and each offers what the command line allows at a point, driven the way the shell
// drives it (bash's COMP_WORDS and `complete`, fish's `complete -C`, zsh's function with its builtins stubbed).

private let folder = Fixtures.url("Snapshot")
private let bash = ChildProcess.onPath("bash")
private let zsh = ChildProcess.onPath("zsh")
private let fish = ChildProcess.onPath("fish")

/// The script for `shell`, written to a temporary file.
private func scriptFile(_ shell: String) throws -> URL {
    let result = try ToolProcess.run(["completions", shell])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-completion-\(getpid()).\(shell)")
    try Data(result.stdout.utf8).write(to: url)
    return url
}

@Test(.enabled(if: bash != nil, "needs bash"))
func theBashScriptParses() throws {
    let file = try scriptFile("bash")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ChildProcess.run(try #require(bash), ["-n", file.path])
    #expect(result.status == 0, "\(result.stderr)")
}

@Test(.enabled(if: zsh != nil, "needs zsh"))
func theZshScriptParses() throws {
    let file = try scriptFile("zsh")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ChildProcess.run(try #require(zsh), ["-n", file.path])
    #expect(result.status == 0, "\(result.stderr)")
}

@Test(.enabled(if: fish != nil, "needs fish"))
func theFishScriptParses() throws {
    let file = try scriptFile("fish")
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try ChildProcess.run(try #require(fish), ["--no-execute", file.path])
    #expect(result.status == 0, "\(result.stderr)")
}

@Test func anUnknownShellIsAUsageErrorWithADidYouMean() throws {
    let result = try ToolProcess.run(["completions", "bsh"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: invalid value 'bsh' for <shell>: expected one of bash, zsh, fish; did you mean 'bash'?"))
}

/// What the bash script offers for each line (the last word is the one being completed), run in the fixture folder.
private func bashCompletions(_ lines: [[String]]) throws -> [[String]] {
    let file = try scriptFile("bash")
    defer { try? FileManager.default.removeItem(at: file) }
    var program = """
        source '\(file.path)'
        complete -p timekeeper
        comp() {
            COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            local function=$(complete -p timekeeper | sed -E 's/.*-F ([^ ]+) .*/\\1/')
            "$function" timekeeper "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}" | LC_ALL=C sort
            echo ---
        }

        """
    for line in lines {
        program += "comp " + line.map { "'\($0)'" }.joined(separator: " ") + "\n"
    }
    let result = try ChildProcess.run(try #require(bash), ["-c", program], in: folder)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    var blocks = result.stdout.components(separatedBy: "---\n").map { $0.split(separator: "\n").map(String.init) }
    #expect(blocks.first?.first == "complete -F _timekeeper timekeeper", "the script registers its function with complete -F")
    blocks[0].removeFirst()
    return Array(blocks.dropLast())
}

@Test(.enabled(if: bash != nil, "needs bash"))
func bashCompletesCommandsOptionsValuesAndFilesAsTheCommandLineAllows() throws {
    let cases: [(line: [String], expected: [String])] = [
        (["timekeeper", ""], ["catalog", "completions", "drift", "help", "metadata", "plural", "run"]),
        (["timekeeper", "catalog", ""], ["check", "compile", "diff", "export", "fmt", "import", "merge", "pseudo", "stats"]),
        (["timekeeper", "catalog", "ch"], ["check"]),
        (["timekeeper", "drift", ""], ["cue-logs", "ingest", "report"]),
        (["timekeeper", "catalog", "check", "--f"], ["--format"]),
        (
            ["timekeeper", "catalog", "check", "--format", ""],
            ["github", "gitlab", "json", "junit", "markdown", "sarif", "summary", "text"]
        ),
        (["timekeeper", "catalog", "check", "--format", "=", "j"], ["json", "junit"]),
        (["timekeeper", "catalog", "check", "--min-severity", ""], ["error", "note", "warning"]),
        (["timekeeper", "catalog", "check", "--color", ""], ["always", "auto", "never"]),
        (["timekeeper", "run", "--strategy", "continuous-"], ["continuous-anchored", "continuous-deadline"]),
        (["timekeeper", "metadata", "--store", ""], ["appstore", "googleplay"]),
        (["timekeeper", "catalog", "compile", "--format", ""], ["android", "apple", "json", "swift"]),
        (["timekeeper", "catalog", "check", "W"], ["Workout.xcstrings"]),
        (["timekeeper", "catalog", "check", "--config", ".t"], [".timekeeper.json"]),
        (["timekeeper", "metadata", "--check", "met"], ["metadata"]),
        (["timekeeper", "run", "--warning", ""], []),
        (["timekeeper", "run", "--on-suspend", ""], ["keep", "pause"]),
        (["timekeeper", "run", "--be"], ["--bell"]),
        (["timekeeper", "help", "catalog", "c"], ["check", "compile"]),
        (["timekeeper", "completions", ""], ["bash", "fish", "zsh"]),
        (["timekeeper", "--v"], ["--version"]),
    ]
    let offered = try bashCompletions(cases.map(\.line))
    #expect(offered.count == cases.count)
    for (index, testCase) in cases.enumerated() where index < offered.count {
        #expect(offered[index] == testCase.expected, "\(testCase.line.joined(separator: " "))")
    }
    let options = try bashCompletions([["timekeeper", "catalog", "check", "--"]])
    #expect(options.first?.contains("--reporter") == false, "a deprecated option is not offered")
    #expect(options.first?.contains("--quiet") == true && options.first?.contains("--help") == true)
}

@Test(.enabled(if: bash != nil, "needs bash"))
func bashOffersAllAndOnlyTheVisibleCommandsTheHelpLists() throws {
    let help = try ToolProcess.run(["catalog", "--help"]).stdout
    let listed = help.components(separatedBy: "SUBCOMMANDS:\n")[1].split(separator: "\n").filter {
        $0.hasPrefix("  ") && !$0.hasPrefix("  See")
    }
    .map { String($0.dropFirst(2).prefix { $0 != " " }) }
    #expect(try bashCompletions([["timekeeper", "catalog", ""]]).first == listed.sorted())
}

@Test(.enabled(if: fish != nil, "needs fish"))
func fishCompletesCommandsOptionsAndValues() throws {
    let file = try scriptFile("fish")
    defer { try? FileManager.default.removeItem(at: file) }
    func complete(_ line: String) throws -> [String] {
        let result = try ChildProcess.run(
            try #require(fish), ["--no-config", "-c", "source '\(file.path)'; complete -C'\(line)'"], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }.sorted()
    }
    #expect(try complete("timekeeper catalog ") == ["check", "compile", "diff", "export", "fmt", "import", "merge", "pseudo", "stats"])
    #expect(
        try complete("timekeeper catalog check --format ") == ["github", "gitlab", "json", "junit", "markdown", "sarif", "summary", "text"])
    #expect(try complete("timekeeper catalog check --min") == ["--min-severity"])
    #expect(try complete("timekeeper catalog check W") == ["Workout.xcstrings"])
    #expect(try complete("timekeeper drift ").contains("report"))
    #expect(try !complete("timekeeper drift ").contains("worker"))
    #expect(try complete("timekeeper help catalog c") == ["check", "compile"])
}

@Test(.enabled(if: zsh != nil, "needs zsh"))
func zshCompletesCommandsOptionsAndValues() throws {
    let file = try scriptFile("zsh")
    defer { try? FileManager.default.removeItem(at: file) }
    // The completion builtins are stubbed to print what they were given; the script's own logic runs as in a shell.
    func complete(_ words: [String]) throws -> [String] {
        let program = """
            compadd() { [[ $1 == -- ]] && shift; print -rl -- "$@"; }
            _describe() { local name=${@[-1]}; print -rl -- "${(@)${(P)name}%%:*}"; }
            _files() { print -r -- "_files $*"; }
            compset() { :; }
            compdef() { :; }
            source '\(file.path)'
            words=(\(words.map { "'\($0)'" }.joined(separator: " "))); CURRENT=${#words}
            _timekeeper
            """
        let result = try ChildProcess.run(try #require(zsh), ["-f", "-c", program], in: folder)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init).sorted()
    }
    #expect(
        try complete(["timekeeper", "catalog", ""]) == ["check", "compile", "diff", "export", "fmt", "import", "merge", "pseudo", "stats"])
    #expect(
        try complete(["timekeeper", "catalog", "check", "--format", ""]) == [
            "github", "gitlab", "json", "junit", "markdown", "sarif", "summary", "text",
        ])
    #expect(try complete(["timekeeper", "catalog", "check", ""]) == ["_files -g *.(xcstrings)"])
    #expect(try complete(["timekeeper", "metadata", "--out", ""]) == ["_files -/"])
    #expect(
        try complete(["timekeeper", "help", "catalog", ""]) == [
            "check", "compile", "diff", "export", "fmt", "import", "merge", "pseudo", "stats",
        ])
}
