/// The 64-bit FNV-1a hash: cheap and stable across runs and machines (unlike `Hasher`), for key caches and fingerprints.
struct FNV1a {
    /// The hash of the bytes mixed in so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// Mixes in one byte.
    @inline(__always)
    mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Mixes in every byte of `bytes`, in order.
    @inline(__always)
    mutating func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
    }
}
