/// `freeze`: the suspend scenario stops the timers with the cgroup freezer (v2 `cgroup.freeze`, v1
/// `freezer.state`) instead of SIGSTOP: no signal, the process sleeps, as iOS suspends an app and Android's
/// cached-app freezer does (AOSP `Frozen` profile).
public struct FreezeProfile: DriftProfile {
    public let name = "freeze"
    public var spec: String { name }
    public let summary = "suspend freezes the workers' cgroup (cgroup.freeze / freezer.state) instead of SIGSTOP"
    public let argumentName: String? = nil

    public init() {}

    public func configured(argument: String?) throws(ProfileError) -> any DriftProfile {
        if let argument { throw .invalidArgument(profile: name, argument: argument, expected: "no value (freeze)") }
        return self
    }

    public func contribute(to conditions: inout ProfileConditions) {
        conditions.freezesSuspensions = true
    }
}
