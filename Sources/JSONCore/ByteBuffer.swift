/// An output byte buffer over a fixed region; writing past the end sets `overflowed` instead of growing.
///
/// Writers run inside `ByteBuffer.collect`, which writes straight into the result array's storage (no final copy,
/// so writing a catalog costs one output-sized allocation) and reruns the writer with more room on overflow.
public struct ByteBuffer: ~Copyable {
    // Internal but usable from inlinable code: every byte a writer in another module appends goes through
    // `append`, so it must inline into the caller as it did when the writers shared this module.
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var written = 0
    /// Set when a write did not fit; the content is then incomplete and the caller retries with more room.
    @usableFromInline var overflowed = false

    /// How many bytes have been written.
    @inlinable public var count: Int { written }

    private init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        base = storage.baseAddress!
        capacity = storage.count
    }

    /// Runs `body` into a buffer of `estimate` bytes, doubling the room until it fits, and returns exactly the bytes written.
    public static func collect<Failure: Error>(
        estimate: Int, _ body: (inout ByteBuffer) throws(Failure) -> Void
    ) throws(Failure) -> [UInt8] {
        var capacity = max(estimate, 64)
        while true {
            var failure: Failure?
            var fitted = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
                HugePages.advise(storage.baseAddress, count: storage.count)
                var buffer = ByteBuffer(storage)
                do throws(Failure) {
                    try body(&buffer)
                } catch {
                    failure = error
                }
                fitted = !buffer.overflowed
                initialized = fitted && failure == nil ? buffer.written : 0
            }
            if let failure { throw failure }
            if fitted { return bytes }
            capacity *= 2
        }
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        guard written < capacity else { return overflow() }
        base[written] = byte
        written += 1
    }

    /// Appends the bytes of `bytes`.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        guard written + bytes.count <= capacity else { return overflow() }
        (base + written).update(from: source, count: bytes.count)
        written += bytes.count
    }

    /// Appends `count` copies of `byte` (indentation).
    @inlinable @inline(__always)
    public mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        guard written + repeats <= capacity else { return overflow() }
        (base + written).update(repeating: byte, count: repeats)
        written += repeats
    }

    /// Appends the UTF-8 bytes of `text`.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @usableFromInline mutating func overflow() {
        overflowed = true
        // Stop writing: later appends cannot fit either once one has failed at this count.
        written = capacity
    }
}
