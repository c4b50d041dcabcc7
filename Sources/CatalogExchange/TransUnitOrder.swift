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

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
