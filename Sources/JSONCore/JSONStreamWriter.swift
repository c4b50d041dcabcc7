/// Writes pretty JSON straight into bytes with exactly the layout of `JSONOutput.render`, without building a
/// `JSONValue` tree first: reporters stream tens of thousands of findings through it (megabytes of output).
public struct JSONStreamWriter {
    /// The text written and not yet taken.
    public private(set) var bytes: [UInt8] = []
    /// The open containers, innermost last, with how many members or elements each has so far.
    private var open: [(isObject: Bool, count: Int)] = []

    /// A writer at the top level, with room for `capacity` bytes before its buffer grows.
    public init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer that continues inside `containers` (another writer's `containers`), after `elementsBefore` elements of
    /// the innermost array: parallel slices of one array each write their part.
    public init(resuming containers: [(isObject: Bool, count: Int)], elementsBefore: Int) {
        open = containers
        open[open.count - 1].count += elementsBefore
    }

    /// The open containers, outermost first, with how many members or elements each has so far.
    public var containers: [(isObject: Bool, count: Int)] { open }

    /// Counts `count` elements written by resumed writers into the innermost array.
    public mutating func countElements(_ count: Int) {
        open[open.count - 1].count += count
    }

    /// All the text written so far; the writer keeps its capacity for what comes next.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    public mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((true, 0))
    }

    public mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        open.append((false, 0))
    }

    /// Closes the innermost object or array (`{}` / `[]` when nothing was written into it).
    public mutating func end() {
        let container = open.removeLast()
        if container.count > 0 { JSONOutput.newline(open.count, &bytes) }
        bytes.append(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Starts a member of the innermost object; the next value written is its value.
    public mutating func key(_ name: String) {
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        JSONOutput.newline(open.count, &bytes)
        JSONOutput.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
    }

    public mutating func string(_ text: String) {
        beforeValue()
        JSONOutput.appendString(text, to: &bytes)
    }

    /// A string, or `null` when nil.
    public mutating func string(_ text: String?) {
        guard let text else { return value(.null) }
        string(text)
    }

    public mutating func number(_ number: Int) {
        beforeValue()
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Any value, laid out as `JSONOutput` lays it out at this depth.
    public mutating func value(_ value: JSONValue) {
        beforeValue()
        JSONOutput.append(value, indent: open.count, to: &bytes)
    }

    /// The rest of the text, with a final newline when `endingWithNewline`; the writer is empty afterwards.
    public mutating func finish(endingWithNewline: Bool) -> [UInt8] {
        if endingWithNewline { bytes.append(0x0A) }
        defer { bytes = [] }
        return bytes
    }

    /// Array elements get their separator and line here; object members got theirs in `key`.
    private mutating func beforeValue() {
        guard let last = open.last, !last.isObject else { return }
        if last.count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        JSONOutput.newline(open.count, &bytes)
    }
}
