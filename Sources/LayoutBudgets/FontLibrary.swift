import Foundation
import Synchronization

/// Opens each font file once and hands out shared chains, so every budget using a font shares its width cache.
public final class FontLibrary: Sendable {
    private let faces = Mutex<[FontReference: FontFace]>([:])
    private let chains = Mutex<[[FontReference]: FontChain]>([:])

    /// An empty library; fonts are opened on first use.
    public init() {}

    /// Runs shaped by HarfBuzz through every chain so far (each distinct string once per chain).
    public var shapedRunCount: Int { chains.withLock { $0.values.reduce(0) { $0 + $1.shapedRunCount } } }

    /// The face named by `reference`, opened once; throws `FontError` when the file cannot be used.
    func face(_ reference: FontReference) throws(FontError) -> FontFace {
        if let face = faces.withLock({ $0[reference] }) { return face }
        let face = try FontFace(path: reference.path, faceIndex: reference.faceIndex)
        return faces.withLock { opened in
            if let existing = opened[reference] { return existing }
            opened[reference] = face
            return face
        }
    }

    /// The chain `primary` + `fallbacks`, shared by every caller asking for the same list.
    public func chain(primary: FontReference, fallbacks: [FontReference]) throws(FontError) -> FontChain {
        let references = [primary] + fallbacks.filter { $0 != primary }
        if let chain = chains.withLock({ $0[references] }) { return chain }
        var opened: [FontFace] = []
        for reference in references { opened.append(try face(reference)) }
        let chain = FontChain(faces: opened)
        return chains.withLock { known in
            if let existing = known[references] { return existing }
            known[references] = chain
            return chain
        }
    }
}

/// A font file and a face inside it (`.ttc` collections hold several).
public struct FontReference: Hashable, Sendable, CustomStringConvertible {
    /// The font file.
    public var path: String
    /// The face inside the file (0 for TTF/OTF).
    var faceIndex: Int

    /// Face `faceIndex` (default 0) of the file at `path`.
    public init(path: String, faceIndex: Int = 0) {
        self.path = path
        self.faceIndex = faceIndex
    }

    public var description: String { faceIndex == 0 ? path : "\(path)#\(faceIndex)" }
}

/// The fonts used when a budget names none: Noto from Debian's `fonts-noto-core`, `fonts-noto-cjk` and
/// `fonts-noto-color-emoji` (installed by `.ci/run`), Noto Sans first, then one face per script.
enum DefaultFonts {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// Noto Sans Regular: the primary font when a `points` budget names none.
    static let primary = FontReference(path: noto + "NotoSans-Regular.ttf")

    /// Fallback faces tried after the budget's own font, in order; only those present on this machine.
    ///
    /// The CJK collection's face follows the locale (JP 0, KR 1, SC 2, TC 3, HK 4), as a device would choose.
    static func fallbacks(for locale: String) -> [FontReference] {
        let face = cjkFace(for: locale)
        return installedFallbacks[face]
    }

    /// The installed fallback list for each CJK face, looked up on disk once.
    private static let installedFallbacks: [[FontReference]] = (0...4).map { face in
        let scripts = [
            "Arabic", "Hebrew", "Devanagari", "Bengali", "Gurmukhi", "Gujarati", "Oriya", "Tamil", "Telugu", "Kannada",
            "Malayalam", "Sinhala", "Thai", "Lao", "Khmer", "Myanmar", "Georgian", "Armenian", "Ethiopic", "Symbols",
            "Symbols2", "Math",
        ]
        var result = [primary] + scripts.map { FontReference(path: noto + "NotoSans\($0)-Regular.ttf") }
        result.append(FontReference(path: cjk, faceIndex: face))
        result.append(FontReference(path: noto + "NotoColorEmoji.ttf"))
        return result.filter { FileManager.default.isReadableFile(atPath: $0.path) }
    }

    static func cjkFace(for locale: String) -> Int {
        let lower = locale.lowercased().replacingOccurrences(of: "_", with: "-")
        if lower.hasPrefix("ko") { return 1 }
        if lower.hasPrefix("zh") {
            if lower.contains("hant") || lower.hasSuffix("-tw") { return 3 }
            if lower.hasSuffix("-hk") || lower.hasSuffix("-mo") { return 4 }
            return 2
        }
        return 0
    }
}
