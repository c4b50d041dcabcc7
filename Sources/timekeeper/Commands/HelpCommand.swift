import ArgumentParsing

/// `timekeeper help [<command> ...]`: the help of a command or group, as `--help` after it prints it.
enum HelpCommand: Command {
    static let signature = CommandSignature(
        path: ["help"],
        abstract: "Show the help of a command or group, as --help after it does.",
        positionals: [PositionalSpec("command", arity: .zeroOrMore, values: .commands, help: "The command or group, word by word.")]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let tree = CommandDispatcher(commands: CommandRegistry.all).tree
        let path = arguments.positionals
        guard let help = HelpFormatter.help(for: path, in: tree) else {
            var known: [String] = []
            for word in path where HelpFormatter.help(for: known + [word], in: tree) != nil { known.append(word) }
            let word = path[known.count]
            let hint = tree.suggestion(for: word, below: known).map { "; did you mean '\($0)'?" } ?? ""
            let place = known.isEmpty ? "" : " for '\(([ToolInfo.name] + known).joined(separator: " "))'"
            throw UsageError("unknown command '\(word)'\(place)\(hint)")
        }
        Console.out(help)
        return .success
    }
}
