import Synchronization

/// The terminal's alternate screen for a full-screen display: entered with the cursor hidden, each frame drawn
/// from the top left over the last, and left with the cursor shown and the shell's screen as it was.
public final class AlternateScreen: Sendable {
    private let write: @Sendable (String) -> Void
    private let shown = Mutex(false)

    /// A screen that writes its escape sequences and frames with `write`; call ``enter()`` to show it.
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Switches to the alternate screen (again after a suspension) and clears it.
    public func enter() {
        shown.withLock { shown in
            write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
            shown = true
        }
    }

    /// Draws `lines` over the whole screen, each line cleared to its end, nothing left below them.
    public func draw(_ lines: [String]) {
        shown.withLock { shown in
            guard shown else { return }
            write("\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J")
        }
    }

    /// Back to the shell's screen with the cursor shown; harmless when not shown.
    public func leave() {
        shown.withLock { shown in
            guard shown else { return }
            write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
            shown = false
        }
    }
}
