/// The 64-bit FNV-1a hash: cheap and stable across runs and machines (unlike `Hasher`), for key caches and fingerprints.
public struct FNV1a {
    /// A hash of no bytes yet (the FNV offset basis).
    @inlinable public init() {}

    // Usable from inlinable code: writers in other modules hash every key byte by byte.
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The hash of the bytes mixed in so far.
    @inlinable public var value: UInt64 { state }

    /// Mixes in one byte.
    @inlinable @inline(__always)
    public mutating func mix(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Mixes in every byte of `bytes`, in order.
    @inlinable @inline(__always)
    public mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
    }
}
