/// Which numbers select a plural category in a locale: this decides whether a translation must provide it.
public enum PluralReach: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Ordinary whole numbers select it (Ukrainian `few`, Polish `many`, Arabic `two`): a catalog must have it.
    case wholeNumbers = "whole-numbers"
    /// Among whole numbers only large round ones select it, such as exact millions (French, Spanish, Italian,
    /// Portuguese and Catalan `many`, CLDR's `e = 0 and i % 1000000 = 0` rule); also compact forms like "1 M".
    case largeRoundNumbersOnly = "large-round-numbers-only"
    /// Only numbers displayed with fraction digits select it (Czech and Slovak `many`, Russian `other`).
    case decimalsOnly = "decimals-only"

    /// Plain words for reports: "whole numbers", "large round numbers only", "decimals only".
    public var description: String { rawValue.replacingDashesWithSpaces() }
}

extension String {
    fileprivate func replacingDashesWithSpaces() -> String {
        String(map { $0 == "-" ? " " : $0 })
    }
}
