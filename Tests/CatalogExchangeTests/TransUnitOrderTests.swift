import TestSupport
import Testing
import TimerSimulation

@testable import CatalogExchange

/// Xcode's trans-unit order, pinned on the cases the byte comparison has to get right.
struct TransUnitOrderTests {
    @Test(arguments: [
        ("90°", "100"), ("100", "270°"), ("a2", "a10"), ("a2x", "a02"), ("a2", "a02"), ("A", "a"), ("a", "a|==|plural.one"),
        ("key|==|plural.few", "key|==|plural.one"), ("é", "ü"), ("z", "é"), ("x9y", "x10"), ("", "a"), ("Ä1", "Ä01"),
    ])
    func idsSortByScalarWithDigitRunsByValue(first: String, second: String) {
        #expect(TransUnitOrder.precedes(first, second))
        #expect(!TransUnitOrder.precedes(second, first))
    }

    /// The sort key's byte order is `precedes`' order, on the pinned cases and on ids made of the bytes that matter
    /// (digits, zeros, the separators and letters around them, a non-ASCII letter).
    @Test func sortKeysOrderAsPrecedes() {
        var random = SeededRandom(seed: 15)
        let pieces = ["0", "00", "1", "2", "9", "10", "007", "a", "A", "|==|", ".", "é", " ", "z", "plural.one", "/"]
        var ids = ["90°", "100", "270°", "a2", "a10", "a2x", "a02", "a", "a|==|plural.one", "", "Ä1", "Ä01", "x9y", "x10"]
        for _ in 0..<400 {
            ids.append((0..<random.next(6)).map { _ in pieces[random.next(pieces.count)] }.joined())
        }
        for a in ids {
            for b in ids {
                let expected = TransUnitOrder.precedes(a, b)
                let byKeys = TransUnitOrder.sortKeyPrecedes(TransUnitOrder.sortKey(a), TransUnitOrder.sortKey(b))
                #expect(expected == byKeys, "\(a.debugDescription) vs \(b.debugDescription)")
            }
        }
    }

    @Test func equalIdsPrecedeNeitherWay() {
        #expect(!TransUnitOrder.precedes("a10b", "a10b"))
        #expect(!TransUnitOrder.precedes("", ""))
    }
}
