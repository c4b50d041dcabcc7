import Synchronization

/// Fonts tried in order for each character: the budget's font first, then fallbacks for scripts it lacks.
///
/// Widths are kept in ems (no hinting), so a string is shaped once per chain and scaled to any point size;
/// the cache makes that hold across budgets, sizes and threads.
public final class FontChain: Sendable {
    /// Primary face first, then the fallbacks in the order they are tried.
    public let faces: [FontFace]
    private let cache = Mutex<[String: TextWidth]>([:])
    private let shapedRuns = Atomic<Int>(0)

    /// A chain of `faces`; the first is the primary font and must exist.
    public init(faces: [FontFace]) {
        precondition(!faces.isEmpty, "a font chain needs at least one face")
        self.faces = faces
    }

    /// The primary face.
    public var primary: FontFace { faces[0] }

    /// How many runs HarfBuzz has shaped through this chain (distinct strings are shaped once).
    public var shapedRunCount: Int { shapedRuns.load(ordering: .relaxed) }

    /// The unscaled width of `text` on one line, shaped run by run with the face that covers each character.
    public func width(of text: String) -> TextWidth {
        if let cached = cache.withLock({ $0[text] }) { return cached }
        let measured = measure(text)
        cache.withLock { $0[text] = measured }
        return measured
    }

    private struct Run {
        var face: Int
        var script: ScriptClass
        var text: Substring
    }

    private func measure(_ text: String) -> TextWidth {
        var missing: [Character] = []
        var runs: [Run] = []
        var index = text.startIndex
        var runIsOpen = false
        while index < text.endIndex {
            let next = text.index(after: index)
            let character = text[index]
            defer { index = next }
            if character.unicodeScalars.allSatisfy(Self.isInvisible) {
                // Controls (newlines, tabs) never reach the shaper; line breaking handles them.
                if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                    runIsOpen = false
                    continue
                }
            }
            let script = character.unicodeScalars.lazy.map(ScriptClass.init).first { $0 != .neutral } ?? .neutral
            if runIsOpen, var last = runs.last, script == .neutral || last.script == script || last.script == .neutral,
                covers(faces[last.face], character)
            {
                // Stay in the open run: neutral characters (spaces, digits) keep the font and script around them.
                if last.script == .neutral { last.script = script }
                last.text = text[last.text.startIndex..<next]
                runs[runs.count - 1] = last
                continue
            }
            let face = faces.indices.first { covers(faces[$0], character) }
            if face == nil { missing.append(character) }
            runs.append(Run(face: face ?? 0, script: script, text: text[index..<next]))
            runIsOpen = true
        }

        var units = 0.0
        var used: [String] = []
        for run in runs {
            let face = faces[run.face]
            let shaped = face.shape(run.text.utf8)
            shapedRuns.add(1, ordering: .relaxed)
            units += Double(shaped.advance) / Double(face.unitsPerEm)
            if !used.contains(face.displayName) { used.append(face.displayName) }
        }
        return TextWidth(ems: units, missingCharacters: missing, fontsUsed: used)
    }

    private func covers(_ face: FontFace, _ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { Self.isInvisible($0) || face.covers($0) }
    }

    /// Default-ignorable scalars (joiners, variation selectors, bidi controls) and controls need no glyph.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .control
    }
}

/// The width of a string on one line, in ems of the font size, and what could not be drawn.
public struct TextWidth: Equatable, Sendable {
    /// Width divided by the font size: multiply by points to get points.
    public var ems: Double
    /// Characters no face in the chain has a glyph for (measured as the primary font's .notdef box).
    public var missingCharacters: [Character]
    /// Display names of the faces that measured the text, in first-use order.
    public var fontsUsed: [String]

    /// The width in points at `size` points.
    public func points(at size: Double) -> Double { ems * size }
}
