import Foundation

/// A Dynamic Type size, `xSmall` … `AX5`, as SwiftUI's `DynamicTypeSize` lists them.
public enum DynamicTypeSize: String, CaseIterable, Sendable, CustomStringConvertible {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1 = "AX1"
    case accessibility2 = "AX2"
    case accessibility3 = "AX3"
    case accessibility4 = "AX4"
    case accessibility5 = "AX5"

    /// The name as budgets files write it (`large`, `AX5`).
    public var description: String { rawValue }

    /// Parses `large`, `AX5`, `accessibility5` or `xxxLarge` (case-insensitive); nil for anything else.
    public init?(name: String) {
        let lower = name.lowercased().replacingOccurrences(of: "accessibility", with: "ax")
        if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) {
            self = match
        } else {
            return nil
        }
    }
}

/// An iOS text style; its point size depends on the Dynamic Type size.
public enum TextStyle: String, CaseIterable, Sendable, CustomStringConvertible {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var description: String { rawValue }

    /// Parses a style name case-insensitively, accepting SwiftUI's `title` and `caption` for `title1` and `caption1`.
    public init?(name: String) {
        let lower = name.lowercased()
        switch lower {
        case "title": self = .title1
        case "caption": self = .caption1
        default:
            guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
            self = match
        }
    }

    /// The point size of this style at `size`, from Apple's iOS Dynamic Type table (HIG, Typography).
    ///
    /// The `body` row is the one checked in research (l10n-anchors §4.5: 14 … 17 … 53); the others follow the
    /// same HIG table.
    public func pointSize(at size: DynamicTypeSize) -> Double {
        Double(Self.table[self]![DynamicTypeSize.allCases.firstIndex(of: size)!])
    }

    // Columns: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1 … AX5.
    private static let table: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
