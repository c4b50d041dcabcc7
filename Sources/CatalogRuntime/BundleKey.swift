import Foundation

/// A catalog key compared and hashed by its UTF-8 bytes.
///
/// `String` hashing normalizes to NFC first, which dominated lookups of non-ASCII keys; Apple's own
/// lookup (`NSDictionary` of `NSString`) compares code units literally too, so byte equality is the
/// faithful rule, not only the fast one.
struct BundleKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: BundleKey, rhs: BundleKey) -> Bool {
        var left = lhs.text, right = rhs.text
        return left.withUTF8 { a in
            right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
    }
}
