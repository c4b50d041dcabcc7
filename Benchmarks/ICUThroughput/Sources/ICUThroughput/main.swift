import Dispatch
import ICU

// Measures operations per second of the ICU layer on realistic round-timer labels. Each workload runs for a
// fixed wall time (after a warm-up) and reports the best of several rounds, so a busy neighbour shows up as
// a lower figure rather than a failure.

let labels = [
    "Round", "Rest", "Get ready", "Round %lld of %lld", "%lld rounds remaining", "Workout complete",
    "Раунд %lld из %lld", "Осталось %lld раундов", "Przerwa", "Runda %lld z %lld", "Odpočinek",
    "جولة %lld من %lld", "סבב %lld מתוך %lld", "ラウンド %lld/%lld", "休息", "第%lld轮，共%lld轮",
    "Trainingseinheit abgeschlossen", "Séance terminée", "Descanso", "Rodada %lld de %lld",
    "👍🏽 Gut gemacht!", "e\u{301}tape suivante",
]
let labelBytes = labels.reduce(0) { $0 + $1.utf8.count }
let paragraph = String(repeating: labels.joined(separator: " "), count: 200)

struct Measurement {
    var name: String
    var operationsPerSecond: Double
    var bytesPerSecond: Double?
}

/// Runs `body` (which performs `operations` operations over `bytes` bytes) repeatedly; best of 5 rounds of ~0.3 s.
func measure(_ name: String, operations: Int, bytes: Int? = nil, _ body: () throws -> Int) rethrows -> Measurement {
    var sink = 0
    for _ in 0..<3 { sink &+= try body() }
    var best = Double.infinity
    for _ in 0..<5 {
        var calls = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed: UInt64 = 0
        while elapsed < 300_000_000 {
            sink &+= try body()
            calls += 1
            elapsed = DispatchTime.now().uptimeNanoseconds - start
        }
        best = min(best, Double(elapsed) / 1e9 / Double(calls))
    }
    if sink == 42 { print("") }  // keeps the work observable
    return Measurement(
        name: name, operationsPerSecond: Double(operations) / best,
        bytesPerSecond: bytes.map { Double($0) / best })
}

let english = try PluralRules(locale: "en")
let russian = try PluralRules(locale: "ru")
let arabic = try PluralRules(locale: "ar")
let decimals = (0..<1000).map { DisplayedNumber("\($0 / 10).\($0 % 10)")! }
let integers = Array(0..<1000)
let largerIntegers = Array(10_000..<11_000)

var results: [Measurement] = []
results.append(try measure("grapheme count, short labels", operations: labels.count, bytes: labelBytes) {
    var total = 0
    for label in labels { total += try TextMetrics.graphemeCount(label) }
    return total
})
results.append(try measure("grapheme count, ASCII labels", operations: 6, bytes: labels.prefix(6).reduce(0) { $0 + $1.utf8.count }) {
    var total = 0
    for label in labels.prefix(6) { total += try TextMetrics.graphemeCount(label) }
    return total
})
results.append(try measure("grapheme count, \(paragraph.utf8.count / 1024) KiB text", operations: 1, bytes: paragraph.utf8.count) {
    try TextMetrics.graphemeCount(paragraph)
})
results.append(measure("Swift String.count (for comparison), short labels", operations: labels.count, bytes: labelBytes) {
    var total = 0
    for label in labels { total += label.count }
    return total
})
results.append(try measure("display columns, short labels", operations: labels.count, bytes: labelBytes) {
    var total = 0
    for label in labels { total += try TextMetrics.displayColumns(label) }
    return total
})
results.append(try measure("line-break opportunities, short labels", operations: labels.count, bytes: labelBytes) {
    var total = 0
    for label in labels { total += try TextMetrics.lineBreakOpportunities(in: label).count }
    return total
})
results.append(try measure("plural category of an Int, 0-999 (ru, remembered)", operations: integers.count) {
    var few = 0
    for number in integers where try russian.category(for: number) == .few { few += 1 }
    return few
})
results.append(try measure("plural category of an Int, 10000-10999 (ru, asks ICU)", operations: largerIntegers.count) {
    var few = 0
    for number in largerIntegers where try russian.category(for: number) == .few { few += 1 }
    return few
})
results.append(try measure("plural category of an Int, 0-999 (ar, remembered)", operations: integers.count) {
    var few = 0
    for number in integers where try arabic.category(for: number) == .few { few += 1 }
    return few
})
results.append(try measure("plural category of a displayed decimal (en, 0.0-99.9)", operations: decimals.count) {
    var one = 0
    for number in decimals where try english.category(for: number) == .one { one += 1 }
    return one
})
results.append(try measure("PluralRules(locale:) from the cache", operations: 1000) {
    var total = 0
    for _ in 0..<1000 { total += try PluralRules(locale: russian.locale).categories.count }
    return total
})

// Several threads at once: the shared compiled rules and per-thread break iterators must scale, not serialize.
// Each thread repeats its loop so the work dwarfs concurrentPerform's own start-up cost.
let threads = 2, repeats = 50
results.append(measure("plural category of an Int, 10000-10999 (ru), \(threads) threads", operations: largerIntegers.count * threads * repeats) {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        var few = 0
        for _ in 0..<repeats {
            for number in largerIntegers where (try? russian.category(for: number)) == .few { few += 1 }
        }
        precondition(few > 0)
    }
    return 0
})
results.append(measure("grapheme count, short labels, \(threads) threads", operations: labels.count * threads * repeats, bytes: labelBytes * threads * repeats) {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        var total = 0
        for _ in 0..<repeats {
            for label in labels { total += (try? TextMetrics.graphemeCount(label)) ?? 0 }
        }
        precondition(total > 0)
    }
    return 0
})

print("ICU \(ICUVersion.icu), CLDR \(ICUVersion.cldr); best of 5 rounds of 0.3 s each")
let width = results.map(\.name.count).max()!
for result in results {
    let rate = result.operationsPerSecond
    var line = result.name.padding(width) + "  "
        + (rate >= 1e6 ? format(rate / 1e6, "M ops/s") : rate >= 1e3 ? format(rate / 1e3, "k ops/s") : format(rate, "ops/s"))
    if let bytes = result.bytesPerSecond { line += "  " + format(bytes / 1e6, "MB/s") }
    line += "  (" + format(1e9 / result.operationsPerSecond, "ns/op") + ")"
    print(line)
}

func format(_ value: Double, _ unit: String) -> String {
    let digits = value >= 100 ? 0 : value >= 1 ? 1 : 3
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return "\(digits == 0 ? String(Int(rounded)) : String(rounded)) \(unit)"
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
