internal import CHarfBuzz

/// One face of a font file, opened for shaping with HarfBuzz. Immutable, so it is shared between threads.
public final class FontFace: Sendable {
    /// The file the face was read from.
    public let path: String
    /// The face's index inside the file (non-zero only for collections such as `.ttc`).
    let faceIndex: Int
    /// Font units per em: shaped advances divided by this give widths in ems.
    let unitsPerEm: Int
    nonisolated(unsafe) let handle: OpaquePointer

    /// Opens face `faceIndex` of the TTF/OTF/TTC file at `path`; throws `FontError` when it cannot be used.
    public init(path: String, faceIndex: Int = 0) throws(FontError) {
        guard faceIndex >= 0 else { throw FontError.noSuchFace(path: path, faceIndex: faceIndex, faceCount: 0) }
        var status = CHB_OPEN_OK
        guard let handle = chb_font_open(path, UInt32(faceIndex), &status) else {
            if status == CHB_OPEN_NO_SUCH_FACE {
                throw FontError.noSuchFace(path: path, faceIndex: faceIndex, faceCount: Int(chb_file_face_count(path)))
            }
            throw FontError.unreadable(path: path)
        }
        self.handle = handle
        self.path = path
        self.faceIndex = faceIndex
        self.unitsPerEm = Int(chb_font_units_per_em(handle))
    }

    deinit {
        chb_font_close(handle)
    }

    /// A short name for messages: the file name, plus `#index` for a face inside a collection.
    public var displayName: String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return faceIndex == 0 ? file : "\(file)#\(faceIndex)"
    }

    /// Whether the face's character map has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        chb_font_covers(handle, scalar.value) != 0
    }

    /// The HarfBuzz library version measurements come from, e.g. "6.0.0".
    static let harfBuzzVersion: String = {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = buffer.withUnsafeMutableBufferPointer { chb_version($0.baseAddress!, Int32($0.count)) }
        guard length > 0 else { return "unknown" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}

/// Why a font file cannot be used for measuring.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// Missing, unreadable, empty, or not a font.
    case unreadable(path: String)
    /// The file opened but has no face with that index.
    case noSuchFace(path: String, faceIndex: Int, faceCount: Int)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read a font from '\(path)': give the path of a readable TTF, OTF or TTC file"
        case .noSuchFace(let path, let faceIndex, let faceCount):
            faceCount == 0
                ? "'\(path)' is not a font file HarfBuzz can open: give a TTF, OTF or TTC file"
                : "'\(path)' has \(faceCount) face(s), so face index \(faceIndex) does not exist: use 0…\(faceCount - 1)"
        }
    }
}
