/// A reproducible random number generator (SplitMix64): the same seed gives the same busy blocks,
/// stop points and latency samples on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for `seed` mixed with `label` (FNV-1a), so each scenario draws its own stream.
    public init(seed: UInt64, label: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in label.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        state = seed ^ hash
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range` (inclusive), without modulo bias worth caring about here.
    public mutating func integer(in range: ClosedRange<Int64>) -> Int64 {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        return span == 0 ? Int64(bitPattern: next()) : range.lowerBound + Int64(next() % span)
    }

    /// A uniformly distributed fraction in [0, 1).
    public mutating func fraction() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
