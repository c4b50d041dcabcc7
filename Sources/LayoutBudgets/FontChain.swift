internal import CHarfBuzz
import ICU
import Synchronization

/// Fonts tried in order for each character: the budget's font first, then fallbacks for scripts it lacks.
///
/// Widths are kept in ems (no hinting), so a string is shaped once per chain and scaled to any point size;
/// the caches make that hold across budgets, sizes and threads.
public final class FontChain: Sendable {
    /// Primary face first, then the fallbacks in the order they are tried.
    let faces: [FontFace]
    nonisolated(unsafe) private let handles: [OpaquePointer?]
    private let widths = Mutex<[LayoutKey: TextWidth]>([:])
    private let layouts = Mutex<[LayoutKey: TextLayout]>([:])
    private let shapedRuns = Atomic<Int>(0)

    /// A chain of `faces`; the first is the primary font and must exist.
    public init(faces: [FontFace]) {
        precondition(!faces.isEmpty, "a font chain needs at least one face")
        self.faces = faces
        self.handles = faces.map { Optional($0.handle) }
    }

    /// The primary face.
    var primary: FontFace { faces[0] }

    /// How many runs HarfBuzz has shaped through this chain (distinct strings are shaped once).
    public var shapedRunCount: Int { shapedRuns.load(ordering: .relaxed) }

    /// The unscaled width of `text` on one line, shaped run by run with the face that covers each character.
    public func width(of text: String) -> TextWidth {
        let key = LayoutKey(text: text, lines: 1, locale: nil)
        if let cached = widths.withLock({ $0[key] }) { return cached }
        let measured = shape(text, perByte: nil)
        widths.withLock { $0[key] = measured }
        return measured
    }

    /// The width of `text` and the narrowest box that holds it in `lines` lines, wrapped at ICU line-break
    /// opportunities for `locale`; computed from one shaping of the text and cached.
    public func layout(of text: String, lines: Int, locale: LocaleIdentifier?) -> TextLayout {
        guard lines > 1 || text.unicodeScalars.contains(where: Self.isNewline) else {
            let measured = width(of: text)
            return TextLayout(width: measured, fit: LineFit(ems: measured.ems, lines: 1, tooManyHardLines: false))
        }
        let key = LayoutKey(text: text, lines: lines, locale: locale)
        if let cached = layouts.withLock({ $0[key] }) { return cached }
        var perByte = [Double](repeating: 0, count: text.utf8.count)
        let measured = perByte.withUnsafeMutableBufferPointer { shape(text, perByte: $0) }
        let fit = LineFitter.fit(text, advances: perByte, lines: lines, locale: locale)
        let layout = TextLayout(width: measured, fit: fit)
        layouts.withLock { $0[key] = layout }
        return layout
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// A cache key compared and hashed by UTF-8 bytes: `String`'s own hashing normalizes (NFC) every
    /// non-ASCII key, which cost more than the shaping it saves. Canonically equivalent texts are simply
    /// cached twice.
    private struct LayoutKey: Hashable {
        var text: String
        var lines: Int
        /// Line breaking is tailored per locale (Japanese and Chinese differ).
        var locale: LocaleIdentifier?

        static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
            guard lhs.lines == rhs.lines, lhs.locale == rhs.locale, lhs.text.utf8.count == rhs.text.utf8.count else { return false }
            var left = lhs.text, right = rhs.text
            return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
        }

        func hash(into hasher: inout Hasher) {
            var copy = text
            copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(lines)
            hasher.combine(locale)
        }
    }

    private func shape(_ text: String, perByte: UnsafeMutableBufferPointer<Double>?) -> TextWidth {
        var copy = text
        var missing = [UInt32](repeating: 0, count: 8)
        let result = copy.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                handles.withUnsafeBufferPointer { faces in
                    chb_measure_utf8(
                        faces.baseAddress, Int32(faces.count), chars.baseAddress, Int32(chars.count), perByte?.baseAddress,
                        &missing, Int32(missing.count))
                }
            }
        }
        shapedRuns.add(Int(result.runs), ordering: .relaxed)
        var used: [String] = []
        for (index, face) in faces.enumerated() where result.faces_used & (1 << UInt64(min(index, 63))) != 0 {
            used.append(face.displayName)
        }
        let listed = missing.prefix(Int(min(result.missing_count, Int32(missing.count))))
        return TextWidth(
            ems: result.ems,
            missingCharacters: listed.compactMap { Unicode.Scalar($0).map(Character.init) },
            fontsUsed: used)
    }
}

/// The width of a string on one line, in ems of the font size, and what could not be drawn.
public struct TextWidth: Equatable, Sendable {
    /// Width divided by the font size: multiply by points to get points.
    var ems: Double
    /// Characters no face in the chain has a glyph for (measured as the primary font's .notdef box).
    var missingCharacters: [Character]
    /// Display names of the faces that measured the text, in first-use order.
    var fontsUsed: [String]

    /// The width in points at `size` points.
    public func points(at size: Double) -> Double { ems * size }
}

/// A text's one-line width and the box it needs for a number of lines.
public struct TextLayout: Equatable, Sendable {
    /// The width on one line.
    public var width: TextWidth
    /// The narrowest box for the allowed lines.
    var fit: LineFit
}

/// The narrowest box a text fits in a number of lines.
struct LineFit: Equatable, Sendable {
    /// The box width in ems that holds the text in the allowed lines; for one line, the text's width.
    var ems: Double
    /// Lines the text needs in that box; more than allowed when forced line breaks alone exceed the limit.
    public var lines: Int
    /// Forced line breaks (`\n`) alone need more lines than allowed.
    var tooManyHardLines: Bool
}
