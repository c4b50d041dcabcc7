import JSONCore
import StringCatalog

/// One place both sides changed differently: a whole string unit, a key's field, a top-level field, or a key one
/// side removed while the other changed it.
public struct MergeConflict: Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the conflicting value, from the top level (`strings`, key, `localizations`, …).
    public var path: [String]
    /// The string unit, when the conflict is one.
    public var unit: UnitAddress?
    /// Each side's value in words (`"Hallo" (translated)`), nil where the side has none.
    public var base: String?
    public var ours: String?
    public var theirs: String?
    /// The side the result holds.
    public var kept: MergePreference
    /// Where the value's key (or, when the kept side removed it, its closest remaining parent's) is in the result.
    public var location: SourceLocation

    /// `file:line:col: conflict: "key" de: ours "A" (translated), theirs "B" (translated), base "C" (new); kept ours`.
    public var description: String {
        "\(location): conflict: \(subject): ours \(Self.words(ours, base: base)), theirs \(Self.words(theirs, base: base))"
            + "\(base.map { ", base \($0)" } ?? ""); kept \(kept.rawValue)"
    }

    /// What the conflict is about, in words: `"key" de plural.one`, `"key" de phrase set`, `"key" comment`, `version`.
    public var subject: String {
        if let unit { return unit.description }
        // A phrase set is one value too: named by its place, as a unit is.
        if path.last == CatalogShape.stringSet,
            let place = CatalogMerger.unitAddress(jsonPath: Array(path.dropLast()) + [CatalogShape.stringUnit])
        {
            return place.description + " phrase set"
        }
        if path.count >= 2, path[0] == "strings" {
            let rest = path.dropFirst(2).filter { $0 != "variations" }
            return rest.isEmpty ? "key \"\(path[1])\"" : "\"\(path[1])\" \(rest.joined(separator: " "))"
        }
        return path.joined(separator: " ")
    }

    private static func words(_ value: String?, base: String?) -> String {
        value ?? (base == nil ? "none" : "removed it")
    }
}
