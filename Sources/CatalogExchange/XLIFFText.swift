import Foundation

/// The text of an XLIFF element as read: the file's own bytes where it needed no decoding, else its decoded bytes.
///
/// A `String` is built only when asked for. An import compares tens of thousands of texts with the catalog's, nearly
/// all equal byte for byte; building a string of each (copying and checking its UTF-8 again) was a tenth of the import.
public struct XLIFFText: Sendable {
    /// Bytes shared by every text of one file.
    final class Storage: Sendable {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    private let storage: Storage
    private let range: Range<Int>

    /// `storage.bytes[range]`, which must be valid UTF-8.
    init(_ storage: Storage, _ range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// Text made of `bytes` (valid UTF-8).
    init(decoded bytes: [UInt8]) {
        self.init(Storage(bytes), 0..<bytes.count)
    }

    /// The empty text.
    static let empty = XLIFFText(decoded: [])

    /// The text as a string.
    public var string: String {
        storage.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Whether the text is `other` as `==` on strings has it (canonically equivalent), answered by comparing bytes first.
    public func equals(_ other: String) -> Bool {
        // Native strings are contiguous: their bytes are read in place, without copying (retaining) the string.
        let identical = other.utf8.withContiguousStorageIfAvailable { theirs in
            storage.bytes.withUnsafeBufferPointer { buffer in
                theirs.count == range.count
                    && (range.isEmpty || memcmp(buffer.baseAddress! + range.lowerBound, theirs.baseAddress!, range.count) == 0)
            }
        }
        return identical == true || string == other
    }
}
