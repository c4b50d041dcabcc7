import Diagnostics

/// A tool's commands arranged by their paths: which words select a command, which name a group of commands,
/// and what each level lists.
///
/// Help pages, "did you mean" for a mistyped command and the completion scripts are all derived from it, so a
/// command added to the tool's registry appears in each of them without further work.
public struct CommandTree: Sendable {
    /// One entry below a path: a command, a group of commands, or both (a command with subcommands).
    public struct Entry: Sendable {
        /// The word that selects the entry.
        public var name: String
        /// The whole path, e.g. `["catalog", "check"]`.
        public var path: [String]
        /// What it does (for a group without a command of its own: the list of its subcommands).
        public var abstract: String
        /// The command at this path, if there is one.
        public var command: CommandSignature?
        /// Whether commands lie below this path.
        public var hasSubcommands: Bool
    }

    /// The tool's name, as typed (`timekeeper`).
    public var tool: String
    /// One line saying what the tool does.
    public var abstract: String
    /// Every command, hidden ones included, each with the common options appended.
    public private(set) var commands: [CommandSignature]
    /// Options the tool takes on its own, before any command (`--version`).
    public var rootOptions: [OptionSpec]

    /// A tree of `commands`, each given the `common` options every command takes (`--color`, say).
    public init(
        tool: String, abstract: String, commands: [CommandSignature], common: [OptionSpec] = [], rootOptions: [OptionSpec] = []
    ) {
        self.tool = tool
        self.abstract = abstract
        self.commands = commands.map { $0.adding(common: common) }
        self.rootOptions = rootOptions
    }

    /// The command whose path is the longest prefix of `arguments`, if any.
    public func command(matching arguments: [String]) -> CommandSignature? {
        commands.filter { arguments.starts(with: $0.path) }.max { $0.path.count < $1.path.count }
    }

    /// The command at exactly `path`, if any.
    public func command(at path: [String]) -> CommandSignature? {
        commands.first { $0.path == path }
    }

    /// Whether some command lies below `path` (the root is always a group).
    public func isGroup(_ path: [String]) -> Bool {
        path.isEmpty || commands.contains { $0.path.count > path.count && $0.path.starts(with: path) }
    }

    /// The entries directly below `path`, in the order their first command was registered; hidden commands (and
    /// groups holding only hidden commands) are left out unless `includingHidden`.
    public func entries(below path: [String], includingHidden: Bool = false) -> [Entry] {
        let below = commands.filter { $0.path.count > path.count && $0.path.starts(with: path) && (includingHidden || !$0.isHidden) }
        var names: [String] = []
        for command in below where !names.contains(command.path[path.count]) { names.append(command.path[path.count]) }
        return names.map { name in
            let entryPath = path + [name]
            let own = below.first { $0.path == entryPath }
            let children = entries(below: entryPath, includingHidden: includingHidden)
            let abstract = own?.abstract ?? "Subcommands: \(children.map(\.name).joined(separator: ", "))."
            return Entry(name: name, path: entryPath, abstract: abstract, command: own, hasSubcommands: !children.isEmpty)
        }
    }

    /// The visible entry below `path` closest to the mistyped `word`, if one is close enough.
    public func suggestion(for word: String, below path: [String]) -> String? {
        NameSuggestion.closest(to: word, among: entries(below: path).map(\.name))
    }

    /// Every visible path that selects a command or a group, level by level (completion scripts walk them).
    public var visiblePaths: [[String]] {
        var paths: [[String]] = []
        var level: [[String]] = [[]]
        while !level.isEmpty {
            let next = level.flatMap { entries(below: $0).map(\.path) }
            paths += next
            level = next
        }
        return paths
    }
}
