/// Renders `--help` text and the short usage line printed under errors.
///
/// Placeholders have one style everywhere: lower-case words in angle brackets (`<file>`, `--out <dir>`), with
/// ` ...` after one that takes several values.
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

    /// The full help page of a command, with the commands below it (`drift report` under `drift`) listed.
    public static func help(_ signature: CommandSignature, tool: String, subcommands: [CommandTree.Entry] = []) -> String {
        var lines = ["OVERVIEW: \(signature.abstract)", "", usageLine(signature, tool: tool).uppercasedPrefix()]
        if !subcommands.isEmpty {
            lines.append("       " + ([tool] + signature.path + ["<subcommand>"]).joined(separator: " "))
        }
        if !signature.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += signature.positionals.map { row("<\($0.name)>", $0.help) }
        }
        lines += ["", "OPTIONS:"]
        lines += signature.options.map { row(label(of: $0), $0.help) }
        lines.append(row("-h, --help", "Show help information."))
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            lines += subcommands.map { row($0.name, $0.abstract) }
        }
        if !signature.discussion.isEmpty {
            lines += ["", signature.discussion]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A list of subcommands under a group such as `catalog` (or the tool itself, with its own `options`).
    public static func groupHelp(
        path: [String], abstract: String, children: [CommandTree.Entry], tool: String, options: [OptionSpec] = []
    ) -> String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: " + ([tool] + path + ["<subcommand>"]).joined(separator: " ")]
        if !options.isEmpty {
            lines += ["", "OPTIONS:"]
            lines += options.map { row(label(of: $0), $0.help) }
            lines.append(row("-h, --help", "Show help information."))
        }
        lines += ["", "SUBCOMMANDS:"]
        lines += children.map { row($0.name, $0.abstract) }
        lines += ["", "  See '\(([tool] + path).joined(separator: " ")) <subcommand> --help' for details."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help for `path` in `tree`: the tool's overview, a group's listing or a command's page; nil if `path`
    /// names nothing.
    public static func help(for path: [String], in tree: CommandTree) -> String? {
        if let command = tree.command(at: path) {
            return help(command, tool: tree.tool, subcommands: tree.entries(below: path))
        }
        guard tree.isGroup(path) else { return nil }
        let abstract = path.isEmpty ? tree.abstract : "Subcommands of '\(([tree.tool] + path).joined(separator: " "))'."
        return groupHelp(
            path: path, abstract: abstract, children: tree.entries(below: path), tool: tree.tool,
            options: path.isEmpty ? tree.rootOptions : [])
    }

    /// `-o, --out <dir>`, `--locales <locale> ...`, `--strict`.
    public static func label(of option: OptionSpec) -> String {
        var label = option.shortName.map { "-\($0), " } ?? ""
        label += option.name
        switch option.kind {
        case .flag: break
        case .value(let name): label += " <\(name)>"
        case .repeatedValue(let name): label += " <\(name)> ..."
        }
        return label
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
