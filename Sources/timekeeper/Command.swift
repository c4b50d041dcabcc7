import ArgumentParsing

/// One subcommand of `timekeeper`: a signature (parsed and printed by ArgumentParsing) and a run function.
protocol Command: SendableMetatype {
    static var signature: CommandSignature { get }
    /// Runs with parsed arguments; throws `UsageError` for bad values, any other error for unusable input.
    static func run(_ arguments: ParsedArguments) throws -> ExitStatus
}

extension Command {
    /// The registry entry for this command.
    static var entry: RegisteredCommand { RegisteredCommand(signature: signature, run: { try run($0) }) }
}

/// A command as the dispatcher sees it: a value, so the registry is a plain Sendable list.
struct RegisteredCommand: Sendable {
    let signature: CommandSignature
    let run: @Sendable (ParsedArguments) throws -> ExitStatus
}

/// How the tool ends, per the exit-status contract in the README.
enum ExitStatus: Equatable {
    /// Done; warnings may have been reported.
    case success
    /// Findings at error severity (or warnings with `--strict`), or files that `--check` would change.
    case findings
    /// The input or the command line could not be used.
    case unusable
    /// Stopped by Ctrl-C after writing what was done.
    case interrupted
    /// Stopped by SIGTERM after writing what was done.
    case terminated

    var code: Int32 {
        switch self {
        case .success: 0
        case .findings: 1
        case .unusable: 2
        case .interrupted: 130
        case .terminated: 143
        }
    }
}
