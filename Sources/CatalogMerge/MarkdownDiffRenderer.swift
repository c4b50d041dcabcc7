/// `catalog diff` for a pull-request comment: a summary table per locale, then the changes of each locale, folded
/// under `<details>` when long.
public struct MarkdownDiffRenderer: DiffRenderer {
    public let name = "markdown"
    public let summary = "GitHub Markdown for a pull-request comment: a table per locale, long lists folded"

    /// Lists longer than this are folded.
    public static let foldAfter = 10

    public init() {}

    public func render(_ diff: CatalogDiff) -> String {
        var out = "### String Catalog changes: \(Self.code(diff.base)) → \(Self.code(diff.head))\n\n"
        out += Self.sentence(diff.headline) + "\n"
        guard !diff.isEmpty else { return out }
        let summaries = diff.localeSummaries
        if !summaries.isEmpty {
            out += "\n| locale | added | removed | text changed | state changed | now needs review |\n"
            out += "| --- | ---: | ---: | ---: | ---: | ---: |\n"
            for summary in summaries {
                out += "| \(Self.cell(summary.locale)) | \(summary.added) | \(summary.removed) | \(summary.textChanged) | "
                out += "\(summary.stateChanged) | \(summary.nowNeedsReview) |\n"
            }
        }
        if !diff.fieldChanges.isEmpty || !diff.keyChanges.isEmpty {
            var rows = diff.fieldChanges.map {
                "| \(Self.cell($0.name)) | \(Self.cell("\($0.before ?? "none") → \($0.after ?? "none")")) |"
            }
            rows += diff.keyChanges.map { "| \(Self.cell($0.key)) | \(Self.cell($0.words)) |" }
            out += "\n#### Keys (\(rows.count))\n\n"
            out += Self.folded(rows.count, table: "| key | change |\n| --- | --- |\n" + rows.joined(separator: "\n") + "\n")
        }
        var byLocale: [String: [UnitChange]] = [:]
        for change in diff.unitChanges { byLocale[change.path.locale, default: []].append(change) }
        for summary in summaries {
            let changes = byLocale[summary.locale] ?? []
            out += "\n#### \(Self.cell(summary.locale)) (\(changes.count))\n\n"
            var table = "| key | variation | change | before | after |\n| --- | --- | --- | --- | --- |\n"
            for change in changes {
                table += "| \(Self.cell(change.path.key)) | \(Self.cell(change.path.variation)) | \(change.kind.rawValue)"
                table += change.kind == .changed && !change.textChanged ? " (state)" : ""
                table += " | \(Self.cell(change.before?.words ?? "")) | \(Self.cell(change.after?.words ?? "")) |\n"
            }
            out += Self.folded(changes.count, table: table)
        }
        return out
    }

    /// The table, inside `<details>` when it has more rows than `foldAfter`.
    static func folded(_ rows: Int, table: String) -> String {
        guard rows > foldAfter else { return table }
        return "<details><summary>\(rows) changes</summary>\n\n" + table + "\n</details>\n"
    }

    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() + "." }

    /// A path as inline code (paths hold no backticks in practice; any are dropped rather than break the span).
    static func code(_ text: String) -> String { "`" + text.filter { $0 != "`" } + "`" }

    /// Text that renders as itself inside a table cell: Markdown and HTML punctuation escaped, newlines as `<br>`.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "~": out += "\\\(character)"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }
}
