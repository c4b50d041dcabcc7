import ICU

/// Finds the narrowest box a text needs for a number of lines, wrapping at ICU line-break opportunities.
///
/// Works on per-byte advances from one shaping of the whole text, in ems of the font size, so one answer
/// serves every point size and scale factor: a text that needs `w` ems fits `b` points at size `s` when `w × s ≤ b`.
enum LineFitter {
    struct Segment {
        /// Width including trailing spaces.
        var full: Double
        /// Width without trailing spaces (which may hang past the edge, as UIKit lets them).
        var trimmed: Double
    }

    /// The fit of `text` whose glyph advances (ems) are summed per UTF-8 byte in `advances`.
    static func fit(_ text: String, advances: [Double], lines allowed: Int, locale: LocaleIdentifier?) -> LineFit {
        var prefix = [Double](repeating: 0, count: advances.count + 1)
        for (offset, advance) in advances.enumerated() { prefix[offset + 1] = prefix[offset] + advance }
        let bytes = Array(text.utf8)
        let opportunities = (try? TextMetrics.lineBreakOpportunities(in: text, locale: locale)) ?? []

        // Paragraphs end at mandatory breaks; each is a list of unbreakable segments.
        var paragraphs: [[Segment]] = [[]]
        var start = 0
        for opportunity in opportunities {
            let end = opportunity.utf8Offset
            guard end > start else { continue }
            var visibleEnd = end
            while visibleEnd > start, isSpaceOrBreak(bytes[visibleEnd - 1]) { visibleEnd -= 1 }
            paragraphs[paragraphs.count - 1].append(
                Segment(full: prefix[end] - prefix[start], trimmed: prefix[visibleEnd] - prefix[start]))
            if opportunity.isMandatory && end < bytes.count { paragraphs.append([]) }
            start = end
        }
        let widths = paragraphs.map { $0.reduce(0) { $0 + $1.full } - ($0.last.map { $0.full - $0.trimmed } ?? 0) }
        let widest = widths.max() ?? 0
        if paragraphs.count > allowed {
            return LineFit(ems: widest, lines: paragraphs.count, tooManyHardLines: true)
        }
        if allowed == paragraphs.count || widest == 0 {
            return LineFit(ems: widest, lines: paragraphs.count, tooManyHardLines: false)
        }
        // Greedy wrapping needs more lines as the box narrows: bisect for the narrowest box that still fits.
        let longestSegment = paragraphs.flatMap { $0 }.map(\.trimmed).max() ?? 0
        var low = max(longestSegment, widths.reduce(0, +) / Double(allowed)), high = widest
        if lineCount(paragraphs, width: low) <= allowed { high = low }
        for _ in 0..<40 where high - low > 1e-6 {
            let middle = (low + high) / 2
            if lineCount(paragraphs, width: middle) <= allowed { high = middle } else { low = middle }
        }
        return LineFit(ems: high, lines: lineCount(paragraphs, width: high), tooManyHardLines: false)
    }

    /// ASCII spaces, tabs and line ends: what may trail a line without taking room.
    private static func isSpaceOrBreak(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Lines greedy wrapping needs at `width` ems.
    private static func lineCount(_ paragraphs: [[Segment]], width: Double) -> Int {
        var total = 0
        for segments in paragraphs {
            var lines = 1
            var used = 0.0
            for segment in segments {
                if used > 0 && used + segment.trimmed > width + 1e-9 {
                    lines += 1
                    used = 0
                }
                used += segment.full
            }
            total += lines
        }
        return total
    }
}
