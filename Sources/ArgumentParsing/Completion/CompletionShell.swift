/// A shell the tool writes a completion script for (`timekeeper completions bash`).
///
/// Each script is generated from a ``CommandTree``: its commands and groups, each command's options, and what
/// their values are (choices from the tool's registries, files by extension, folders).
public protocol CompletionShell: Sendable {
    /// The shell's name, as `completions` takes it.
    var name: String { get }
    /// How to install the script, for `completions --help`.
    var installation: String { get }
    /// The whole completion script for `tree`.
    func script(for tree: CommandTree) -> String
}

/// Every shell `completions` writes a script for.
public enum CompletionShellRegistry {
    /// All shells; adding one is adding its file and one line here.
    public static let all: [any CompletionShell] = [
        BashCompletion(),
        ZshCompletion(),
        FishCompletion(),
    ]

    /// The shell called `name`, if any.
    public static func named(_ name: String) -> (any CompletionShell)? {
        all.first { $0.name == name }
    }

    /// Every shell name, for `--help`, errors and completions.
    public static var names: [String] { all.map(\.name) }
}
