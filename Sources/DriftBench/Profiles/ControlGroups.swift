import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The control groups one profiled run creates, named `timekeeper-drift-<runner pid>` under the cgroup mounts, and
/// everything about them: creating them with the CPU quota, freezing and thawing, and removing them again.
///
/// They never outlive the run: the runner removes them at its end (Ctrl-C included), a janitor worker removes
/// them if the runner is killed (it watches the runner through PR_SET_PDEATHSIG), and every profiled run first
/// sweeps groups left by runners that are gone.
final class ControlGroups: Sendable {
    /// How the workers are frozen.
    enum FreezerKind: String, Sendable {
        /// cgroup v2 `cgroup.freeze` (the worker sleeps, state S).
        case v2 = "cgroup v2 cgroup.freeze"
        /// cgroup v1 `freezer.state` (state D).
        case v1 = "cgroup v1 freezer.state"
    }

    /// The group every worker and the load join for the CPU quota (nil without one).
    let cpuGroup: String?
    /// How the quota is set, e.g. `cgroup v1 cpu.cfs_quota_us=20000 per cpu.cfs_period_us=100000`.
    let quotaDescription: String?
    /// The group the strategy workers join to be frozen (nil without `freeze`).
    let freezerGroup: String?
    /// Which freezer.
    let freezerKind: FreezerKind?

    /// Every group created, parents first.
    var all: [String] { [cpuGroup, freezerGroup].compactMap { $0 } }

    /// The name prefix of every group a run creates.
    static let prefix = "timekeeper-drift-"
    /// The CFS period the quota is a share of.
    static let periodMicroseconds = 100_000

    private init(cpuGroup: String?, quotaDescription: String?, freezerGroup: String?, freezerKind: FreezerKind?) {
        self.cpuGroup = cpuGroup
        self.quotaDescription = quotaDescription
        self.freezerGroup = freezerGroup
        self.freezerKind = freezerKind
    }

    /// The cgroup hierarchies mounted here: v1 ones by controller, and the v2 one.
    struct Mounts: Equatable {
        var v1: [String: String] = [:]
        var v2: String?

        /// Reads `/proc/self/mountinfo` (or the given text).
        static func current(_ text: String? = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) -> Mounts {
            var mounts = Mounts()
            for line in (text ?? "").split(separator: "\n") {
                let halves = line.components(separatedBy: " - ")
                guard halves.count == 2 else { continue }
                let left = halves[0].split(separator: " "), right = halves[1].split(separator: " ")
                guard left.count >= 5, right.count >= 3 else { continue }
                let point = String(left[4])
                if right[0] == "cgroup2" {
                    mounts.v2 = mounts.v2 ?? point
                } else if right[0] == "cgroup" {
                    for option in right[2].split(separator: ",") where option != "rw" && option != "ro" {
                        mounts.v1[String(option)] = mounts.v1[String(option)] ?? point
                    }
                }
            }
            return mounts
        }
    }

    /// Creates the groups `conditions` need for the runner `pid`, after sweeping stale ones; throws, naming what
    /// is missing, when the machine cannot provide them (and removes whatever it had created).
    static func create(for conditions: ProfileConditions, runner pid: pid_t, mounts: Mounts = .current()) throws(ProfileError)
        -> ControlGroups
    {
        sweepStale(mounts: mounts)
        let name = "\(prefix)\(pid)"
        var made: [String] = []
        func fail(_ profile: String, _ missing: String) -> ProfileError {
            for directory in made.reversed() { remove(directory) }
            return .cannotApply(profile: profile, missing: missing)
        }
        var cpuGroup: String?, quotaText: String?
        var v2UsedForCPU = false
        if let quota = conditions.cpuQuota {
            let profile = "throttled"
            let quotaMicroseconds = max(1_000, Int((quota * Double(periodMicroseconds)).rounded()))
            if let root = mounts.v1["cpu"] {
                let directory = "\(root)/\(name)"
                guard make(directory) else { throw fail(profile, "cannot create \(directory) (\(SystemReason.current)); run as root") }
                made.append(directory)
                guard write("\(periodMicroseconds)", to: "\(directory)/cpu.cfs_period_us"),
                    write("\(quotaMicroseconds)", to: "\(directory)/cpu.cfs_quota_us")
                else {
                    throw fail(
                        profile,
                        "cannot write cpu.cfs_quota_us in \(directory) (\(SystemReason.current)); the kernel needs CONFIG_CFS_BANDWIDTH")
                }
                // RT_GROUP_SCHED gives a new group no real-time budget; a real-time tool (cyclictest) in it needs some.
                if FileManager.default.fileExists(atPath: "\(directory)/cpu.rt_runtime_us") {
                    _ = write("10000", to: "\(directory)/cpu.rt_runtime_us")
                }
                quotaText = "cgroup v1 cpu.cfs_quota_us=\(quotaMicroseconds) per cpu.cfs_period_us=\(periodMicroseconds)"
                cpuGroup = directory
            } else if let root = mounts.v2 {
                let controllers = (try? String(contentsOfFile: "\(root)/cgroup.controllers", encoding: .utf8)) ?? ""
                guard controllers.split(whereSeparator: \.isWhitespace).contains("cpu") else {
                    throw fail(
                        profile, "the cgroup v2 hierarchy at \(root) has no cpu controller and no cgroup v1 cpu hierarchy is mounted")
                }
                _ = write("+cpu", to: "\(root)/cgroup.subtree_control")
                let directory = "\(root)/\(name)"
                guard make(directory) else { throw fail(profile, "cannot create \(directory) (\(SystemReason.current)); run as root") }
                made.append(directory)
                guard write("\(quotaMicroseconds) \(periodMicroseconds)", to: "\(directory)/cpu.max") else {
                    throw fail(profile, "cannot write cpu.max in \(directory) (\(SystemReason.current)); enable the cpu controller")
                }
                quotaText = "cgroup v2 cpu.max=\(quotaMicroseconds) \(periodMicroseconds)"
                cpuGroup = directory
                v2UsedForCPU = true
            } else {
                throw fail(profile, "no cgroup hierarchy with the cpu controller is mounted")
            }
        }
        var freezerGroup: String?, freezerKind: FreezerKind?
        if conditions.freezesSuspensions {
            let profile = "freeze"
            if let root = mounts.v2, !v2UsedForCPU, make("\(root)/\(name)-freeze") {
                made.append("\(root)/\(name)-freeze")
                guard FileManager.default.fileExists(atPath: "\(root)/\(name)-freeze/cgroup.freeze") else {
                    throw fail(profile, "\(root) has no cgroup.freeze (Linux 5.2 or later)")
                }
                freezerGroup = "\(root)/\(name)-freeze"
                freezerKind = .v2
            } else if let root = mounts.v1["freezer"] {
                let directory = "\(root)/\(name)"
                guard make(directory) else { throw fail(profile, "cannot create \(directory) (\(SystemReason.current)); run as root") }
                made.append(directory)
                freezerGroup = directory
                freezerKind = .v1
            } else {
                throw fail(profile, "no writable cgroup v2 hierarchy and no cgroup v1 freezer is mounted; run as root")
            }
        }
        return ControlGroups(cpuGroup: cpuGroup, quotaDescription: quotaText, freezerGroup: freezerGroup, freezerKind: freezerKind)
    }

