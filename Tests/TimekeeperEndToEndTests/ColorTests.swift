import Foundation
import TestSupport
import Testing

// Colour on a terminal, none when piped; NO_COLOR (no-color.org) and --color auto|always|never. The terminal is
// a real pseudo-terminal made by util-linux `script`.

private let folder = Fixtures.url("Snapshot")
private let escape = "\u{1B}["

/// `script` from util-linux, which runs a command on a pseudo-terminal.
private let script = ChildProcess.onPath("script")

/// Runs the tool on a pseudo-terminal (stdout and stderr both), with `environment` added, in the fixture folder.
private func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    // NO_COLOR from the environment the tests run in is removed first, so each test says what it sets.
    let words = ["env", "-u", "NO_COLOR"] + environment.map { "\($0.key)=\($0.value)" } + [ToolProcess.executable.path] + arguments
    let command = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let result = try ChildProcess.run(try #require(script), ["-qec", "cd '\(folder.path)' && " + command, "/dev/null"])
    return result.stdout
}

/// Runs the tool with stdout and stderr in files (not a terminal), with `environment` added.
private func piped(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
    let env = try #require(ChildProcess.onPath("env"))
    let assignments = environment.map { "\($0.key)=\($0.value)" }
    return try ChildProcess.run(env, ["-u", "NO_COLOR"] + assignments + [ToolProcess.executable.path] + arguments, in: folder)
}

@Test(.enabled(if: script != nil, "needs util-linux script"))
func theTextReportIsColouredOnATerminal() throws {
    let output = try onTerminal(["catalog", "check", "Workout.xcstrings"], environment: ["TERM": "xterm"])
    #expect(output.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(output.debugDescription)")
    #expect(output.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
}

@Test func theTextReportHasNoColourWhenPiped() throws {
    let result = try piped(["catalog", "check", "Workout.xcstrings"], environment: ["TERM": "xterm"])
    #expect(result.stdout.contains(": error: ") && !result.stdout.contains(escape))
}

@Test(.enabled(if: script != nil, "needs util-linux script"))
func noColorTurnsColourOffOnATerminalUnlessItIsEmpty() throws {
    let off = try onTerminal(["catalog", "check", "Workout.xcstrings"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
    #expect(off.contains(": error: ") && !off.contains(escape), "\(off.debugDescription)")
    let empty = try onTerminal(["catalog", "check", "Workout.xcstrings"], environment: ["TERM": "xterm", "NO_COLOR": ""])
    #expect(empty.contains(escape), "an empty NO_COLOR does not count (no-color.org)")
    let dumb = try onTerminal(["catalog", "check", "Workout.xcstrings"], environment: ["TERM": "dumb"])
    #expect(!dumb.contains(escape))
}

@Test(.enabled(if: script != nil, "needs util-linux script"))
func colorNeverWinsOnATerminalAndAlwaysWinsOverNoColorAndAPipe() throws {
    let never = try onTerminal(["catalog", "check", "--color", "never", "Workout.xcstrings"], environment: ["TERM": "xterm"])
    #expect(never.contains(": error: ") && !never.contains(escape))
    let always = try piped(["catalog", "check", "--color=always", "Workout.xcstrings"], environment: ["NO_COLOR": "1"])
    #expect(always.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
}

@Test(.enabled(if: script != nil, "needs util-linux script"))
func errorsOnATerminalAreColouredAndPipedOnesAreNot() throws {
    let terminal = try onTerminal(["catalg"], environment: ["TERM": "xterm"])
    #expect(terminal.contains("\u{1B}[1;31merror:\u{1B}[0m unknown command 'catalg'"), "\(terminal.debugDescription)")
    let pipe = try piped(["catalg"])
    #expect(pipe.stderr.hasPrefix("error: unknown command 'catalg'"))
    let asked = try piped(["catalog", "check", "--color", "always", "--bogus"])
    #expect(asked.stderr.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown option '--bogus'"), "\(asked.stderr.debugDescription)")
}

@Test func aBadColorValueIsAUsageError() throws {
    let result = try piped(["catalog", "check", "--color", "sometimes", "Workout.xcstrings"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: invalid value 'sometimes' for --color: expected one of auto, always, never"))
}
