/// Which side a true conflict resolves to: `ours` (the default, what git's `%A` already holds) or `theirs`.
public enum MergePreference: String, CaseIterable, Sendable {
    case ours
    case theirs
}
