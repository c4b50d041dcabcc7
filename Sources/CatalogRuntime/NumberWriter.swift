import ICU
import Synchronization

/// Writes numbers for one locale and tells their plural category, through ICU; formatters per skeleton
/// are opened once and shared (ICU number formatters are immutable and thread-safe).
final class NumberWriter: Sendable {
    /// A number as written, with the index of its plural category (``BundleNode/index(_:)``).
    typealias Written = (text: String, category: Int)

    /// Counts below this are written once, when the locale is first used: app counts are nearly always
    /// small, and a table read is far cheaper than an ICU format call on every lookup.
    static let smallIntegerLimit = 1024

    let locale: String
    private let standard: NumberDisplay?
    private let smallIntegers: [Written]
    private let others = Mutex<[String: NumberDisplay]>([:])

    init(locale: String) {
        self.locale = locale
        let standard = try? NumberDisplay(locale: locale)
        self.standard = standard
        smallIntegers =
            standard.map { display in
                (0..<Self.smallIntegerLimit).map { Self.written(display.format(Int64($0))) }
            } ?? []
    }

    /// An integer written with the locale's default format.
    func standard(_ value: Int64) -> Written? {
        if value >= 0, value < Int64(smallIntegers.count) { return smallIntegers[Int(value)] }
        return standard.map { Self.written($0.format(value)) }
    }

    /// The display for a skeleton, or nil when ICU rejects it (callers then print plainly).
    func display(_ skeleton: String) -> NumberDisplay? {
        if skeleton.isEmpty { return standard }
        if let cached = others.withLock({ $0[skeleton] }) { return cached }
        guard let fresh = try? NumberDisplay(locale: locale, skeleton: skeleton) else { return nil }
        return others.withLock { cache in
            if let raced = cache[skeleton] { return raced }
            cache[skeleton] = fresh
            return fresh
        }
    }

    static func written(_ result: (text: String, category: String)) -> Written {
        (result.text, PluralCategory(rawValue: result.category).map(BundleNode.index) ?? BundleNode.index(.other))
    }
}
