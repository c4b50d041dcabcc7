/// Why a file could not be read as a String Catalog, with the `file:line:col` where the problem is.
public struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kinds of unreadable input.
    public enum Kind: Equatable, Sendable {
        /// The file could not be opened or read.
        case unreadableFile
        /// Bytes that are not JSON (an unexpected character, a bad escape, a bad number…).
        case invalidJSON
        /// The input ends before the JSON document does.
        case truncated
        /// Bytes that are not valid UTF-8, at this byte offset from the start of the file.
        case invalidUTF8(byteOffset: Int)
        /// The same key twice in one object (one value would be silently lost).
        case duplicateKey(String)
        /// Objects and arrays nested deeper than `JSONParser.maximumDepth`.
        case nestingTooDeep
        /// Valid JSON that is not a String Catalog (no `sourceLanguage`, a field of the wrong type…).
        case unexpectedShape
    }

    /// What kind of problem it is (tests and tools switch on this; the message is for people).
    public var kind: Kind
    /// Where the problem is (the file alone, line 0, for unreadable files).
    public var location: SourceLocation
    /// What is wrong and what was expected, as a sentence without the location.
    public var message: String
    /// Set by the parser when the problem lies in the last bytes of its input, where a stream window may have cut a
    /// token short: the stream reader then retries with more input. Not part of equality.
    public var mayNeedMoreInput = false
    /// For an unreadable file, why it could not be read ("no such file or folder", "it is a folder"), so callers
    /// can say what they were reading; otherwise the message. Not part of equality.
    public var reason: String {
        get { storedReason ?? message }
        set { storedReason = newValue }
    }
    private var storedReason: String?

    public init(_ kind: Kind, at location: SourceLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    public static func == (lhs: JSONReadError, rhs: JSONReadError) -> Bool {
        lhs.kind == rhs.kind && lhs.location == rhs.location && lhs.message == rhs.message
    }

    /// `file:line:col: message`, the form editors and CI annotations understand.
    public var description: String {
        location.line == 0 ? "\(location.file): \(message)" : "\(location): \(message)"
    }
}
