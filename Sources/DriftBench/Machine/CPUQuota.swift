import Foundation

/// The CFS bandwidth limit a process runs under: the tightest `cpu.max` (v2) or `cpu.cfs_quota_us` per
/// `cpu.cfs_period_us` (v1) of its cgroup and every ancestor, as a fraction of one core. `nproc` and
/// `ProcessInfo.activeProcessorCount` do not see it (a 20 % quota still reads "2 cores").
enum CPUQuota {
    /// The quota in force for the process `pid` (this one by default), or nil when none limits it.
    static func inForce(pid: String = "self", mounts: ControlGroups.Mounts = .current()) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/cgroup", encoding: .utf8) else { return nil }
        var tightest: Double?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let controllers = fields[1].split(separator: ",").map(String.init)
            let path = String(fields[2])
            if controllers.contains("cpu"), let root = mounts.v1["cpu"] {
                tightest = tighter(tightest, walk(root: root, path: path, read: v1Quota))
            } else if fields[0] == "0", controllers.isEmpty, let root = mounts.v2 {
                tightest = tighter(tightest, walk(root: root, path: path, read: v2Quota))
            }
        }
        return tightest
    }

    /// The quota of one group directory, or nil when unlimited (or unreadable).
    static func ofGroup(_ directory: String) -> Double? {
        v1Quota(directory) ?? v2Quota(directory)
    }

    private static func walk(root: String, path: String, read: (String) -> Double?) -> Double? {
        var components = path.split(separator: "/").map(String.init)
        var tightest: Double?
        while true {
            let directory = ([root] + components).joined(separator: "/")
            tightest = tighter(tightest, read(directory))
            if components.isEmpty { return tightest }
            components.removeLast()
        }
    }

    private static func tighter(_ a: Double?, _ b: Double?) -> Double? {
        switch (a, b) {
        case (let a?, let b?): min(a, b)
        default: a ?? b
        }
    }

    private static func v1Quota(_ directory: String) -> Double? {
        guard let quota = number("\(directory)/cpu.cfs_quota_us"), quota > 0, let period = number("\(directory)/cpu.cfs_period_us"),
            period > 0
        else { return nil }
        return quota / period
    }

    private static func v2Quota(_ directory: String) -> Double? {
        guard let text = try? String(contentsOfFile: "\(directory)/cpu.max", encoding: .utf8) else { return nil }
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2, let quota = Double(fields[0]), let period = Double(fields[1]), period > 0 else { return nil }
        return quota / period
    }

    private static func number(_ path: String) -> Double? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}
