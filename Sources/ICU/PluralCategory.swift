/// A CLDR plural category, in CLDR order (zero, one, two, few, many, other); the raw value is the `.xcstrings` key.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case zero, one, two, few, many, other

    /// The category for one of the shim's codes (`CICU_PLURAL_ZERO` … `CICU_PLURAL_OTHER`).
    init?(code: Int32) {
        guard code >= 0, Int(code) < Self.allCases.count else { return nil }
        self = Self.allCases[Int(code)]
    }

    var code: Int32 { Int32(Self.allCases.firstIndex(of: self)!) }

    /// Orders categories as CLDR lists them, so `one` sorts before `few`.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.code < rhs.code }

    public var description: String { rawValue }
}