    /// The groups a worker joins: all of them for a strategy worker, the CPU group only for the floor and the load.
    func groups(forStrategyWorker: Bool) -> [String] {
        forStrategyWorker ? all : [cpuGroup].compactMap { $0 }
    }

    /// Freezes the strategy workers' group and waits (up to a second) until the kernel reports it frozen.
    func freeze() {
        guard let group = freezerGroup, let kind = freezerKind else { return }
        switch kind {
        case .v2: _ = Self.write("1", to: "\(group)/cgroup.freeze")
        case .v1: _ = Self.write("FROZEN", to: "\(group)/freezer.state")
        }
        let until = SystemClocks.monotonic + 1_000_000_000
        while !isFrozen && SystemClocks.monotonic < until {
            SystemClocks.sleep(until: SystemClocks.monotonic + 1_000_000, on: CLOCK_MONOTONIC)
        }
    }

    /// Thaws the strategy workers' group.
    func thaw() {
        guard let group = freezerGroup, let kind = freezerKind else { return }
        Self.thaw(group, kind: kind)
    }

    /// Whether the kernel reports the group frozen.
    var isFrozen: Bool {
        guard let group = freezerGroup, let kind = freezerKind else { return false }
        switch kind {
        case .v2: return Self.read("\(group)/cgroup.events")?.contains("frozen 1") == true
        case .v1: return Self.read("\(group)/freezer.state")?.hasPrefix("FROZEN") == true
        }
    }

    /// Removes every group (thawing it and killing what is left in it first).
    func removeAll() {
        for directory in all.reversed() { Self.remove(directory) }
    }

    /// Thaws `directory`, kills every process still in it, waits (up to 3 s) for it to empty and removes it.
    /// Nothing happens if it does not exist. Returns whether it is gone.
    @discardableResult
    static func remove(_ directory: String) -> Bool {
        guard FileManager.default.fileExists(atPath: directory) else { return true }
        if FileManager.default.fileExists(atPath: "\(directory)/cgroup.freeze") { thaw(directory, kind: .v2) }
        if FileManager.default.fileExists(atPath: "\(directory)/freezer.state") { thaw(directory, kind: .v1) }
        let until = SystemClocks.monotonic + 3_000_000_000
        while true {
            let members = (read("\(directory)/cgroup.procs") ?? "").split(separator: "\n").compactMap { pid_t($0) }
            for member in members where member != getpid() { kill(member, SIGKILL) }
            if rmdir(directory) == 0 || errno == ENOENT { return true }
            if SystemClocks.monotonic >= until { return false }
            SystemClocks.sleep(until: SystemClocks.monotonic + 10_000_000, on: CLOCK_MONOTONIC)
        }
    }

    /// Removes groups left by runners that no longer exist (a runner killed before its janitor could run).
    static func sweepStale(mounts: Mounts = .current()) {
        for root in Set(Array(mounts.v1.values) + [mounts.v2].compactMap { $0 }) {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] where entry.hasPrefix(prefix) {
                let digits = entry.dropFirst(prefix.count).prefix { $0.isNumber }
                guard let pid = pid_t(digits), pid > 0, kill(pid, 0) == -1, errno == ESRCH else { continue }
                remove("\(root)/\(entry)")
            }
        }
    }

    /// Every group named after runner `pid` under the cgroup mounts (what a test checks is gone).
    static func existing(forRunner pid: pid_t, mounts: Mounts = .current()) -> [String] {
        Set(Array(mounts.v1.values) + [mounts.v2].compactMap { $0 }).sorted().flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter {
                $0 == "\(prefix)\(pid)" || $0.hasPrefix("\(prefix)\(pid)-")
            }.map { "\(root)/\($0)" }
        }
    }

    private static func thaw(_ directory: String, kind: FreezerKind) {
        switch kind {
        case .v2: _ = write("0", to: "\(directory)/cgroup.freeze")
        case .v1: _ = write("THAWED", to: "\(directory)/freezer.state")
        }
    }

    private static func make(_ directory: String) -> Bool {
        mkdir(directory, 0o755) == 0
    }

    /// Writes `text` to a control file in one write (as `echo` does); false with errno set on failure.
    static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }
}
