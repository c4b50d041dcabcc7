/// An output byte buffer over a fixed region; writing past the end sets `overflowed` instead of growing.
///
/// Writers run inside `ByteBuffer.collect`, which writes straight into the result array's storage (no final copy,
/// so writing a catalog costs one output-sized allocation) and reruns the writer with more room on overflow.
public struct ByteBuffer: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0
    /// Set when a write did not fit; the content is then incomplete and the caller retries with more room.
    private(set) var overflowed = false

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
                var buffer = ByteBuffer(storage)
                do throws(Failure) {
                    try body(&buffer)
                } catch {
                    failure = error
                }
                fitted = !buffer.overflowed
                initialized = fitted && failure == nil ? buffer.count : 0
            }
            if let failure { throw failure }
            if fitted { return bytes }
            capacity *= 2
        }
    }

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        guard count < capacity else { return overflow() }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        guard count + bytes.count <= capacity else { return overflow() }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `count` copies of `byte` (indentation).
    @inline(__always)
    public mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        guard count + repeats <= capacity else { return overflow() }
        (base + count).update(repeating: byte, count: repeats)
        count += repeats
    }

    @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func overflow() {
        overflowed = true
        // Stop writing: later appends cannot fit either once one has failed at this count.
        count = capacity
    }
}
