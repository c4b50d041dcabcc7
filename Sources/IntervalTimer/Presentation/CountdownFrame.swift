/// The full-screen countdown as a pure function of the terminal size and what the display shows: the phase and
/// round on top, the time left in digits as large as the terminal allows, the keys at the bottom.
public enum CountdownFrame {
    /// The colour of each phase (ANSI SGR parameters): prepare yellow, work green, rest blue, done magenta.
    public static func colour(of phase: Phase.Kind?) -> String {
        switch phase {
        case .prepare: "33"
        case .work: "32"
        case .rest: "34"
        case nil: "35"
        }
    }

    /// Exactly `size.rows` lines, none wider than `size.columns` cells (escape sequences aside): what the screen
    /// shows for `sample`. With `colour`, the header and digits are in the phase's colour (dim while paused);
    /// `keys` adds the key line at the bottom.
    public static func lines(for sample: DisplaySample, rounds: Int, size: TerminalSize, colour: Bool, keys: Bool) -> [String] {
        let rows = max(1, size.rows), columns = max(1, size.columns)
        let phaseName = sample.phase.map { $0 == .prepare ? "PREPARE" : $0.rawValue.uppercased() } ?? "DONE"
        var header = sample.phase == nil ? "DONE  \(rounds) rounds" : phaseName
        if let phase = sample.phase, phase != .prepare { header += "  round \(sample.round)/\(rounds)" }
        if sample.paused { header = "PAUSED  " + header }
        let footer = keys ? (sample.phase == nil ? "" : "space \(sample.paused ? "resume" : "pause")  n next  q quit") : ""
        let time = SevenSegment.clockText(seconds: sample.phase == nil ? 0 : sample.displayedSeconds)

        // Header, a blank line, the digits, a blank line, the footer; the blank lines go first when space is short.
        let chrome = 1 + (footer.isEmpty ? 0 : 1)
        let spacing = rows - chrome >= 7 ? 2 : 0
        let digitRows = rows - chrome - spacing
        var body: [String]
        if let glyph = BigDigits.glyphSize(for: time, columns: columns, rows: digitRows) {
            body = BigDigits.render(time, height: glyph.height, width: glyph.width)
        } else if digitRows >= 3, time.count * 3 <= columns {
            body = SevenSegment.render(time)
        } else {
            body = [time]
        }
        let style = colour ? (sample.paused ? "2;" : "1;") + Self.colour(of: sample.phase) : nil
        var block = [Self.centre(header, columns, style: style)]
        if spacing > 0 { block.append("") }
        block += body.map { Self.centre($0, columns, style: style) }
        if spacing > 0 { block.append("") }
        if !footer.isEmpty { block.append(Self.centre(footer, columns, style: colour ? "2" : nil)) }
        block = Array(block.prefix(rows))
        let above = (rows - block.count) / 2
        return Array(repeating: "", count: above) + block + Array(repeating: "", count: rows - above - block.count)
    }

    /// `text` cut to `columns` and indented to the middle, wrapped in `style` (trailing spaces never added).
    private static func centre(_ text: String, _ columns: Int, style: String?) -> String {
        let visible = String(text.prefix(columns))
        let trimmed = String(visible.reversed().drop { $0 == " " }.reversed())
        guard !trimmed.isEmpty else { return "" }
        let indent = String(repeating: " ", count: (columns - visible.count) / 2)
        guard let style else { return indent + trimmed }
        return indent + "\u{1B}[\(style)m" + trimmed + "\u{1B}[0m"
    }
}
