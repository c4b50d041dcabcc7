import Foundation

/// Estimated text extents for laying out chart labels without a font engine.
///
/// The advance widths are Noto Sans's (Regular and Bold, per 1000 em, ASCII 32–126), the face Debian's fontconfig
/// gives `rsvg-convert` and browsers for Helvetica and Arial; other sans faces differ by a few per cent, which the
/// slack factor and the gaps between labels absorb.
enum TextMetrics {
    /// Noto Sans Regular advances for the characters 32 (space) to 126 (tilde).
    static let regular: [Int] = [
        260, 269, 408, 646, 572, 831, 732, 225, 300, 300, 551, 572, 268, 322, 268, 372, 572, 572, 572, 572, 572, 572, 572, 572,
        572, 572, 268, 268, 572, 572, 572, 434, 899, 639, 650, 632, 730, 556, 519, 728, 741, 339, 273, 619, 524, 907, 760, 781,
        605, 781, 622, 549, 536, 731, 600, 930, 586, 566, 572, 329, 372, 329, 572, 444, 281, 561, 595, 480, 615, 544, 344, 615,
        618, 258, 258, 534, 258, 935, 618, 585, 595, 615, 413, 479, 361, 618, 508, 786, 529, 510, 470, 380, 551, 380, 572,
    ]
    /// Noto Sans Bold advances for the characters 32 to 126.
    static let bold: [Int] = [
        260, 286, 472, 646, 572, 901, 750, 266, 339, 339, 545, 572, 285, 322, 285, 413, 572, 572, 572, 572, 572, 572, 572, 572,
        572, 572, 285, 285, 572, 572, 572, 477, 897, 690, 672, 637, 740, 560, 549, 724, 765, 389, 331, 664, 565, 943, 813, 796,
        628, 796, 660, 551, 559, 756, 650, 967, 667, 624, 579, 331, 413, 331, 572, 411, 362, 604, 613, 514, 633, 571, 387, 633,
        657, 305, 305, 620, 305, 982, 657, 599, 613, 633, 454, 497, 434, 657, 569, 856, 578, 569, 488, 394, 551, 394, 572,
    ]
    /// Headroom for faces a little wider than Noto Sans.
    static let slack = 1.06

    /// The estimated advance width of `text` at `size` pixels.
    static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        let table = bold ? Self.bold : regular
        var units = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 32...126: units += table[Int(scalar.value) - 32]
            case 0x00B5: units += bold ? 660 : 623  // µ
            case 0x2013, 0x00D7, 0x00B7: units += 572  // – × ·
            case 0x2014, 0x2026: units += 1000  // — …
            case 0x0300...0x036F, 0x200B...0x200F: break  // combining marks and zero-width characters
            case 0x2E80...: units += 1000  // CJK and other full-width text
            default: units += 650
            }
        }
        return Double(units) / 1000 * size * slack
    }

    /// How far glyphs reach above the baseline, and below it.
    static func ascent(size: Double) -> Double { size * 0.78 }
    static func descent(size: Double) -> Double { size * 0.24 }

    /// `text` cut at a word or character boundary with an ellipsis so that it fits `width`.
    static func fit(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        if Self.width(text, size: size, bold: bold) <= width { return text }
        var characters = Array(text)
        while !characters.isEmpty, Self.width(String(characters) + "…", size: size, bold: bold) > width { characters.removeLast() }
        return String(characters).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// `text` broken into lines of at most `width` at spaces, the last of at most `maxLines` lines shortened with an ellipsis.
    static func wrap(_ text: String, width: Double, size: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if Self.width(candidate, size: size) <= width || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > maxLines {
            let kept = lines.prefix(maxLines - 1)
            let rest = lines.dropFirst(maxLines - 1).joined(separator: " ")
            lines = Array(kept) + [rest]
        }
        return lines.map { fit($0, width: width, size: size) }
    }
}
