/// Why a cue log cannot be ingested: the `file:line:col` of the problem and what to do about it.
public struct CueLogError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The log's name as given on the command line (`-` reads as `<stdin>`).
    public var file: String
    /// 1-based line (0 when the problem is the file as a whole).
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong, as a sentence fragment without the location.
    public var reason: String

    /// A problem at `file:line:column`.
    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        "\(file):\(line):\(column): \(reason); fix the line (the format is in docs/cue-log.md) and ingest again; nothing was written."
    }
}
