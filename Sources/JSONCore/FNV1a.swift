/// The 64-bit FNV-1a hash: cheap and stable across runs and machines (unlike `Hasher`), for key caches and fingerprints.
public struct FNV1a {
    /// A hash of no bytes yet (the FNV offset basis).
    public init() {}

    /// The hash of the bytes mixed in so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in one byte.
    @inline(__always)
    public mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Mixes in every byte of `bytes`, in order.
    @inline(__always)
    public mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
    }
}
