/// What a store counts when it limits a field.
public enum LengthUnit: String, Hashable, Sendable {
    /// "Characters", undocumented: checked against the safe count of ``TextMeasurement``.
    case characters
    /// Bytes of UTF-8 (App Store keywords).
    case utf8Bytes

    /// The unit's name in messages.
    public var noun: String {
        switch self {
        case .characters: "characters"
        case .utf8Bytes: "bytes of UTF-8"
        }
    }
}

/// A field's length limit: an optional minimum and a maximum, in one unit.
public struct LengthLimit: Hashable, Sendable {
    public var minimum: Int?
    public var maximum: Int
    public var unit: LengthUnit

    /// A limit of at most `maximum` (and at least `minimum`, if given) in `unit`.
    public init(minimum: Int? = nil, maximum: Int, unit: LengthUnit = .characters) {
        self.minimum = minimum
        self.maximum = maximum
        self.unit = unit
    }

    /// The length of `measurement` compared with the maximum (largest plausible count).
    public func lengthForMaximum(_ measurement: TextMeasurement) -> Int {
        switch unit {
        case .characters: measurement.safeCountForMaximum
        case .utf8Bytes: measurement.utf8Bytes
        }
    }

    /// The length of `measurement` compared with the minimum (smallest plausible count).
    public func lengthForMinimum(_ measurement: TextMeasurement) -> Int {
        switch unit {
        case .characters: measurement.safeCountForMinimum
        case .utf8Bytes: measurement.utf8Bytes
        }
    }
}
