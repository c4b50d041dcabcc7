import Foundation
import Synchronization

/// Removes staged temporary files when the process is interrupted (SIGINT, SIGTERM, SIGHUP), then lets the signal
/// end the process as it would have.
///
/// The handler may only call async-signal-safe functions, so it reads fixed buffers that are never freed: each slot
/// holds one staged path and a flag saying it is live. Slots are handed out under a lock by the writer, never by the
/// handler. A signal whose handler another part of the tool has set (the timer's own) is left to that handler.
enum InterruptCleanup {
    /// How many files can be staged at once with cleanup; a further one is written without (as before).
    static let capacity = 256
    private static let pathCapacity = Int(PATH_MAX) + 1

    /// One buffer per slot, allocated when the slot is first used and kept for the process's life.
    nonisolated(unsafe) private static let buffers = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    /// 1 while the slot's buffer names a staged file that exists.
    nonisolated(unsafe) private static let live = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    private static let state = Mutex<(installed: Bool, free: [Int])>((false, Array((0..<capacity).reversed())))

    /// Sets the handlers once, for the signals that still have their default action.
    static func installIfNeeded() {
        state.withLock { state in
            guard !state.installed else { return }
            state.installed = true
            buffers.initialize(repeating: nil, count: capacity)
            live.initialize(repeating: 0, count: capacity)
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                let previous = signal(signalNumber, handle)
                if unsafeBitCast(previous, to: Int.self) != 0 {  // not SIG_DFL: someone else handles it
                    signal(signalNumber, previous)
                }
            }
        }
    }

    /// A free slot for a path about to be staged, or -1 when all are taken.
    static func reserve() -> Int {
        state.withLock { state in
            guard let slot = state.free.popLast() else { return -1 }
            if buffers[slot] == nil { buffers[slot] = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity) }
            return slot
        }
    }

    /// Records the staged file's path (NUL-terminated) in `slot` and marks it live.
    static func activate(_ slot: Int, path: [CChar]) {
        guard slot >= 0, let buffer = buffers[slot], path.count <= pathCapacity else { return }
        path.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        atomicStore(slot, 1)
    }

    /// The staged file was renamed or removed: its slot is free again.
    static func release(_ slot: Int) {
        guard slot >= 0 else { return }
        atomicStore(slot, 0)
        state.withLock { $0.free.append(slot) }
    }

    private static func atomicStore(_ slot: Int, _ value: Int32) {
        // Under the lock: taking and leaving it orders the path's bytes before the flag for the handler.
        state.withLock { _ in live[slot] = value }
    }

    /// Unlinks every staged file still live; only async-signal-safe calls, so the handler can make it.
    static func removeStagedFiles() {
        for slot in 0..<capacity where live[slot] != 0 {
            if let buffer = buffers[slot] { unlink(buffer) }
        }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signalNumber in
        InterruptCleanup.removeStagedFiles()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }
}
