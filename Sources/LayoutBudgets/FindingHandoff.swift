import Synchronization

/// Glyph findings `label-over-budget` measured for an entry, kept until `glyph-missing` takes them.
public final class FindingHandoff: Sendable {
    public init() {}

    private let waiting = Mutex<[String: [BudgetFinding]]>([:])

    /// Keeps `findings` for `key` until they are taken.
    public func leave(_ findings: [BudgetFinding], for key: String) {
        waiting.withLock { $0[key] = findings }
    }

    /// The findings left for `key` (removed), or nil when none were left.
    public func take(for key: String) -> [BudgetFinding]? {
        waiting.withLock { $0.removeValue(forKey: key) }
    }
}
