import Foundation
import IntervalTimer
import Synchronization
import Terminal

/// The terminal side of `run`: key input in raw mode (stdin a terminal), the full-screen countdown (stdout a
/// terminal, text format), and putting both back on every way out, around a Ctrl-Z included.
final class RunTerminal: Sendable {
    /// Raw key input; nil when stdin is not a terminal.
    let rawMode: RawMode?
    private let screen: AlternateScreen?
    private let keys: Mutex<KeyReader?> = Mutex(nil)
    private let rounds: Int
    private let colour: Bool

    private struct State {
        var sample: DisplaySample?
        /// Cue lines shown after the run, when the full screen hid them.
        var log: [String] = []
    }
    private let state = Mutex(State())

    /// Takes over what is a terminal: stdin for keys (raw mode), stdout for the full screen when `fullScreen`.
    init(fullScreen: Bool, rounds: Int, colour: Bool) {
        self.rounds = rounds
        self.colour = colour
        rawMode = RawMode()
        screen = fullScreen ? AlternateScreen { Console.out($0) } : nil
        screen?.enter()
    }

    /// Whether the countdown fills the screen (cue lines then wait in ``log(_:)`` until the end).
    var isFullScreen: Bool { screen != nil }

    /// Starts handing key presses to `onKey`.
    func readKeys(_ onKey: @escaping @Sendable (RunKey) -> Void) {
        guard rawMode != nil else { return }
        keys.withLock { $0 = KeyReader { byte in if let key = RunKey(byte: byte) { onKey(key) } } }
    }

    /// Shows `sample` (full screen only).
    func show(_ sample: DisplaySample) {
        state.withLock { $0.sample = sample }
        redraw()
    }

    /// Keeps a cue line for after the run.
    func log(_ line: String) { state.withLock { $0.log.append(line) } }

    /// Draws the last sample at the terminal's size now (after SIGWINCH, after `fg`).
    func redraw() {
        guard let screen, let sample = state.withLock({ $0.sample }) else { return }
        let size = WindowSize.of().map { TerminalSize(rows: $0.rows, columns: $0.columns) } ?? TerminalSize(rows: 24, columns: 80)
        screen.draw(CountdownFrame.lines(for: sample, rounds: rounds, size: size, colour: colour, keys: rawMode != nil))
    }

    /// Before the process stops (Ctrl-Z): the shell gets its screen and terminal settings back.
    func suspend() {
        screen?.leave()
        rawMode?.restore()
    }

    /// After the process continues: raw mode and the full screen again, drawn afresh.
    func resume() {
        rawMode?.enter()
        screen?.enter()
        redraw()
    }

    /// Puts the terminal back for good and returns the cue lines the full screen hid.
    func finish() -> [String] {
        keys.withLock { $0?.stop() }
        screen?.leave()
        rawMode?.restore()
        return state.withLock { $0.log }
    }
}
