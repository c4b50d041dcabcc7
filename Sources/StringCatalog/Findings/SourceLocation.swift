/// A position in a file: 1-based line and column (column counts Unicode scalars, as editors do).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, the form editors and CI annotations understand.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
