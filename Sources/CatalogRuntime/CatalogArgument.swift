/// One argument of a localized string, typed as its format specifier expects (`%lld` integer, `%@` string).
///
/// Literals work directly: `catalog.localized("Round %lld starts in %lld seconds", locale: "de", 3, 10)`.
public enum CatalogArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
    /// For `%lld`, `%d`, `%ld` (and plural selection).
    case integer(Int)
    /// For `%llu`, `%u`, `%x`, `%o`.
    case unsigned(UInt)
    /// For `%f`, `%.1f`, `%g`, `%e`.
    case double(Double)
    /// For `%@` and `%s`.
    case string(String)

    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// The value as a whole number, when it is one (or a string holding one).
    var integerValue: Int64? {
        switch self {
        case .integer(let value): Int64(value)
        case .unsigned(let value): Int64(exactly: value)
        case .double(let value): value.isFinite && value.magnitude < 9.2e18 ? Int64(value) : nil
        case .string(let text): Int64(text)
        }
    }

    /// The value as a floating-point number, when it is a number (or a string holding one).
    var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .unsigned(let value): Double(value)
        case .double(let value): value
        case .string(let text): Double(text)
        }
    }

    /// The value as `%@` prints it.
    var text: String {
        switch self {
        case .integer(let value): String(value)
        case .unsigned(let value): String(value)
        case .double(let value): String(value)
        case .string(let text): text
        }
    }
}

/// The device a device variation is chosen for; `nil` (or a device without its own case) uses `other`.
public enum CatalogDevice: String, Sendable, CaseIterable {
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision
}

/// A key of a table with its arguments, not yet resolved for a locale: what generated accessors return.
public struct LocalizedText: Sendable, Hashable {
    /// The catalog key.
    public var key: String
    /// The table (catalog file base name) holding the key.
    public var table: String
    /// The arguments in order (argument 1 first).
    public var arguments: [CatalogArgument]

    /// A key of `table` with its arguments.
    public init(key: String, table: String = "Localizable", arguments: [CatalogArgument] = []) {
        self.key = key
        self.table = table
        self.arguments = arguments
    }
}
