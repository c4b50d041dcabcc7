/// A number exactly as it is displayed: an optional minus sign, digits, and optionally a '.' and fraction digits.
///
/// Plural selection depends on the visible fraction digits, not only on the value: in English "1" is `one`
/// but "1.0" is `other`. So the number keeps its digits as text instead of converting to a binary double.
public struct DisplayedNumber: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
    /// The number as written, e.g. "-12.50".
    public let text: String

    /// Parses a plain decimal ("21", "-3", "1.50"); throws for anything else (grouping, exponents, "1,5", ".5").
    public init(parsing text: String) throws(DisplayedNumberError) {
        guard Self.isPlainDecimal(text.utf8) else { throw DisplayedNumberError(text: text) }
        self.text = text
    }

    /// Parses a plain decimal, or returns nil.
    public init?(_ description: String) {
        try? self.init(parsing: description)
    }

    /// A whole number with no fraction digits.
    public init(_ value: Int) {
        text = String(value)
    }

    /// How many fraction digits are shown (CLDR's operand `v`): 0 for "1", 1 for "1.0", 2 for "1.50".
    public var visibleFractionDigits: Int {
        guard let point = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return 0 }
        return text.utf8.distance(from: point, to: text.utf8.endIndex) - 1
    }

    /// Whether no fraction digits are shown.
    public var isWholeNumber: Bool { visibleFractionDigits == 0 }

    /// The number as written.
    public var description: String { text }

    /// Orders by value (then by the number of shown fraction digits), so samples sort as a reader expects.
    public static func < (lhs: DisplayedNumber, rhs: DisplayedNumber) -> Bool {
        let left = Double(lhs.text) ?? 0, right = Double(rhs.text) ?? 0
        return left != right ? left < right : lhs.visibleFractionDigits < rhs.visibleFractionDigits
    }

    private static func isPlainDecimal(_ bytes: String.UTF8View) -> Bool {
        var index = bytes.startIndex
        if index != bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index = bytes.index(after: index) }
        var integerDigits = 0
        while index != bytes.endIndex, isDigit(bytes[index]) {
            integerDigits += 1
            index = bytes.index(after: index)
        }
        guard integerDigits > 0 else { return false }
        if index == bytes.endIndex { return true }
        guard bytes[index] == UInt8(ascii: ".") else { return false }
        index = bytes.index(after: index)
        var fractionDigits = 0
        while index != bytes.endIndex, isDigit(bytes[index]) {
            fractionDigits += 1
            index = bytes.index(after: index)
        }
        return fractionDigits > 0 && index == bytes.endIndex
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// A number that is not a plain decimal, so it cannot be given to plural selection.
public struct DisplayedNumberError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was given.
    public let text: String

    public var description: String {
        "'\(text)' is not a plain decimal number; write digits with an optional leading '-' and a '.' before fraction digits, like 21, "
            + "-3 or 1.50"
    }
}
