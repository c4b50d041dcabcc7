import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Reads key presses from a terminal in raw mode on a thread of its own, one byte at a time, and hands each to
/// `onKey`. The thread lives as long as the process (a blocking read cannot be cancelled portably); bytes read
/// after ``stop()`` are dropped.
public final class KeyReader: Sendable {
    private let stopped = Atomic(false)

    /// Starts reading `descriptor`.
    public init(descriptor: Int32 = STDIN_FILENO, onKey: @escaping @Sendable (UInt8) -> Void) {
        let thread = Thread { [self] in
            var byte: UInt8 = 0
            while !stopped.load(ordering: .acquiring) {
                let count = read(descriptor, &byte, 1)
                if count == 1 {
                    if !stopped.load(ordering: .acquiring) { onKey(byte) }
                } else if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                    return
                }
            }
        }
        thread.name = "timekeeper.keys"
        thread.start()
    }

    /// Delivers no more keys.
    public func stop() { stopped.store(true, ordering: .releasing) }
}
