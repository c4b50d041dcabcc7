import Diagnostics

/// Parses a command line against a ``CommandSignature``.
///
/// Accepts `--name value`, `--name=value`, `-x value`, `--` to end options, and `-` as a positional (stdin).
/// `-h` or `--help` anywhere before `--` asks for help, whatever else the line holds.
public enum ArgumentParser {
    /// Parses `arguments` (without the command path); throws ``HelpRequest`` for `--help` and ``UsageError`` otherwise.
    public static func parse(_ arguments: [String], as signature: CommandSignature) throws -> ParsedArguments {
        if asksForHelp(arguments) { throw HelpRequest() }
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
                parsed.append(positional: argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }

            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let deprecated = signature.deprecatedOption(named: name) {
                parsed.append(warning: deprecated.warning)
                name = deprecated.replacement[0]
                if deprecated.replacement.count == 2 {
                    if inlineValue != nil { throw UsageError("option \(deprecated.name) takes no value") }
                    inlineValue = deprecated.replacement[1]
                }
            }
            guard let spec = signature.option(named: name) else {
                throw UsageError("unknown option '\(name)'\(suggestion(for: name, in: signature))")
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option \(spec.name) needs a value")
                }
                try check(value, of: spec)
                parsed.append(value: value, for: spec.name)
            } else {
                if inlineValue != nil { throw UsageError("option \(spec.name) takes no value") }
                parsed.set(flag: spec.name)
            }
        }
        try checkPositionals(parsed.positionals, against: signature.positionals)
        return parsed
    }

    /// Whether `-h` or `--help` appears before any `--`.
    public static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && Double(argument) != nil
    }

    /// Refuses a value outside the option's choices (each item of a comma-separated list, for a repeatable option).
    private static func check(_ value: String, of spec: OptionSpec) throws(UsageError) {
        guard let choices = spec.values.choices else { return }
        let items = spec.isRepeatable ? ParsedArguments.items(of: value) : [value]
        for item in items where !choices.contains(item) {
            let hint = NameSuggestion.closest(to: item, among: choices).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("invalid value '\(item)' for \(spec.name): expected one of \(choices.joined(separator: ", "))\(hint)")
        }
    }

    private static func checkPositionals(_ values: [String], against specs: [PositionalSpec]) throws(UsageError) {
        var minimum = 0
        var maximum: Int? = 0
        for spec in specs {
            switch spec.arity {
            case .one:
                minimum += 1
                maximum = maximum.map { $0 + 1 }
            case .optional:
                maximum = maximum.map { $0 + 1 }
            case .zeroOrMore:
                maximum = nil
            case .oneOrMore:
                minimum += 1
                maximum = nil
            }
        }
        if values.count < minimum {
            let missing = specs.filter { $0.arity == .one || $0.arity == .oneOrMore }.map { "<\($0.name)>" }
            throw UsageError("missing argument \(missing.dropFirst(min(values.count, missing.count - 1)).first ?? "")")
        }
        if let maximum, values.count > maximum {
            throw UsageError("unexpected argument '\(values[maximum])'")
        }
        for (value, spec) in zip(values, specs) {
            guard let choices = spec.values.choices, !choices.contains(value) else { continue }
            let hint = NameSuggestion.closest(to: value, among: choices).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("invalid value '\(value)' for <\(spec.name)>: expected one of \(choices.joined(separator: ", "))\(hint)")
        }
    }

    private static func suggestion(for name: String, in signature: CommandSignature) -> String {
        NameSuggestion.closest(to: name, among: signature.options.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    }
}
