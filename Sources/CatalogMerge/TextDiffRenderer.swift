/// `catalog diff` for a terminal: a headline, a table per locale, then one line per change.
public struct TextDiffRenderer: DiffRenderer {
    public let name = "text"
    public let summary = "a headline, counts per locale, then one line per change (the default)"

    public init() {}

    public func render(_ diff: CatalogDiff) -> String {
        var out = "\(diff.base) → \(diff.head): \(diff.headline)\n"
        guard !diff.isEmpty else { return out }
        let summaries = diff.localeSummaries
        if !summaries.isEmpty {
            let headers = ["locale", "added", "removed", "text changed", "state changed", "now needs review"]
            let rows = summaries.map {
                [$0.locale, "\($0.added)", "\($0.removed)", "\($0.textChanged)", "\($0.stateChanged)", "\($0.nowNeedsReview)"]
            }
            let widths = headers.indices.map { column in max(headers[column].count, rows.map { $0[column].count }.max() ?? 0) }
            func line(_ cells: [String]) -> String {
                cells.enumerated().map { column, cell in
                    let pad = String(repeating: " ", count: widths[column] - cell.count)
                    return column == 0 ? cell + pad : pad + cell
                }.joined(separator: "  ") + "\n"
            }
            out += "\n" + line(headers)
            for row in rows { out += line(row) }
        }
        out += "\n"
        for field in diff.fieldChanges {
            out += "~ \(field.name): \(field.before ?? "none") → \(field.after ?? "none")\n"
        }
        for change in diff.keyChanges {
            let mark = change.kind == .added ? "+" : change.kind == .removed ? "-" : "~"
            out += "\(mark) key \(ValueWords.quoted(change.key)) \(change.words)  (\(change.location))\n"
        }
        for change in diff.unitChanges {
            let mark = change.kind == .added ? "+" : change.kind == .removed ? "-" : "~"
            out += "\(mark) \(change.path): \(change.words)\n"
        }
        return out
    }
}
