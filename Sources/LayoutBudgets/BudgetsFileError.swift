import JSONCore

/// Why a budgets file cannot be used, at the `file:line:col` of the offending value.
public struct BudgetsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the offending value is (line 0 when the whole file is the problem).
    public var location: SourceLocation
    /// What is wrong and what to write instead, as a sentence without the location.
    public var message: String

    /// An error at `location` saying `message`.
    public init(at location: SourceLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line:col: message`, or `file: message` when the problem is the whole file (line 0).
    public var description: String { location.line > 0 ? "\(location): \(message)" : "\(location.file): \(message)" }
}
