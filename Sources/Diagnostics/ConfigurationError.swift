import JSONCore

/// A configuration file that cannot be used, with where and what to write instead.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem is (line 0 when only the file is known).
    public var location: SourceLocation
    /// What is wrong, as a sentence without the location.
    public var message: String

    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:col: message`.
    public var description: String {
        location.line == 0 ? "\(location.file): \(message)" : "\(location): \(message)"
    }
}
