/// The unit a budget counts in; a budget has exactly one.
public enum BudgetUnit: String, CaseIterable, Sendable, CustomStringConvertible {
    /// User-perceived characters (ICU grapheme clusters).
    case graphemes
    /// Display columns: East Asian wide and full-width characters count two.
    case columns
    /// Rendered width in points for a font, size, Dynamic Type size, scale factor and line count.
    case points

    public var description: String { rawValue }
}

/// A limit in one unit: a count, or a box in points with how the text is drawn in it.
public enum BudgetLimit: Sendable, Equatable {
    case graphemes(Int)
    case columns(Int)
    case points(PointsLimit)

    /// The unit of this limit.
    public var unit: BudgetUnit {
        switch self {
        case .graphemes: .graphemes
        case .columns: .columns
        case .points: .points
        }
    }
}

/// A box `width` points wide and `lines` lines tall, and the font and sizes the label is drawn with.
public struct PointsLimit: Sendable, Equatable {
    /// The box width in points, per line.
    public var width: Double
    /// Lines the label may wrap to (at ICU line-break opportunities); 1 means it never wraps.
    public var lines: Int
    /// The primary font; nil means `DefaultFonts.primary`.
    public var font: FontReference?
    /// Fonts tried, in order, for characters the primary font lacks; nil means `DefaultFonts.fallbacks(for:)`.
    public var fallbackFonts: [FontReference]?
    /// The sizes the label must fit at.
    public var size: PointSize {
        didSet { sizes = size.resolved }
    }
    /// `size.resolved`, kept so that measuring thousands of variants does not rebuild the names.
    private(set) var sizes: [(points: Double, name: String)]
    /// The text may shrink down to this factor of its size before it counts as overflow (SwiftUI's
    /// `minimumScaleFactor`); 1 means no shrinking.
    public var minimumScaleFactor: Double

    /// A points limit; `lines` ≥ 1 and `minimumScaleFactor` in (0, 1] are the budgets file's checks.
    public init(
        width: Double, lines: Int = 1, font: FontReference? = nil, fallbackFonts: [FontReference]? = nil,
        size: PointSize, minimumScaleFactor: Double = 1
    ) {
        self.width = width
        self.lines = lines
        self.font = font
        self.fallbackFonts = fallbackFonts
        self.size = size
        self.sizes = size.resolved
        self.minimumScaleFactor = minimumScaleFactor
    }

    public static func == (lhs: PointsLimit, rhs: PointsLimit) -> Bool {
        (lhs.width, lhs.lines, lhs.font, lhs.fallbackFonts, lhs.size, lhs.minimumScaleFactor)
            == (rhs.width, rhs.lines, rhs.font, rhs.fallbackFonts, rhs.size, rhs.minimumScaleFactor)
    }
}

/// The font size a label is drawn at: fixed points, or an iOS text style at one or more Dynamic Type sizes.
public enum PointSize: Sendable, Equatable {
    case fixed(Double)
    case textStyle(TextStyle, [DynamicTypeSize])

    /// Every size to check, with a name for messages (`17 pt`, `body at AX5 (53 pt)`).
    var resolved: [(points: Double, name: String)] {
        switch self {
        case .fixed(let points):
            return [(points, "\(Self.format(points)) pt")]
        case .textStyle(let style, let sizes):
            return sizes.map { size in
                let points = style.pointSize(at: size)
                return (points, "\(style) at \(size) (\(Self.format(points)) pt)")
            }
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
