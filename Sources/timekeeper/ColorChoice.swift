import ArgumentParsing

/// When the tool colours what it prints: `--color auto|always|never`.
enum ColorChoice: String, CaseIterable, Sendable {
    /// On a terminal, unless `NO_COLOR` is set to anything but the empty string (no-color.org) or `TERM` is `dumb`.
    case auto
    case always
    case never

    /// The option every command takes.
    static let option = OptionSpec.value(
        "--color", valueName: "when", values: .choices(allCases.map(\.rawValue)),
        help: "Colour the output: auto (on a terminal unless NO_COLOR is set), always or never (default auto).")

    /// Whether output to a stream colours, given whether the stream is a terminal and the environment.
    func colours(toTerminal isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// The choice given as `--color WHEN` or `--color=WHEN` before any `--`; `auto` when absent or unreadable
    /// (the parser reports a bad value itself). Read before parsing, so errors about the line are coloured as asked.
    static func given(in arguments: [String]) -> ColorChoice {
        var choice = ColorChoice.auto
        let options = Array(arguments.prefix { $0 != "--" })
        for (index, argument) in options.enumerated() {
            if argument == option.name, index + 1 < options.count {
                choice = ColorChoice(rawValue: options[index + 1]) ?? choice
            } else if argument.hasPrefix(option.name + "=") {
                choice = ColorChoice(rawValue: String(argument.dropFirst(option.name.count + 1))) ?? choice
            }
        }
        return choice
    }
}
