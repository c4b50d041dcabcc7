/// What the values of an option or positional are: free text, one of a fixed list, files or folders.
///
/// The parser refuses a value outside a list of choices (with "did you mean"), and completion scripts offer the
/// choices, files with the given extensions, or folders.
public enum ValueKind: Sendable, Equatable {
    /// Anything: a number, a plan, a locale tag.
    case text
    /// One of these words (each item of a comma-separated list, for a repeatable option).
    case choices([String])
    /// A file path; completion offers files ending in one of `extensions` (any file when empty) and folders.
    case files(extensions: [String])
    /// A folder path.
    case folders
    /// A command of the tool (for `help <command…>`).
    case commands

    /// A path to any file.
    public static let anyFile = ValueKind.files(extensions: [])

    /// The choices, if the values are a fixed list.
    public var choices: [String]? {
        if case .choices(let list) = self { return list }
        return nil
    }
}
