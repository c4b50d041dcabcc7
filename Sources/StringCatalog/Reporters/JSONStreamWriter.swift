/// Writes pretty JSON straight into bytes with exactly the layout of `JSONOutput.render`, without building a
/// `JSONValue` tree first: reporters stream tens of thousands of findings through it (megabytes of output).
struct JSONStreamWriter {
    private(set) var bytes: [UInt8] = []
    /// The open containers, innermost last, with how many members or elements each has so far.
    private var open: [(isObject: Bool, count: Int)] = []

    init() {
        bytes.reserveCapacity(ReportOutput.pieceSize + 4096)
    }

    /// A writer that continues inside `containers` (another writer's `containers`), after `elementsBefore` elements of
    /// the innermost array: parallel slices of one array each write their part.
    init(resuming containers: [(isObject: Bool, count: Int)], elementsBefore: Int) {
        open = containers
        open[open.count - 1].count += elementsBefore
    }

    /// The open containers, outermost first, with how many members or elements each has so far.
    var containers: [(isObject: Bool, count: Int)] { open }

    /// Counts `count` elements written by resumed writers into the innermost array.
    mutating func countElements(_ count: Int) {
        open[open.count - 1].count += count
    }

    /// Hands all the text written so far to `output`.
    mutating func handOverAll(to output: inout ReportOutput) {
        output.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((true, 0))
    }

    mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        open.append((false, 0))
    }

    /// Closes the innermost object or array (`{}` / `[]` when nothing was written into it).
    mutating func end() {
        let container = open.removeLast()
        if container.count > 0 { JSONOutput.newline(open.count, &bytes) }
        bytes.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Starts a member of the innermost object; the next value written is its value.
    mutating func key(_ name: String) {
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        JSONOutput.newline(open.count, &bytes)
        JSONOutput.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    mutating func string(_ text: String) {
        beforeValue()
        JSONOutput.appendString(text, to: &bytes)
    }

    /// A string, or `null` when nil.
    mutating func string(_ text: String?) {
        guard let text else { return value(.null) }
        string(text)
    }

    mutating func number(_ number: Int) {
        beforeValue()
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Any value, laid out as `JSONOutput` lays it out at this depth.
    mutating func value(_ value: JSONValue) {
        beforeValue()
        JSONOutput.append(value, indent: open.count, to: &bytes)
    }

    /// Hands the rest of the text to `output`, with a final newline when `endingWithNewline`, and flushes it.
    mutating func finish(endingWithNewline: Bool, to output: inout ReportOutput) {
        if endingWithNewline { bytes.append(0x0A) }
        output.write(bytes: bytes)
        bytes = []
        output.flush()
    }

    /// Array elements get their separator and line here; object members got theirs in `key`.
    private mutating func beforeValue() {
        guard let last = open.last, !last.isObject else { return }
        if last.count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        JSONOutput.newline(open.count, &bytes)
    }
}
