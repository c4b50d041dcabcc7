/// The order Xcode writes trans-units in: by id, Unicode scalar by scalar, case-sensitive, except that runs of
/// ASCII digits compare by their value (`90°` < `100` < `270°`); equal values fall back to the shorter run.
enum TransUnitOrder {
    /// Whether `a` is written before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var left = a.unicodeScalars.makeIterator(), right = b.unicodeScalars.makeIterator()
        var x = left.next(), y = right.next()
        while let l = x, let r = y {
            if isDigit(l), isDigit(r) {
                var leftRun: [UInt32] = [], rightRun: [UInt32] = []
                var lc: Unicode.Scalar? = l, rc: Unicode.Scalar? = r
                while let c = lc, isDigit(c) {
                    leftRun.append(c.value)
                    lc = left.next()
                }
                while let c = rc, isDigit(c) {
                    rightRun.append(c.value)
                    rc = right.next()
                }
                let leftValue = Array(leftRun.drop { $0 == 0x30 }), rightValue = Array(rightRun.drop { $0 == 0x30 })
                if leftValue.count != rightValue.count { return leftValue.count < rightValue.count }
                if leftValue != rightValue { return leftValue.lexicographicallyPrecedes(rightValue) }
                if leftRun.count != rightRun.count { return leftRun.count < rightRun.count }
                x = lc
                y = rc
                continue
            }
            if l != r { return l.value < r.value }
            x = left.next()
            y = right.next()
        }
        return x == nil && y != nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
}
