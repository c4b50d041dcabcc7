import ArgumentParsing
import Diagnostics
import Foundation
import ICU

/// Picks the command whose path matches the arguments, runs it, and maps errors to messages and exit statuses.
struct CommandDispatcher {
    static let abstract = "Interval-timer drift benchmarks and String Catalog tools."
    /// Options every command takes, besides `-h`/`--help`.
    static let commonOptions = [ColorChoice.option]
    /// Options of the tool itself: `timekeeper --version`.
    static let rootOptions = [OptionSpec.flag("--version", help: "Show the version of timekeeper and of the ICU and CLDR data it uses.")]

    let commands: [RegisteredCommand]

    /// The commands by path, as help, "did you mean" and completion scripts see them.
    var tree: CommandTree {
        CommandTree(
            tool: ToolInfo.name, abstract: Self.abstract, commands: commands.map(\.signature), common: Self.commonOptions,
            rootOptions: Self.rootOptions)
    }

    /// `timekeeper 0.1.0 (ICU 72.1, CLDR 42.0)`.
    static var versionLine: String { "\(ToolInfo.name) \(ToolInfo.version) (ICU \(ICUVersion.icu), CLDR \(ICUVersion.cldr))\n" }

    func run(_ arguments: [String]) -> ExitStatus {
        Console.setColorChoice(ColorChoice.given(in: arguments))
        if arguments.first == "--version" {
            guard arguments.count == 1 else {
                return usageError("--version takes no arguments", usage: "usage: \(ToolInfo.name) --version")
            }
            Console.out(Self.versionLine)
            return .success
        }
        let tree = self.tree
        guard let signature = tree.command(matching: arguments),
            let command = commands.first(where: { $0.signature.path == signature.path })
        else {
            return showGroup(arguments, in: tree)
        }
        let rest = Array(arguments.dropFirst(signature.path.count))
        // `drift reprot`: a command with subcommands and no positionals of its own was given a mistyped one.
        if signature.positionals.isEmpty, let word = rest.first, !word.hasPrefix("-"), !ArgumentParser.asksForHelp(rest),
            tree.isGroup(signature.path)
        {
            return unknownCommand(word, below: signature.path, in: tree)
        }
        do {
            let parsed = try ArgumentParser.parse(rest, as: signature)
            for warning in parsed.warnings { Console.problem(.warning, warning) }
            return try command.run(parsed)
        } catch is HelpRequest {
            Console.out(HelpFormatter.help(for: signature.path, in: tree) ?? "")
            return .success
        } catch let error as UsageError {
            return usageError(error.message, usage: HelpFormatter.usageLine(signature, tool: ToolInfo.name), helpPath: signature.path)
        } catch {
            Console.problem(.error, UserFacingError.sentence(for: error))
            return .unusable
        }
    }

    /// `error: MESSAGE`, the usage line and where to find more, on stderr; exit 2.
    private func usageError(_ message: String, usage: String, helpPath: [String] = []) -> ExitStatus {
        Console.problem(.error, message)
        Console.error("\(usage)\n  See '\(([ToolInfo.name] + helpPath).joined(separator: " ")) --help'.\n")
        return .unusable
    }

    /// With no command (or only a group such as `catalog`), list what exists; a word that names nothing is an error.
    private func showGroup(_ arguments: [String], in tree: CommandTree) -> ExitStatus {
        let words = Array(arguments.prefix { !$0.hasPrefix("-") })
        var groupPath: [String] = []
        for word in words where tree.isGroup(groupPath + [word]) { groupPath.append(word) }
        if words.count > groupPath.count && words.starts(with: groupPath) {
            return unknownCommand(words[groupPath.count], below: groupPath, in: tree)
        }
        let rest = Array(arguments.dropFirst(groupPath.count))
        if let option = rest.first(where: { $0.hasPrefix("-") && $0 != "--help" && $0 != "-h" && !$0.hasPrefix(ColorChoice.option.name) }) {
            let known = groupPath.isEmpty ? ["--version", "--help"] : ["--help"]
            let hint = NameSuggestion.closest(to: option, among: known).map { "; did you mean '\($0)'?" } ?? ""
            return usageError(
                "unknown option '\(option)'\(hint)",
                usage: "usage: " + ([ToolInfo.name] + groupPath + ["<subcommand>"]).joined(separator: " "),
                helpPath: groupPath)
        }
        Console.out(HelpFormatter.help(for: groupPath, in: tree) ?? "")
        return .success
    }

    /// `error: unknown command 'catalg'; did you mean 'catalog'?`, then the commands that exist there.
    private func unknownCommand(_ word: String, below path: [String], in tree: CommandTree) -> ExitStatus {
        let place = path.isEmpty ? "" : " for '\(([ToolInfo.name] + path).joined(separator: " "))'"
        let hint = tree.suggestion(for: word, below: path).map { "; did you mean '\(($0))'?" } ?? ""
        Console.problem(.error, "unknown command '\(word)'\(place)\(hint)")
        let names = tree.entries(below: path).map(\.name).joined(separator: ", ")
        Console.error("  Commands here: \(names). See '\(([ToolInfo.name] + path).joined(separator: " ")) --help'.\n")
        return .unusable
    }
}
