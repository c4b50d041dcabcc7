import Foundation

/// The order Xcode writes trans-units in: by id, Unicode scalar by scalar, case-sensitive, except that runs of
/// ASCII digits compare by their value (`90°` < `100` < `270°`); equal values fall back to the shorter run.
///
/// Compares UTF-8 bytes: their order is the scalars' order, and ASCII digits are single bytes that never occur
/// inside a multi-byte sequence, so digit runs are found in bytes too. No allocation per comparison (the export
/// sorts every language's units with it).
enum TransUnitOrder {
    /// Whether `a` is written before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { left in b.withUTF8 { right in precedes(left, right) } }
    }

    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, j = 0
        while i < left.count, j < right.count {
            let l = left[i], r = right[j]
            if isDigit(l), isDigit(r) {
                var leftEnd = i, rightEnd = j
                while leftEnd < left.count, isDigit(left[leftEnd]) { leftEnd += 1 }
                while rightEnd < right.count, isDigit(right[rightEnd]) { rightEnd += 1 }
                var leftValue = i, rightValue = j
                while leftValue < leftEnd, left[leftValue] == 0x30 { leftValue += 1 }
                while rightValue < rightEnd, right[rightValue] == 0x30 { rightValue += 1 }
                let leftDigits = leftEnd - leftValue, rightDigits = rightEnd - rightValue
                if leftDigits != rightDigits { return leftDigits < rightDigits }
                for offset in 0..<leftDigits where left[leftValue + offset] != right[rightValue + offset] {
                    return left[leftValue + offset] < right[rightValue + offset]
                }
                if leftEnd - i != rightEnd - j { return leftEnd - i < rightEnd - j }
                i = leftEnd
                j = rightEnd
                continue
            }
            if l != r { return l < r }
            i += 1
            j += 1
        }
        return i == left.count && j < right.count
    }

    /// Bytes whose plain byte order (`sortKeyPrecedes`) is `precedes`' order, so sorting a language's units costs
    /// one pass over each id instead of a digit-aware walk per comparison.
    ///
    /// Every run of digits becomes, in digit bytes only: the number of digits of its value's length, that length, the
    /// value's digits without leading zeros, then the same for the run's own length. A digit byte against any other
    /// byte orders as before, since the encoding starts with a digit; two runs order by value, then by run length.
    static func sortKey(_ id: String) -> [UInt8] {
        var id = id
        return id.withUTF8 { bytes in
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count + 8)
            var index = 0
            while index < bytes.count {
                guard isDigit(bytes[index]) else {
                    // Bytes that are not digits are copied a run at a time.
                    var end = index + 1
                    while end < bytes.count, !isDigit(bytes[end]) { end += 1 }
                    key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                    index = end
                    continue
                }
                var end = index
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                var value = index
                while value < end, bytes[value] == 0x30 { value += 1 }
                appendLength(end - value, to: &key)
                key.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[value..<end]))
                appendLength(end - index, to: &key)
                index = end
            }
            return key
        }
    }

    /// `length` as its digit count then its digits, all ASCII digits (a length above 999,999,999 cannot occur in a file).
    private static func appendLength(_ length: Int, to key: inout [UInt8]) {
        var count = 1, power = 1
        while power <= length / 10 {
            power *= 10
            count += 1
        }
        key.append(0x30 + UInt8(count))
        var rest = length
        while power > 0 {
            key.append(0x30 + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }

    /// The byte order of two sort keys (a key that is a prefix of the other comes first).
    static func sortKeyPrecedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        let common = min(left.count, right.count)
        let order = left.withUnsafeBufferPointer { l in
            right.withUnsafeBufferPointer { r in common == 0 ? 0 : memcmp(l.baseAddress!, r.baseAddress!, common) }
        }
        return order != 0 ? order < 0 : left.count < right.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
