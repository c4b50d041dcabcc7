import ICU

/// Finds the narrowest box a text needs for a number of lines, wrapping at ICU line-break opportunities.
///
/// Widths are in ems of the font size, so one answer serves every point size and scale factor: a text that
/// needs `w` ems fits a box of `b` points at size `s` when `w × s ≤ b`.
struct LineFitter {
    let chain: FontChain
    let locale: LocaleIdentifier?

    /// The fitting result for one text.
    struct Fit: Equatable {
        /// The narrowest box width (ems) that holds the text in the allowed lines; for one line, the text's width.
        var ems: Double
        /// Lines the text needs at that width; more than allowed when forced line breaks exceed the limit.
        var lines: Int
        /// Forced line breaks (`\n`) alone need more lines than allowed.
        var tooManyHardLines: Bool
    }

    func fit(_ text: String, lines allowed: Int) -> Fit {
        let paragraphs = text.split(omittingEmptySubsequences: false) { $0.isNewline }.map(String.init)
        if paragraphs.count > allowed {
            let widest = paragraphs.map { chain.width(of: $0).ems }.max() ?? 0
            return Fit(ems: widest, lines: paragraphs.count, tooManyHardLines: true)
        }
        if allowed == 1 {
            return Fit(ems: chain.width(of: text).ems, lines: 1, tooManyHardLines: false)
        }
        // Each paragraph as unbreakable segments: (width with trailing spaces, width without).
        let segmented = paragraphs.map(segments)
        let widest = paragraphs.map { chain.width(of: $0).ems }.max() ?? 0
        if paragraphs.count == allowed || widest == 0 {
            return Fit(ems: widest, lines: paragraphs.count, tooManyHardLines: false)
        }
        // Greedy wrapping needs more lines as the box narrows: bisect for the narrowest box that still fits.
        let longestSegment = segmented.flatMap { $0 }.map(\.trimmed).max() ?? 0
        var low = max(longestSegment, widest / Double(allowed)), high = widest
        if lineCount(segmented, width: low) <= allowed { high = low }
        for _ in 0..<40 where high - low > 1e-6 {
            let middle = (low + high) / 2
            if lineCount(segmented, width: middle) <= allowed { high = middle } else { low = middle }
        }
        return Fit(ems: high, lines: lineCount(segmented, width: high), tooManyHardLines: false)
    }

    struct Segment {
        var full: Double
        var trimmed: Double
    }

    private func segments(_ paragraph: String) -> [Segment] {
        let pieces = (try? TextMetrics.unbreakableSegments(of: paragraph, locale: locale)) ?? [Substring(paragraph)]
        return pieces.map { piece in
            let full = chain.width(of: String(piece)).ems
            let visible = String(piece.reversed().drop { $0.isWhitespace }.reversed())
            let trimmed = visible.count == piece.count ? full : chain.width(of: visible).ems
            return Segment(full: full, trimmed: trimmed)
        }
    }

    /// Lines greedy wrapping needs at `width` ems; trailing spaces may hang past the edge, as UIKit lets them.
    private func lineCount(_ paragraphs: [[Segment]], width: Double) -> Int {
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
