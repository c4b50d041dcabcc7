/// `android-background`: each worker sets its timer slack to 40 ms (`PR_SET_TIMERSLACK`), AOSP's `TimerSlackHigh`
/// for background apps (`libprocessgroup/profiles/task_profiles.json`).
public struct AndroidBackgroundProfile: DriftProfile {
    public let name = "android-background"
    public var spec: String { name }
    public let summary = "timer slack 40 ms in each worker (PR_SET_TIMERSLACK), as Android gives background apps"
    public let argumentName: String? = nil
    /// AOSP `TimerSlackHigh`.
    public static let slackNanoseconds: Int64 = 40_000_000

    public init() {}

    public func configured(argument: String?) throws(ProfileError) -> any DriftProfile {
        if let argument { throw .invalidArgument(profile: name, argument: argument, expected: "no value (android-background)") }
        return self
    }

    public func contribute(to conditions: inout ProfileConditions) {
        conditions.timerSlackNanoseconds = Self.slackNanoseconds
    }
}
