import Foundation

/// A setting that differs between runs merged into one report (plan, strategy set, poll interval…): their figures
/// still go side by side, but a reader must know they were not measured the same way.
public struct SettingsDifference: Sendable, Equatable, CustomStringConvertible {
    /// The setting in plural words, e.g. `plans`, `strategy sets`, `poll settings`.
    public var setting: String
    /// Each distinct value with the files that have it, in the order the files were given.
    public var values: [(value: String, paths: [String])]
    /// Every file compared, in the order given.
    public var files: [String]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.setting == rhs.setting && lhs.values.map(\.value) == rhs.values.map(\.value)
            && lhs.values.map(\.paths) == rhs.values.map(\.paths)
    }

    /// A sentence naming the files: `a.json and b.json were run with different plans (3x10s/5s in a.json; 2x3s/2s in
    /// b.json); …`; with more than two files, `These 8 results files were run with …`, each value naming its files.
    public var description: String {
        let who = files.count == 2 ? "\(files[0]) and \(files[1])" : "These \(files.count) results files"
        let each = values.map { value in
            var seen = Set<String>()
            return "\(value.value) in \(value.paths.filter { seen.insert($0).inserted }.joined(separator: ", "))"
        }
        return "\(who) were run with different \(setting) (\(each.joined(separator: "; "))); compare their figures with that in mind."
    }

    /// The run settings that matter for comparing figures; the seed (a different draw of the same conditions) and
    /// what follows from the plan are left out. Settings this build does not know by name are compared too.
    static let ignoredKeys: Set<String> = ["seed", "plannedCues", "sessionNanoseconds"]

    /// Every setting on which `runs` differ, in a fixed order (known settings first, then the others by name).
    static func all(in runs: [(path: String, results: DriftResults)]) -> [SettingsDifference] {
        let settings = runs.map { run in (run.path, flatten(run.results.settings)) }
        let keys = Set(settings.flatMap { $0.1.keys }).subtracting(ignoredKeys)
        let known = ["plan", "strategies", "scenarios", "simulateAll", "pollNanoseconds"]
        let ordered = known.filter(keys.contains) + keys.subtracting(known).sorted()
        var differences: [SettingsDifference] = []
        for key in ordered {
            var values: [(value: String, paths: [String])] = []
            for (path, flat) in settings {
                let value = flat[key] ?? "not recorded"
                if let index = values.firstIndex(where: { $0.value == value }) {
                    values[index].paths.append(path)
                } else {
                    values.append((value, [path]))
                }
            }
            if values.count > 1 {
                differences.append(SettingsDifference(setting: words(for: key), values: values, files: runs.map(\.path)))
            }
        }
        return differences
    }

    /// A user's words for a settings key.
    static func words(for key: String) -> String {
        switch key {
        case "plan": "plans"
        case "strategies": "strategy sets"
        case "scenarios": "scenario sets"
        case "simulateAll": "measurement modes"
        case "pollNanoseconds": "poll settings"
        case "profiles": "device profiles (--profile)"
        case "solo": "side-by-side and --solo modes"
        default: "settings '\(key)'"
        }
    }

    /// Each setting as comparable text: lists as sorted sets, durations in units, `--simulate` in words.
    static func flatten(_ settings: RunSettings) -> [String: String] {
        guard let data = try? JSONEncoder().encode(settings),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return [:] }
        var flat: [String: String] = [:]
        for (key, value) in object {
            switch value {
            case let list as [String]: flat[key] = list.sorted().joined(separator: ", ")
            case let number as NSNumber where key == "simulateAll":
                flat[key] = number.boolValue ? "--simulate" : "real clocks where possible"
            case let number as NSNumber where key.hasSuffix("Nanoseconds"):
                flat[key] = Formatting.roughDuration(number.int64Value)
            case let text as String: flat[key] = text
            default:
                let encoded = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                flat[key] = encoded.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
            }
        }
        return flat
    }
}
