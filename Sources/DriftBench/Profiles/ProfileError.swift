/// A `--profile` value that cannot be used, or a profile this machine cannot apply.
public enum ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No profile has this name.
    case unknown(name: String, choices: [String])
    /// The argument is missing or wrong; `expected` says what it should look like.
    case invalidArgument(profile: String, argument: String?, expected: String)
    /// The machine lacks what the profile needs; `missing` names it.
    case cannotApply(profile: String, missing: String)

    public var description: String {
        switch self {
        case .unknown(let name, let choices):
            "unknown profile '\(name)' for --profile; choose from \(choices.joined(separator: ", "))"
        case .invalidArgument(let profile, let argument, let expected):
            if let argument {
                "invalid value '\(argument)' for --profile \(profile): expected \(expected)"
            } else {
                "--profile \(profile) needs a value: \(expected)"
            }
        case .cannotApply(let profile, let missing):
            "cannot apply --profile \(profile) on this machine: \(missing); nothing was measured"
        }
    }
}
