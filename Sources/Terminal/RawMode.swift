import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Non-canonical, no-echo input on a terminal for the length of a run, so single key presses arrive at once and
/// are not printed. Signals from the keyboard (Ctrl-C, Ctrl-Z) still work. ``restore()`` drops the keys typed
/// but not read, so none of them reaches the shell afterwards, then puts back the settings it found.
public final class RawMode: Sendable {
    private let descriptor: Int32
    private let saved: termios
    private let active = Mutex(false)

    /// Takes over the terminal on `descriptor`; nil when it is not a terminal.
    public init?(descriptor: Int32 = STDIN_FILENO) {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        self.descriptor = descriptor
        self.saved = settings
        enter()
    }

    /// Switches to key-at-a-time input (again, after a suspension: the shell may have reset the terminal).
    public func enter() {
        active.withLock { active in
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            active = tcsetattr(descriptor, TCSANOW, &raw) == 0
        }
    }

    /// Discards unread input and restores the settings found at the start; harmless to call twice.
    public func restore() {
        active.withLock { active in
            guard active else { return }
            tcflush(descriptor, TCIFLUSH)
            var settings = saved
            tcsetattr(descriptor, TCSANOW, &settings)
            active = false
        }
    }
}
