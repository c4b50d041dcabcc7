import CTerminalSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns signals into calls on an ordinary thread: the handler only writes the signal number to a pipe (all a
/// signal handler may safely do), and a thread reads it and calls `onSignal`, one signal at a time, in order.
public final class SignalRelay: Sendable {
    private let writeEnd: Int32
    private let signals: [Int32]

    /// Relays `signals` to `onSignal`; nil when no pipe could be made.
    public init?(_ signals: [Int32], onSignal: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        self.signals = signals
        for signal in signals { _ = cterminal_relay_signal(signal, writeEnd) }
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    onSignal(Int32(byte))
                } else if count == 0 || (count < 0 && errno != EINTR) {
                    return
                }
            }
        }
        thread.name = "timekeeper.signals"
        thread.start()
    }

    /// Stops the process as Ctrl-Z does by default and returns once it is continued (`fg`, SIGCONT). Call it from
    /// `onSignal` for SIGTSTP, after putting the terminal back as the shell expects it.
    public func stopProcess() { _ = cterminal_stop_self(writeEnd) }

    /// Gives every relayed signal its default action back.
    public func cancel() {
        for signal in signals { cterminal_default_signal(signal) }
    }
}
