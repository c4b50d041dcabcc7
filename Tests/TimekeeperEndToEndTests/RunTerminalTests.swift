import Foundation
import TestSupport
import Testing

// `run` on a real terminal: tmux is the terminal emulator (its capture-pane is the screen a person sees), bash the
// shell with job control, so Ctrl-Z and `fg` go through the tty driver and the shell exactly as at a keyboard.

private let tmux = Python.executable == nil ? nil : ChildProcess.onPath("tmux")

/// A tmux server of its own (private socket, no configuration, no status line) running one interactive bash.
private final class TmuxTerminal {
    private let socket = "timekeeper-test-\(getpid())-\(UUID().uuidString.prefix(8))"

    init(columns: Int, rows: Int) throws {
        // Started through Python, which closes every other descriptor: the tmux server lives on after the client
        // and must not hold the descriptors Foundation's Process watches, or waiting for the client never ends.
        let start = try Python.run(
            "import subprocess, sys; subprocess.run(sys.argv[1:], check=True, stdin=subprocess.DEVNULL, "
                + "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)",
            arguments: [
                try #require(tmux).path, "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "run", "-x", "\(columns)", "-y",
                "\(rows)", "env PS1='$ ' TERM=xterm-256color bash --norc --noprofile -i",
            ])
        try #require(start.status == 0, "tmux could not start: \(start.stderr)")
        try tmuxCommand("set-option", "-g", "status", "off")
    }

    deinit { _ = try? tmuxCommand("kill-server") }

