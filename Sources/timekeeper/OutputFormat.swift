import ArgumentParsing

/// The one name of the output-format option across commands: `--format`.
///
/// `catalog check` and `metadata` pick a reporter with it, `catalog stats` and `plural` text or JSON, `run` text
/// or JSON lines, `catalog compile` the file formats it writes. Earlier names (`--reporter`, `--events`,
/// `--json`) still work, with a warning.
enum OutputFormat {
    static let name = "--format"

    /// `--format <name>` with `choices`, the first being the default.
    static func option(_ choices: [String], help: String? = nil) -> OptionSpec {
        .value(
            name, valueName: "format", values: .choices(choices),
            help: help ?? "Output format: \(choices.joined(separator: ", ")) (default \(choices.first ?? "text")).")
    }

    /// `--reporter NAME`, the earlier name in `catalog check` and `metadata`.
    static let deprecatedReporter = DeprecatedOption("--reporter", replacement: [name])
}
