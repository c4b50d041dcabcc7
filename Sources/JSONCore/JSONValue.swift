/// A JSON value built in memory (for new catalogs and for fields the typed model does not know); objects keep member order.
public enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// A number as its JSON text, e.g. `2` (kept as text so nothing is reformatted).
    case number(String)
    case bool(Bool)
    case null

    /// The value of member `key` if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One member of a `JSONValue.object`.
public struct JSONMember: Sendable, Equatable {
    /// The member name, unescaped.
    public var key: String
    /// The member value.
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
