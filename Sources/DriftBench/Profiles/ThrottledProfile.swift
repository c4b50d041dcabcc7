/// `throttled:PERCENT`: the workers and the load run in a control group whose CPU quota is PERCENT of one core
/// (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us` per 100 ms period): a slow board or a throttled phone.
public struct ThrottledProfile: DriftProfile {
    public let name = "throttled"
    public var spec: String { "\(name):\(Self.percentText(percent))%" }
    public let summary = "workers and load in a cgroup with a CPU quota of PERCENT of one core (cpu.max or cpu.cfs_quota_us)"
    public let argumentName: String? = "PERCENT"
    /// The quota in percent of one core.
    public let percent: Double

    /// A profile with `percent` of one core (50 % until configured).
    public init(percent: Double = 50) { self.percent = percent }

    public func configured(argument: String?) throws(ProfileError) -> any DriftProfile {
        let expected = "a CPU quota from 1% to 100% of one core, e.g. throttled:20%"
        guard let argument else { throw .invalidArgument(profile: name, argument: nil, expected: expected) }
        let number = argument.hasSuffix("%") ? String(argument.dropLast()) : argument
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(number),
            (1...100).contains(value)
        else { throw .invalidArgument(profile: name, argument: argument, expected: expected) }
        return ThrottledProfile(percent: value)
    }

    public func contribute(to conditions: inout ProfileConditions) {
        conditions.cpuQuota = percent / 100
    }

    static func percentText(_ percent: Double) -> String {
        percent == percent.rounded() ? String(Int(percent)) : String(percent)
    }
}
