/// A compiled bundle that cannot be used, with the file and position and what to do.
public struct CatalogBundleError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bundle file (or a description of the data).
    public var file: String
    /// 1-based line and column of the problem, when it is inside the file.
    public var line: Int?
    /// 1-based column (Unicode scalars), when the problem is inside the file.
    public var column: Int?
    /// What is wrong and what to do.
    public var message: String

    /// An error for `file`, optionally at `line`:`column`.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:col: message`, or `file: message`.
    public var description: String {
        let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
        return "\(place): \(message)"
    }
}
