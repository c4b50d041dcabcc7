internal import CICU

/// ICU's root collation with numeric ordering at default (tertiary) strength: the order Xcode sorts `.xcstrings` keys in.
///
/// One instance is safe to use from many threads at once: it only calls ICU's `const` collator functions,
/// which ICU documents as thread-safe.
public final class Collator: @unchecked Sendable {
    private let handle: OpaquePointer

    /// Opens ICU's root collator with `UCOL_NUMERIC_COLLATION` on; throws when ICU's data cannot be loaded.
    public init() throws(ICUError) {
        var error: Int32 = 0
        guard let handle = cicu_collator_open_root_numeric(&error) else {
            throw ICUError(code: error, operation: "opening the root collator")
        }
        self.handle = handle
    }

    deinit { cicu_collator_close(handle) }

    private static let shared: Result<Collator, ICUError> = Result { () throws(ICUError) in try Collator() }

    /// The process-wide root numeric collator, opened once.
    public static func rootNumeric() throws(ICUError) -> Collator { try shared.get() }

    /// Compares two strings by collation alone (equal keys compare `.equal`; see `precedes` for a total order).
    public func compare(_ a: String, _ b: String) throws(ICUError) -> CollationOrder {
        var a = a, b = b
        var error: Int32 = 0
        let result = a.withUTF8 { a in
            b.withUTF8 { b in
                cicu_collator_compare_utf8(handle, a.baseAddress, Int32(a.count), b.baseAddress, Int32(b.count), &error)
            }
        }
        if result == -2 { throw ICUError(code: error, operation: "comparing strings") }
        return result < 0 ? .ascending : (result > 0 ? .descending : .equal)
    }

    /// The strict total order keys are written in: collation first, then UTF-16 code units for collation ties.
    public func precedes(_ a: String, _ b: String) throws(ICUError) -> Bool {
        switch try compare(a, b) {
        case .ascending: true
        case .descending: false
        case .equal: a.utf16.lexicographicallyPrecedes(b.utf16)
        }
    }

    /// Sorts strings in the order `precedes` defines, computing each sort key once.
    public func sorted(_ strings: [String]) throws(ICUError) -> [String] {
        var keyed: [(key: CollationKey, text: String)] = []
        keyed.reserveCapacity(strings.count)
        for text in strings { keyed.append((try sortKey(text), text)) }
        keyed.sort { lhs, rhs in
            lhs.key == rhs.key ? lhs.text.utf16.lexicographicallyPrecedes(rhs.text.utf16) : lhs.key < rhs.key
        }
        return keyed.map(\.text)
    }

    /// The sort key of a string: comparing keys bytewise gives the same order as `compare`.
    public func sortKey(_ text: String) throws(ICUError) -> CollationKey {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(ICUError) in try sortKey(utf8: bytes) } }
        return try result.get()
    }

    /// The sort key of valid UTF-8 bytes; throws when ICU rejects them (invalid UTF-8).
    public func sortKey(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> CollationKey {
        var error: Int32 = 0
        var capacity = max(32, bytes.count * 3 + 16)
        while true {
            var key = [UInt8](repeating: 0, count: capacity)
            let length = key.withUnsafeMutableBufferPointer { out in
                cicu_collator_sort_key_utf8(handle, bytes.baseAddress, Int32(bytes.count), out.baseAddress, Int32(capacity), &error)
            }
            if length < 0 { throw ICUError(code: error, operation: "computing a collation sort key") }
            if Int(length) <= capacity {
                key.removeLast(capacity - Int(length))
                return CollationKey(bytes: key)
            }
            capacity = Int(length)
        }
    }
}

/// The result of a collation comparison.
public enum CollationOrder: Sendable, Equatable {
    case ascending
    case equal
    case descending
}

/// An ICU sort key: bytes whose lexicographic order is the collation order of the string they came from.
public struct CollationKey: Hashable, Comparable, Sendable {
    /// The key bytes, NUL-terminated as ICU writes them.
    public let bytes: [UInt8]

    public static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        lhs.bytes.withUnsafeBufferPointer { l in
            rhs.bytes.withUnsafeBufferPointer { r in
                let common = min(l.count, r.count)
                let order = common == 0 ? 0 : memcmpBytes(l.baseAddress!, r.baseAddress!, common)
                return order != 0 ? order < 0 : l.count < r.count
            }
        }
    }
}

/// Bytewise comparison without Foundation (sort keys are compared millions of times when writing big catalogs).
@inline(__always)
func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Int {
    var index = 0
    while index < count {
        let x = a[index], y = b[index]
        if x != y { return x < y ? -1 : 1 }
        index += 1
    }
    return 0
}
