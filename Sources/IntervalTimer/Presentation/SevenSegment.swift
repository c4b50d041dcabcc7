/// Renders a countdown such as `2:47` as three rows of seven-segment digits, for a large terminal display.
public enum SevenSegment {
    // Each glyph is three rows of three columns.
    private static let glyphs: [Character: [String]] = [
        "0": [" _ ", "| |", "|_|"], "1": ["   ", "  |", "  |"], "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"], "4": ["   ", "|_|", "  |"], "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"], "7": [" _ ", "  |", "  |"], "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"], ":": ["   ", " o ", " o "],
    ]

    /// Three lines for `text` (digits and colons; anything else renders as a blank).
    public static func render(_ text: String) -> [String] {
        (0..<3).map { row in text.map { glyphs[$0]?[row] ?? "   " }.joined() }
    }

    /// `m:ss` (or `h:mm:ss`) for a whole number of seconds.
    public static func clockText(seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds % 3600 / 60, rest = seconds % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}

/// The lines of the terminal countdown for one display state: a header (phase, round) and the big digits.
public enum CountdownScreen {
    /// Four lines: `WORK  round 2/12`, then three rows of seven-segment time left; `DONE` once complete.
    public static func lines(for sample: DisplaySample, rounds: Int) -> [String] {
        guard let phase = sample.phase else { return ["DONE  \(rounds) rounds"] + SevenSegment.render("0:00") }
        let header = phase == .prepare ? "PREPARE" : "\(phase.rawValue.uppercased())  round \(sample.round)/\(rounds)"
        return [header] + SevenSegment.render(SevenSegment.clockText(seconds: sample.displayedSeconds))
    }
}
