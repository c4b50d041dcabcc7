import JSONCore

/// Where a reporter writes: text leaves in pieces of about 64 KiB, so a report of megabytes never sits whole in memory.
public struct ReportOutput {
    /// Bytes collected before they are handed to the sink.
    static let pieceSize = 1 << 16

    private var pending: [UInt8] = []
    private let sink: ([UInt8]) -> Void

    /// An output that hands each piece of UTF-8 text to `sink`, in order.
    public init(_ sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        pending.reserveCapacity(Self.pieceSize + 4096)
    }

    /// Appends `text`; a full piece goes to the sink.
    public mutating func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.pieceSize { flush() }
    }

    /// Appends UTF-8 bytes; a full piece goes to the sink.
    mutating func write(bytes: [UInt8]) {
        if pending.isEmpty, bytes.count >= Self.pieceSize {
            // Already a piece of its own (a rendered slice of findings): hand it on without copying.
            sink(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.pieceSize { flush() }
    }

    /// Hands everything written so far to the sink.
    public mutating func flush() {
        guard !pending.isEmpty else { return }
        sink(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

extension ReportOutput {
    /// Hands all the text `writer` has written so far to this output.
    mutating func write(_ writer: inout JSONStreamWriter) {
        write(bytes: writer.takeBytes())
    }

    /// Hands the rest of `writer`'s text to this output, with a final newline when `endingWithNewline`, and flushes.
    mutating func finish(_ writer: inout JSONStreamWriter, endingWithNewline: Bool) {
        write(bytes: writer.finish(endingWithNewline: endingWithNewline))
        flush()
    }
}
