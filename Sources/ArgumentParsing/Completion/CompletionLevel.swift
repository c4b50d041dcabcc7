/// What a completion script offers at one path of a ``CommandTree``: the words below it, the options of the
/// command there, and what its positionals are.
struct CompletionLevel {
    /// `[]` for the tool itself, `["catalog", "check"]` for a command.
    var path: [String]
    /// The visible commands and groups directly below.
    var children: [CommandTree.Entry]
    /// The options accepted here (hidden and deprecated ones are not offered), `--help` included.
    var options: [OptionSpec]
    /// What the positionals are; nil when the path takes none. A command's first positional decides (every
    /// command of the tool has at most one kind of positional).
    var positional: ValueKind?

    /// The path as the scripts' `case` patterns spell it: its words joined by spaces.
    var key: String { path.joined(separator: " ") }

    /// Every level of `tree`: the root, then each visible group and command.
    static func all(in tree: CommandTree) -> [CompletionLevel] {
        let help = OptionSpec.flag("--help", short: "h", help: "Show help information.")
        let root = CompletionLevel(path: [], children: tree.entries(below: []), options: tree.rootOptions + [help], positional: nil)
        return [root]
            + tree.visiblePaths.map { path in
                let command = tree.command(at: path)
                return CompletionLevel(
                    path: path, children: tree.entries(below: path), options: (command?.options ?? []) + (command == nil ? [] : [help]),
                    positional: command?.positionals.first?.values)
            }
    }

    /// Every spelling of every option here that takes a value, with what its values are.
    var valueOptions: [(spelling: String, values: ValueKind)] {
        options.filter(\.takesValue).flatMap { option in
            [(option.name, option.values)] + (option.shortName.map { [("-\($0)", option.values)] } ?? [])
        }
    }

    /// Every spelling of every option, long and short.
    var optionSpellings: [String] {
        options.flatMap { [$0.name] + ($0.shortName.map { ["-\($0)"] } ?? []) }
    }
}

/// Quoting for the generated scripts.
enum ShellQuoting {
    /// `text` in POSIX single quotes (bash, zsh): `it's` → `'it'\''s'`.
    static func single(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` in fish's single quotes, where only `\\` and `\'` are escapes.
    static func fish(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// The first sentence of a help text, without its full stop: what a completion menu shows beside a word.
    static func summary(_ help: String) -> String {
        let flat = help.split(whereSeparator: \.isNewline).joined(separator: " ")
        let sentence = flat.range(of: ". ").map { String(flat[..<$0.lowerBound]) } ?? flat
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }

    /// What a value kind is, as the scripts' helper functions read it: `choices text json`, `files xcstrings`,
    /// `folders`, `commands` or `text`.
    static func words(for values: ValueKind) -> [String] {
        switch values {
        case .text: ["text"]
        case .choices(let list): ["choices"] + list
        case .files(let extensions): ["files"] + extensions
        case .folders: ["folders"]
        case .commands: ["commands"]
        }
    }
}
