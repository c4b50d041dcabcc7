/// Every event format, by name. Adding one is writing its type in its own file and adding one line to ``all``.
public enum CueEventFormatRegistry {
    /// All formats, in the order help lists them.
    public static let all: [any CueEventFormat] = [
        TextEventFormat(),
        JSONLinesEventFormat(),
    ]

    /// The format registered as `name`, or nil.
    public static func named(_ name: String) -> (any CueEventFormat)? { all.first { $0.name == name } }

    /// Every registered name, in registry order.
    public static var names: [String] { all.map(\.name) }
}
