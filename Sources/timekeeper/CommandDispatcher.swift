import ArgumentParsing
import Foundation

/// Picks the command whose path matches the arguments, runs it, and maps errors to messages and exit statuses.
struct CommandDispatcher {
    static let tool = "timekeeper"
    static let abstract = "Interval-timer drift benchmarks and String Catalog tools."
    let commands: [RegisteredCommand]

    func run(_ arguments: [String]) -> ExitStatus {
        guard let command = longestMatch(arguments) else {
            return showGroup(arguments)
        }
        let signature = command.signature
        let rest = Array(arguments.dropFirst(signature.path.count))
        do {
            let parsed = try ArgumentParser.parse(rest, as: signature)
            return try command.run(parsed)
        } catch is HelpRequest {
            Console.out(HelpFormatter.help(signature, tool: Self.tool))
            return .success
        } catch let error as UsageError {
            Console.error(
                "error: \(error.message)\n\(HelpFormatter.usageLine(signature, tool: Self.tool))\n  See '\(([Self.tool] + signature.path).joined(separator: " ")) --help'.\n"
            )
            return .unusable
        } catch {
            Console.error("error: \(error)\n")
            return .unusable
        }
    }

    private func longestMatch(_ arguments: [String]) -> RegisteredCommand? {
        commands
            .filter { arguments.starts(with: $0.signature.path) }
            .max { $0.signature.path.count < $1.signature.path.count }
    }

    /// With no command (or only a group such as `catalog`), list what exists.
    private func showGroup(_ arguments: [String]) -> ExitStatus {
        let prefix = Array(arguments.prefix { !$0.hasPrefix("-") })
        var groupPath = prefix
        var children: [CommandSignature] = []
        while true {
            children = commands.map { $0.signature }.filter { $0.path.starts(with: groupPath) && $0.path.count > groupPath.count }
            if !children.isEmpty || groupPath.isEmpty { break }
            groupPath.removeLast()
        }
        let wantsHelp = arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") || arguments == groupPath
        // Direct children only: a nested group shows as one line.
        var seen = Set<String>()
        let direct = children.filter { seen.insert($0.path[groupPath.count]).inserted }.map { child in
            let word = child.path[groupPath.count]
            let own = children.first { $0.path == groupPath + [word] }
            if let own { return own }
            // A group without a command of its own (e.g. `catalog`) lists its subcommands instead of its first child.
            let names = children.filter { $0.path.count > groupPath.count + 1 && $0.path[groupPath.count] == word }.map {
                $0.path[groupPath.count + 1]
            }
            return CommandSignature(path: groupPath + [word], abstract: "Subcommands: \(names.joined(separator: ", ")).")
        }
        let help = HelpFormatter.groupHelp(
            path: groupPath, abstract: groupPath.isEmpty ? Self.abstract : "Subcommands of '\(groupPath.joined(separator: " "))'.",
            children: direct, tool: Self.tool)
        if wantsHelp && prefix == groupPath {
            Console.out(help)
            return .success
        }
        let unknown = prefix.count > groupPath.count ? prefix[groupPath.count] : (arguments.first { $0.hasPrefix("-") } ?? "")
        Console.error("error: unknown command '\(unknown)'\n\n" + help)
        return .unusable
    }
}
