/// The length of a text in every unit a store might count: grapheme clusters, Unicode scalars, UTF-16 code units
/// and UTF-8 bytes.
///
/// Neither App Store Connect nor Google Play documents what a "character" is, so limits are checked against the
/// count that can only err on the safe side: the largest count for a maximum, the smallest for a minimum.
public struct TextMeasurement: Hashable, Sendable {
    /// User-perceived characters (Swift's `String.count`: extended grapheme clusters).
    public var graphemes: Int
    /// Unicode scalars (code points), what Python's `len` and Go's rune count return.
    public var scalars: Int
    /// UTF-16 code units, what JavaScript's `length` and `NSString.length` return.
    public var utf16Units: Int
    /// Bytes of UTF-8.
    public var utf8Bytes: Int

    /// Measures `text` as it is (no trimming).
    public init(_ text: String) {
        graphemes = text.count
        scalars = text.unicodeScalars.count
        utf16Units = text.utf16.count
        utf8Bytes = text.utf8.count
    }

    /// The count to compare with a maximum: the largest of graphemes, scalars and UTF-16 units.
    public var safeCountForMaximum: Int { max(graphemes, scalars, utf16Units) }

    /// The count to compare with a minimum: the smallest of graphemes, scalars and UTF-16 units.
    public var safeCountForMinimum: Int { min(graphemes, scalars, utf16Units) }

    /// Whether every way of counting characters gives the same number (plain text without emoji or combining marks).
    public var countsAgree: Bool { graphemes == scalars && scalars == utf16Units }

    /// "12 graphemes / 13 scalars / 14 UTF-16 units", for messages that must say how a length was counted.
    public var characterBreakdown: String {
        "\(graphemes) graphemes / \(scalars) scalars / \(utf16Units) UTF-16 units"
    }
}
