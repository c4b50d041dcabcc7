/// A plain-text table for a terminal: a left-aligned row-name column and right-aligned value columns, two spaces
/// apart. When the columns do not fit `width`, they are split into blocks shown one under the other, each repeating
/// the row names, so no line is ever wider than `width` (a cell wider than that is shortened with `…`).
struct TextMatrix {
    /// The heading of the row-name column, e.g. `strategy`.
    var corner: String
    /// The value columns' headings.
    var columns: [String]
    /// Each row: its name and one cell per column.
    var rows: [(name: String, cells: [String])]

    /// Space between columns.
    static let gap = 2

    /// The lines, every one at most `width` display columns.
    func lines(width: Int) -> [String] {
        let nameWidth = min(([corner] + rows.map(\.name)).map(Formatting.displayColumns).max() ?? 0, width / 2)
        let widths = columns.indices.map { index in
            min(
                ([columns[index]] + rows.map { index < $0.cells.count ? $0.cells[index] : "" }).map(Formatting.displayColumns).max() ?? 0,
                width - nameWidth - Self.gap)
        }
        var blocks: [[Int]] = [[]]
        var used = nameWidth
        for index in columns.indices {
            if !blocks[blocks.count - 1].isEmpty, used + Self.gap + widths[index] > width {
                blocks.append([])
                used = nameWidth
            }
            blocks[blocks.count - 1].append(index)
            used += Self.gap + widths[index]
        }
        var lines: [String] = []
        for (number, block) in blocks.enumerated() {
            if number > 0 { lines.append("") }
            func line(_ name: String, _ cells: [String]) -> String {
                var text = Self.pad(Self.fit(name, nameWidth), to: nameWidth, right: false)
                for (index, cell) in zip(block, cells) {
                    text +=
                        String(repeating: " ", count: Self.gap) + Self.pad(Self.fit(cell, widths[index]), to: widths[index], right: true)
                }
                return String(text.reversed().drop { $0 == " " }.reversed())
            }
            lines.append(line(corner, block.map { columns[$0] }))
            for row in rows { lines.append(line(row.name, block.map { $0 < row.cells.count ? row.cells[$0] : "" })) }
        }
        return lines
    }

    /// `text` padded with spaces to `width` display columns, on the left when `right`-aligned.
    static func pad(_ text: String, to width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - Formatting.displayColumns(text)))
        return right ? padding + text : text + padding
    }

    /// `text`, or its start and end around a `…` when it is wider than `width` (so `host (2)` keeps its number).
    static func fit(_ text: String, _ width: Int) -> String {
        guard Formatting.displayColumns(text) > width else { return text }
        guard width > 1 else { return String(repeating: "…", count: max(width, 0)) }
        var head = "", tail = ""
        var characters = Array(text)
        let keepEnd = (width - 1) / 3 + 1
        while Formatting.displayColumns(tail) < keepEnd, let last = characters.popLast() {
            if Formatting.displayColumns(String(last) + tail) > keepEnd { break }
            tail = String(last) + tail
        }
        for character in characters {
            if Formatting.displayColumns(head + String(character)) + Formatting.displayColumns(tail) + 1 > width { break }
            head.append(character)
        }
        return head + "…" + tail
    }
}
