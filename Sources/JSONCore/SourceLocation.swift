import Synchronization

/// A position in a file: 1-based line and column (column counts Unicode scalars, as editors do).
///
/// Every node of the typed catalog model carries one, so it is stored compactly: the file name is interned
/// once per process (``SourceFileNames``) and line and column take 32 bits each. A location is then 12 bytes
/// with no reference counting, instead of 32 bytes plus a retain of the path's storage on every copy.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var fileID: UInt32
    private var storedLine: Int32
    private var storedColumn: Int32

    public init(file: String, line: Int, column: Int) {
        self.init(fileID: SourceFileNames.id(of: file), line: line, column: column)
    }

    /// A location in a file already interned (readers intern their file name once, not per node).
    /// A location in the file interned as `fileID` (see `JSONDocument.fileID`), without looking the name up.
    public init(fileID: UInt32, line: Int, column: Int) {
        self.fileID = fileID
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
    }

    /// The file name as given to the reader or check.
    public var file: String {
        get { SourceFileNames.name(of: fileID) }
        set { fileID = SourceFileNames.id(of: newValue) }
    }

    /// The 1-based line (0 when the problem concerns the file as a whole).
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The 1-based column in Unicode scalars (0 when the problem concerns the file as a whole).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// `file:line:col`, the form editors and CI annotations understand.
    /// A file name's control characters are escaped, so a name holding a newline cannot split the message.
    public var description: String { "\(MessageText.escaped(file)):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// The process-wide table of file names that locations point into; a name gets one id for the process's life.
///
/// Equal names get equal ids, so comparing and hashing locations compares file names exactly as before.
/// The table grows only with distinct file names (a handful per run), never with the size of a catalog.
public enum SourceFileNames {
    private struct Table {
        var names: [String] = []
        var ids: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())

    /// The id of `name`, interning it on first use.
    public static func id(of name: String) -> UInt32 {
        table.withLock { table in
            if let id = table.ids[name] { return id }
            let id = UInt32(table.names.count)
            table.names.append(name)
            table.ids[name] = id
            return id
        }
    }

    /// The name interned as `id`.
    static func name(of id: UInt32) -> String {
        table.withLock { $0.names[Int(id)] }
    }
}
