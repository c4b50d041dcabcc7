import Synchronization

/// Collects what callbacks saw, for assertions after a simulation.
final class Log<Entry: Sendable>: Sendable {
    private let entries = Mutex<[Entry]>([])
    func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }
    var all: [Entry] { entries.withLock { $0 } }
}
