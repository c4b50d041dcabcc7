/// Seven-segment digits drawn with block characters at any size, so a countdown fills the terminal it is on.
public enum BigDigits {
    /// Which segments each digit lights: a (top), b (upper right), c (lower right), d (bottom), e (lower left),
    /// f (upper left), g (middle).
    private static let segments: [Character: Set<Character>] = [
        "0": ["a", "b", "c", "d", "e", "f"], "1": ["b", "c"], "2": ["a", "b", "g", "e", "d"], "3": ["a", "b", "g", "c", "d"],
        "4": ["f", "g", "b", "c"], "5": ["a", "f", "g", "c", "d"], "6": ["a", "f", "g", "e", "c", "d"], "7": ["a", "b", "c"],
        "8": ["a", "b", "c", "d", "e", "f", "g"], "9": ["a", "b", "c", "d", "f", "g"],
    ]

    /// The glyph size for `text` to fit in `columns` × `rows`: digit height and width in cells (a cell is about
    /// twice as tall as wide, so a digit as wide as it is tall reads as the usual 1:2). Nil when even the smallest
    /// block digits (five rows) do not fit.
    public static func glyphSize(for text: String, columns: Int, rows: Int) -> (height: Int, width: Int)? {
        var height = min(rows, 60)
        while height >= 5 {
            let width = max(3, height * 4 / 5)
            if Self.width(of: text, digitWidth: width) <= columns { return (height, width) }
            height -= 1
        }
        return nil
    }

    /// `text` (digits and colons) as `height` rows of block characters, digits `width` cells wide.
    public static func render(_ text: String, height: Int, width: Int) -> [String] {
        let gap = String(repeating: " ", count: gapWidth(width))
        return (0..<height).map { row in
            text.map { character in
                character == ":" ? colonRow(row, height: height, width: width) : digitRow(character, row, height: height, width: width)
            }
            .joined(separator: gap)
        }
    }

    /// The cells `text` takes at digit width `width`.
    public static func width(of text: String, digitWidth width: Int) -> Int {
        let glyphs = text.reduce(0) { $0 + ($1 == ":" ? colonWidth(width) : width) }
        return glyphs + gapWidth(width) * max(0, text.count - 1)
    }

    private static func gapWidth(_ width: Int) -> Int { max(1, width / 4) }
    private static func colonWidth(_ width: Int) -> Int { max(1, width / 4) }

    private static func digitRow(_ digit: Character, _ row: Int, height: Int, width: Int) -> String {
        let lit = segments[digit] ?? []
        // Horizontal strokes are a sixth of the height thick, vertical ones twice that in cells (cells are tall).
        let thickness = max(1, height / 7)
        let stroke = max(1, min(width / 3, thickness * 2))
        let middle = (height - thickness) / 2
        let inUpper = row < middle + thickness, inLower = row >= middle
        let across =
            (row < thickness && lit.contains("a")) || (row >= height - thickness && lit.contains("d"))
            || (inUpper && inLower && lit.contains("g"))
        let leftLit = (inUpper && lit.contains("f")) || (inLower && lit.contains("e"))
        let rightLit = (inUpper && lit.contains("b")) || (inLower && lit.contains("c"))
        return String(
            (0..<width).map { column -> Character in
                if across || (column < stroke && leftLit) || (column >= width - stroke && rightLit) { return "█" }
                return " "
            })
    }

    private static func colonRow(_ row: Int, height: Int, width: Int) -> String {
        let thickness = max(1, height / 7)
        let dotWidth = colonWidth(width)
        let first = height / 3 - thickness / 2, second = height * 2 / 3 - thickness / 2
        let on = (first..<(first + thickness)).contains(row) || (second..<(second + thickness)).contains(row)
        return String(repeating: on ? "█" : " ", count: dotWidth)
    }
}
