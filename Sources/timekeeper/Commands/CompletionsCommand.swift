import ArgumentParsing

/// `timekeeper completions bash|zsh|fish`: a completion script generated from the command registry.
enum CompletionsCommand: Command {
    static let signature = CommandSignature(
        path: ["completions"],
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options and their values (formats, strategies, stores, files with
            the right extension, folders), and is generated from the commands this build has.
            Install it once:
            \(CompletionShellRegistry.all.map { "  " + $0.installation.split(separator: "\n").joined(separator: "\n  ") }.joined(separator: "\n"))
            """,
        positionals: [
            PositionalSpec(
                "shell", values: .choices(CompletionShellRegistry.names),
                help: "The shell: \(CompletionShellRegistry.names.joined(separator: ", ")).")
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let shell = CompletionShellRegistry.named(arguments.positionals[0]) else {
            throw UsageError(
                "unknown shell '\(arguments.positionals[0])'; choose from \(CompletionShellRegistry.names.joined(separator: ", "))")
        }
        Console.out(shell.script(for: CommandDispatcher(commands: CommandRegistry.all).tree))
        return .success
    }
}
