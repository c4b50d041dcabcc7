/// `slept:DURATION`: the workers run in a time namespace where BOOTTIME is ahead of MONOTONIC by DURATION, as
/// on a phone that has slept that long since boot (`unshare --time --boottime`).
public struct SleptProfile: DriftProfile {
    public let name = "slept"
    public var spec: String { "\(name):\(argumentText ?? Self.durationText(offsetNanoseconds))" }
    public let summary = "workers in a time namespace with BOOTTIME ahead of MONOTONIC by DURATION (e.g. slept:24h)"
    public let argumentName: String? = "DURATION"
    /// How far BOOTTIME is ahead.
    public let offsetNanoseconds: Int64
    /// The duration as given (`24h`), kept for the recorded profile name.
    let argumentText: String?

    /// A profile with BOOTTIME `offsetNanoseconds` ahead (24 h until configured).
    public init(offsetNanoseconds: Int64 = 86_400_000_000_000) {
        self.offsetNanoseconds = offsetNanoseconds
        argumentText = nil
    }

    private init(offsetNanoseconds: Int64, argumentText: String) {
        self.offsetNanoseconds = offsetNanoseconds
        self.argumentText = argumentText
    }

    /// The longest offset accepted: ten years, well inside the kernel's limits.
    static let longest: Int64 = 10 * 365 * 86_400_000_000_000

    public func configured(argument: String?) throws(ProfileError) -> any DriftProfile {
        let expected = "a duration with a unit, from 1s to 3650d, e.g. slept:24h, slept:90m or slept:3d"
        guard let argument else { throw .invalidArgument(profile: name, argument: nil, expected: expected) }
        let units: [(String, Int64)] = [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)]
        guard let unit = units.first(where: { argument.hasSuffix($0.0) }) else {
            throw .invalidArgument(profile: name, argument: argument, expected: expected)
        }
        let number = argument.dropLast(unit.0.count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(number), value >= 1,
            value <= Self.longest / (unit.1 * 1_000_000_000)
        else { throw .invalidArgument(profile: name, argument: argument, expected: expected) }
        return SleptProfile(offsetNanoseconds: value * unit.1 * 1_000_000_000, argumentText: argument)
    }

    public func contribute(to conditions: inout ProfileConditions) {
        conditions.boottimeOffsetNanoseconds = offsetNanoseconds
    }

    /// The offset in its largest whole unit, e.g. `24h`.
    static func durationText(_ nanoseconds: Int64) -> String {
        let seconds = nanoseconds / 1_000_000_000
        for (unit, size) in [("d", Int64(86_400)), ("h", 3_600), ("m", 60)] where seconds % size == 0 {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }
}
