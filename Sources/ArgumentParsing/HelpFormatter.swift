/// Renders `--help` text and the short usage line printed under errors.
public enum HelpFormatter {
    /// The one-line `usage:` form of a command.
    public static func usageLine(_ signature: CommandSignature, tool: String) -> String {
        var parts = [tool] + signature.path
        if !signature.options.isEmpty { parts.append("[options]") }
        for positional in signature.positionals {
            switch positional.arity {
            case .one: parts.append("<\(positional.name)>")
            case .optional: parts.append("[<\(positional.name)>]")
            case .zeroOrMore: parts.append("[<\(positional.name)> ...]")
            case .oneOrMore: parts.append("<\(positional.name)> ...")
            }
        }
        return "usage: " + parts.joined(separator: " ")
    }

    /// The full help page of a command.
    public static func help(_ signature: CommandSignature, tool: String) -> String {
        var lines = ["OVERVIEW: \(signature.abstract)", "", usageLine(signature, tool: tool).uppercasedPrefix()]
        if !signature.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += signature.positionals.map { row("<\($0.name)>", $0.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in signature.options {
            var label = option.shortName.map { "-\($0), " } ?? ""
            label += option.name
            switch option.kind {
            case .flag: break
            case .value(let name): label += " <\(name)>"
            case .repeatedValue(let name): label += " <\(name)> ..."
            }
            lines.append(row(label, option.help))
        }
        lines.append(row("-h, --help", "Show help information."))
        if !signature.discussion.isEmpty {
            lines += ["", signature.discussion]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A list of subcommands under a group such as `catalog`.
    public static func groupHelp(path: [String], abstract: String, children: [CommandSignature], tool: String) -> String {
        var lines = [
            "OVERVIEW: \(abstract)", "", "USAGE: " + ([tool] + path + ["<subcommand>"]).joined(separator: " "), "", "SUBCOMMANDS:",
        ]
        for child in children {
            lines.append(row(child.path.dropFirst(path.count).joined(separator: " "), child.abstract))
        }
        lines += ["", "  See '\(([tool] + path).joined(separator: " ")) <subcommand> --help' for details."]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String) -> String {
        let padded =
            label.count < 26 ? label + String(repeating: " ", count: 26 - label.count) : label + "\n" + String(repeating: " ", count: 28)
        return "  " + padded + help
    }
}

extension String {
    fileprivate func uppercasedPrefix() -> String {
        hasPrefix("usage:") ? "USAGE:" + dropFirst("usage:".count) : self
    }
}
