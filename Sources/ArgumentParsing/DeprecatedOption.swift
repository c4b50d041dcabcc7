/// An old option spelling that still works: the parser reads it as `replacement` and records a warning.
///
/// `DeprecatedOption("--reporter", replacement: ["--format"])` keeps `--reporter json` working as
/// `--format json`; `DeprecatedOption("--json", replacement: ["--format", "json"])` turns a retired flag into
/// the option and value that replaced it.
public struct DeprecatedOption: Sendable {
    /// The old long name, with its dashes.
    public var name: String
    /// What it now means: a long option name, optionally followed by the value it implies.
    public var replacement: [String]

    public init(_ name: String, replacement: [String]) {
        precondition(name.hasPrefix("--") && replacement.first?.hasPrefix("--") == true, "deprecated options are long options")
        precondition(replacement.count <= 2, "a replacement is an option name and at most one value")
        self.name = name
        self.replacement = replacement
    }

    /// What the tool prints when the old spelling is used.
    public var warning: String {
        "'\(name)' is deprecated; use '\(replacement.joined(separator: " "))' instead"
    }
}