    @discardableResult
    private func tmuxCommand(_ arguments: String...) throws -> String {
        try ChildProcess.run(try #require(tmux), ["-L", socket, "-f", "/dev/null"] + arguments).stdout
    }

    /// Types `text` literally, then Enter.
    func type(_ text: String) throws {
        try tmuxCommand("send-keys", "-t", "run", "-l", text)
        try tmuxCommand("send-keys", "-t", "run", "Enter")
    }

    /// Presses keys by tmux name (`Space`, `C-z`, `n`).
    func press(_ key: String) throws { try tmuxCommand("send-keys", "-t", "run", key) }

    /// The visible screen, one string per line.
    func screen() throws -> [String] { try tmuxCommand("capture-pane", "-p", "-t", "run").components(separatedBy: "\n") }

    /// Waits (every 50 ms, up to `timeout` s) until the screen satisfies `condition`; the last screen either way.
    func waitFor(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(timeout)
        var last = try screen()
        while !condition(last) && Date() < end {
            Thread.sleep(forTimeInterval: 0.05)
            last = try screen()
        }
        return last
    }
}

private func contains(_ text: String) -> ([String]) -> Bool { { $0.contains { $0.contains(text) } } }

@Test(.enabled(if: tmux != nil, "needs tmux and python3"))
func spacePausesNSkipsCtrlZAndFgRedrawOnceAndQQuitsWithTheSummary() throws {
    let terminal = try TmuxTerminal(columns: 60, rows: 20)
    try terminal.type("'\(ToolProcess.executable.path)' run 2x2s/1s --color never")
    var screen = try terminal.waitFor(contains("WORK  round 1/2"))
    #expect(screen.filter { $0.contains("█") }.count >= 10, "big digits: \(screen)")
    #expect(screen.contains { $0.contains("space pause  n next  q quit") })

    try terminal.press("Space")
    screen = try terminal.waitFor(contains("PAUSED  WORK  round 1/2"))
    #expect(screen.contains { $0.contains("space resume") })
    Thread.sleep(forTimeInterval: 1.2)
    #expect(try terminal.screen() == screen, "nothing counts down while paused")
    try terminal.press("Space")
    _ = try terminal.waitFor { !contains("PAUSED")($0) }
    try terminal.press("n")
    screen = try terminal.waitFor(contains("REST  round 1/2"))
    #expect(contains("REST  round 1/2")(screen), "n skips to the rest: \(screen)")

    try terminal.press("C-z")
    screen = try terminal.waitFor(contains("Stopped"))
    #expect(contains("Stopped")(screen))
    #expect(!screen.contains { $0.contains("█") }, "the shell's own screen is back: \(screen)")
    try terminal.type("fg")
    screen = try terminal.waitFor { $0.contains { $0.contains("round") && !$0.contains("run 2x2s") } && $0.contains { $0.contains("█") } }
    // Redrawn cleanly on the full screen, not stacked under the shell's lines.
    #expect(!contains("Stopped")(screen) && !contains("$ fg")(screen), "\(screen)")
    #expect(screen.filter { $0.contains("round ") }.count == 1, "one header: \(screen)")

    try terminal.press("x")
    try terminal.press("q")
    screen = try terminal.waitFor(contains("quit after"))
    try terminal.type("echo EXIT=$?")
    screen = try terminal.waitFor(contains("EXIT="))
    let text = screen.joined(separator: "\n")
    #expect(text.contains("EXIT=0"), "q exits 0: \(text)")
    #expect(screen.contains("$ echo EXIT=$?"), "no key typed during the run reaches the shell: \(text)")
    for word in ["paused           round 1/2", "resumed          round 1/2", "skipped          round 1/2", "quit after"] {
        #expect(text.contains(word), "the cue log after the run has '\(word)': \(text)")
    }
}

@Test(.enabled(if: tmux != nil, "needs tmux and python3"))
func theTerminalIsGivenBackAsItWasWithNothingLeftInItsInput() throws {
    let terminal = try TmuxTerminal(columns: 80, rows: 24)
    // A non-interactive bash runs stty and read straight after the tool: they see exactly what it left behind.
    let tool = ToolProcess.executable.path
    try terminal.type(
        "bash --norc --noprofile -c \"stty -g > /tmp/\(getpid()).before; '\(tool)' run 1x20s --color never; stty -g | cmp -s - /tmp/\(getpid()).before "
            + "&& echo SAME-MODE''S; read -t 1 LEFT; echo LE''FT=[\\$LEFT]; rm -f /tmp/\(getpid()).before\"")
    _ = try terminal.waitFor(contains("WORK"))
    for key in ["a", "b", "Space", "c", "Space"] { try terminal.press(key) }
    try terminal.press("q")
    // The quotes keep the command line itself from matching what its output is waited for.
    let screen = try terminal.waitFor(timeout: 15) { $0.contains { $0.hasPrefix("LEFT=") } }
    let text = screen.joined(separator: "\n")
    #expect(screen.contains("SAME-MODES"), "terminal modes restored: \(text)")
    #expect(screen.contains("LEFT=[]"), "no key left in the input: \(text)")
}

@Test(.enabled(if: tmux != nil, "needs tmux and python3"))
func underOnSuspendPauseCtrlZPausesTheWorkoutUntilFg() throws {
    let terminal = try TmuxTerminal(columns: 60, rows: 20)
    try terminal.type("'\(ToolProcess.executable.path)' run 1x3s --on-suspend pause --color never")
    _ = try terminal.waitFor(contains("WORK"))
    Thread.sleep(forTimeInterval: 1)
    try terminal.press("C-z")
    _ = try terminal.waitFor(contains("Stopped"))
    Thread.sleep(forTimeInterval: 1.5)
    try terminal.type("fg")
    let screen = try terminal.waitFor(timeout: 15, contains("completed 1x3s"))
    let text = screen.joined(separator: "\n")
    #expect(screen.contains { $0.contains("paused           round 1/1  (suspension)") }, "\(text)")
    #expect(screen.contains { $0.contains("resumed          round 1/1  after 1.") }, "\(text)")
    #expect(text.contains("paused 1 time for 1."), "the pause lasted the 1.5 s stop and the fg: \(text)")
    #expect(text.contains(", 0 late"), "\(text)")
}
