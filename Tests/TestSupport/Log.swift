import Synchronization

/// Collects what callbacks saw, for assertions after a simulation.
public final class Log<Entry: Sendable>: Sendable {
    private let entries = Mutex<[Entry]>([])

    public init() {}

    public func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }

    public var all: [Entry] { entries.withLock { $0 } }
}
