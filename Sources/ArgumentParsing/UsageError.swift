/// A command line that cannot be used: the message says what was wrong and what to type instead.
///
/// The tool prints it as `error: <message>` followed by the command's usage, and exits 2.
public struct UsageError: Error, CustomStringConvertible, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Thrown by the parser when `--help` or `-h` is given: not a failure, the tool prints help and exits 0.
public struct HelpRequest: Error, Sendable {
    public init() {}
}
