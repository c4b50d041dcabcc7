import Foundation

/// A logarithmic axis over durations that starts and ends at the 1-2-5 values around the data (no whole decades
/// of empty axis), with as many ticks as fit without their labels touching.
struct LogScale {
    /// The axis ends, in nanoseconds.
    let low: Double, high: Double
    /// The labelled values, ascending.
    let ticks: [Double]

    /// A scale covering the positive `values` (nanoseconds), laid along `length` pixels; labels need `labelSpacing`
    /// pixels between tick centres. With no positive value it spans 10 µs to 1 ms.
    init(values: [Double], length: Double, labelSpacing: Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        var low = Self.niceBelow(positive.min() ?? 1e4)
        var high = Self.niceAbove(positive.max() ?? 1e6)
        if high <= low { high = Self.niceAbove(low * 1.01) }
        // At least a factor of 4 so that one cluster of values does not fill the whole axis.
        while high / low < 4 { (low, high) = (Self.niceBelow(low * 0.99), Self.niceAbove(high * 1.01)) }
        self.low = low
        self.high = high
        let decades = log10(high / low)
        let pixelsPerDecade = length / decades
        let candidates: [[Double]] = [[1, 2, 5], [1, 3], [1]]
        var chosen: [Double] = []
        for mantissas in candidates {
            let values = Self.values(from: low, to: high, mantissas: mantissas)
            let gaps = zip(values, values.dropFirst()).map { log10($1 / $0) * pixelsPerDecade }
            chosen = values
            if gaps.allSatisfy({ $0 >= labelSpacing }) { break }
        }
        if zip(chosen, chosen.dropFirst()).contains(where: { log10($1 / $0) * pixelsPerDecade < labelSpacing }) {
            // Even whole decades are too close: label every second or third decade.
            let step = Int((labelSpacing / pixelsPerDecade).rounded(.up))
            chosen = chosen.enumerated().filter { $0.offset % step == 0 }.map(\.element)
        }
        ticks = chosen
    }

    /// Where `value` falls between `start` (at `low`) and `end` (at `high`), clamped to the axis.
    func position(_ value: Double, from start: Double, to end: Double) -> Double {
        let fraction = log10(min(max(value, low), high) / low) / log10(high / low)
        return start + (end - start) * fraction
    }

    /// The largest 1-2-5 value not above `value`.
    static func niceBelow(_ value: Double) -> Double {
        let decade = pow(10, log10(value).rounded(.down))
        return [5.0, 2, 1].map { $0 * decade }.first { $0 <= value * 1.000001 } ?? decade
    }

    /// The smallest 1-2-5 value not below `value`.
    static func niceAbove(_ value: Double) -> Double {
        let decade = pow(10, log10(value).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * decade }.first { $0 >= value * 0.999999 } ?? 10 * decade
    }

    private static func values(from low: Double, to high: Double, mantissas: [Double]) -> [Double] {
        var result: [Double] = []
        var decade = pow(10, log10(low).rounded(.down))
        while decade <= high * 1.000001 {
            for mantissa in mantissas {
                let value = mantissa * decade
                if value >= low * 0.999999, value <= high * 1.000001 { result.append(value) }
            }
            decade *= 10
        }
        return result
    }

    /// A tick label: `50 µs`, `2 ms`, `10 s`.
    static func label(_ nanoseconds: Double) -> String {
        func number(_ value: Double) -> String {
            value >= 1 && value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
        }
        switch nanoseconds {
        case ..<1e3: return "\(number(nanoseconds)) ns"
        case ..<1e6: return "\(number(nanoseconds / 1e3)) µs"
        case ..<1e9: return "\(number(nanoseconds / 1e6)) ms"
        default: return "\(number(nanoseconds / 1e9)) s"
        }
    }
}
