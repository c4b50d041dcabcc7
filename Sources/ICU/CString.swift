/// Reads C strings that shim functions write into caller-provided buffers.
enum CString {
    /// Calls `body(buffer, capacity)`, which returns the length written (negative on failure), and decodes the bytes.
    static func read(capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let length = body(buffer.baseAddress!, Int32(capacity))
            guard length >= 0, Int(length) < capacity else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(length)), as: UTF8.self)
        }
    }

    /// The text of a NUL-terminated buffer (all of it when there is no NUL).
    static func decode(_ buffer: [CChar]) -> String {
        let end = buffer.firstIndex(of: 0) ?? buffer.endIndex
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
