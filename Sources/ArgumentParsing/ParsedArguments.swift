/// The result of parsing a command line against a ``CommandSignature``.
///
/// Accessors that convert values throw ``UsageError`` naming the option and the bad value.
public struct ParsedArguments: Sendable {
    /// Positional values, in order, as typed.
    public private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Warnings about the command line that do not stop it, such as a deprecated option spelling.
    public private(set) var warnings: [String] = []

    public init() {}

    mutating func append(positional: String) { positionals.append(positional) }
    mutating func set(flag name: String) { flags.insert(name) }
    mutating func append(value: String, for name: String) { values[name, default: []].append(value) }
    mutating func append(warning: String) { if !warnings.contains(warning) { warnings.append(warning) } }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for the option, or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option; comma-separated lists are split.
    public func values(_ name: String) -> [String] {
        (values[name] ?? []).flatMap(Self.items)
    }

    /// The items of one comma-separated value, trimmed, empty ones dropped.
    static func items(of value: String) -> [String] {
        value.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// The option's value converted by `parse`; a thrown error becomes a ``UsageError`` naming the option.
    public func value<T>(_ name: String, _ parse: (String) throws -> T) throws(UsageError) -> T? {
        guard let raw = value(name) else { return nil }
        do {
            return try parse(raw)
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("invalid value '\(raw)' for \(name): \(error)")
        }
    }

    /// The option's value as an integer within `range`.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = value(name) else { return nil }
        guard let number = Int(raw), range.contains(number) else {
            throw UsageError("invalid value '\(raw)' for \(name): expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// The option's value, which must be one of `choices`.
    public func choice(_ name: String, from choices: [String]) throws(UsageError) -> String? {
        guard let raw = value(name) else { return nil }
        guard choices.contains(raw) else {
            throw UsageError("invalid value '\(raw)' for \(name): expected one of \(choices.joined(separator: ", "))")
        }
        return raw
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
