/// A place where a line may (or must) break: the text before `index` can end a line.
public struct LineBreakOpportunity: Sendable, Hashable {
    /// The position in the measured string where the next line would start (a `String.Index` of that string).
    public let index: String.Index
    /// The same position as a UTF-8 byte offset from the start of the string.
    public let utf8Offset: Int
    /// Whether the break is required (after a line feed or other hard line break) rather than allowed.
    public let isMandatory: Bool
}
