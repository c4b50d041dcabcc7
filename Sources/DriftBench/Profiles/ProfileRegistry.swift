import Foundation

/// Every device profile, by name. Adding one is writing its type in its own file and adding one line to ``all``.
public enum ProfileRegistry {
    /// The registry (parametrised profiles with their default argument).
    public static let all: [any DriftProfile] = [
        AndroidBackgroundProfile(),
        ThrottledProfile(),
        FreezeProfile(),
        SleptProfile(),
    ]

    /// The profile registered as `name`, or nil.
    public static func named(_ name: String) -> (any DriftProfile)? {
        all.first { $0.name == name }
    }

    /// Every registered name, with its argument where it takes one (for help and error messages).
    public static var names: [String] { all.map { profile in profile.argumentName.map { "\(profile.name):\($0)" } ?? profile.name } }

    /// Parses one `--profile` item such as `throttled:20%`.
    public static func parse(_ text: String) throws(ProfileError) -> any DriftProfile {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts.first ?? "")
        guard let profile = named(name) else { throw .unknown(name: trimmed, choices: names) }
        return try profile.configured(argument: parts.count > 1 ? String(parts[1]) : nil)
    }

    /// Parses every item (each may itself be comma-separated), refusing the same profile twice.
    public static func parseList(_ items: [String]) throws(ProfileError) -> [any DriftProfile] {
        var profiles: [any DriftProfile] = []
        for item in items.flatMap({ $0.split(separator: ",") }) {
            let profile = try parse(String(item))
            if profiles.contains(where: { $0.name == profile.name }) {
                throw .invalidArgument(profile: profile.name, argument: String(item), expected: "each profile at most once")
            }
            profiles.append(profile)
        }
        return profiles
    }

    /// What `profiles` ask of the workers, together.
    public static func conditions(of profiles: [any DriftProfile]) -> ProfileConditions {
        var conditions = ProfileConditions()
        for profile in profiles { profile.contribute(to: &conditions) }
        return conditions
    }
}
