/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Lines.
    public let rows: Int
    /// Character cells per line.
    public let columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    public var description: String { "\(columns)x\(rows)" }
}
