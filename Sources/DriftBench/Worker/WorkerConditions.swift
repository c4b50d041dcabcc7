import CDriftSupport
import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The device conditions a worker process puts itself under before it measures anything (``ProfileConditions``
/// as far as one worker is concerned): control groups to join, a timer slack, a BOOTTIME offset.
///
/// Slack and the time namespace reach every thread only from birth, so the worker sets them and then execs itself
/// again (with ``WorkerInvocation`` marking them applied): after the exec every thread, including Dispatch's
/// pool, has the slack, and the process lives in the new time namespace.
public struct WorkerConditions: Sendable, Equatable {
    /// cgroup directories to join (their `cgroup.procs`).
    public var cgroups: [String] = []
    /// Timer slack to set, in nanoseconds.
    public var timerSlackNanoseconds: Int64?
    /// How far BOOTTIME is to run ahead of MONOTONIC, in nanoseconds.
    public var boottimeOffsetNanoseconds: Int64?

    /// No conditions.
    public init() {}

    /// Whether there is nothing to apply.
    public var isEmpty: Bool { cgroups.isEmpty && timerSlackNanoseconds == nil && boottimeOffsetNanoseconds == nil }

    /// Whether applying them takes an exec of the worker.
    var needsExec: Bool { timerSlackNanoseconds != nil || boottimeOffsetNanoseconds != nil }

    /// Applies what must precede the exec (joining groups, the slack, the namespace); returns why it could not.
    func applyBeforeExec() -> String? {
        for group in cgroups where !ControlGroups.write("\(getpid())", to: "\(group)/cgroup.procs") {
            return "cannot join the cgroup \(group) (\(SystemReason.current))"
        }
        if let offset = boottimeOffsetNanoseconds {
            guard cdrift_unshare_time_namespace() == 0 else {
                return
                    "cannot create a time namespace (unshare CLONE_NEWTIME: \(SystemReason.current)); needs Linux 5.6 with CONFIG_TIME_NS and CAP_SYS_ADMIN"
            }
            let text = "boottime \(offset / 1_000_000_000) \(offset % 1_000_000_000)\n"
            guard ControlGroups.write(text, to: "/proc/self/timens_offsets") else {
                return "cannot set the BOOTTIME offset in /proc/self/timens_offsets (\(SystemReason.current))"
            }
        }
        if let slack = timerSlackNanoseconds, cdrift_set_timer_slack(UInt(slack)) != 0 {
            return "cannot set the timer slack (PR_SET_TIMERSLACK: \(SystemReason.current))"
        }
        return nil
    }

    /// Replaces this process with itself, marked as having its conditions applied; returns why it could not.
    func execAgain(arguments: [String]) -> String {
        let words = arguments
        let pointers: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        execv("/proc/self/exe", pointers)
        return "cannot exec the worker again (\(SystemReason.current))"
    }

    /// Checks, after the exec, that the conditions hold; returns what does not.
    func verify() -> String? {
        if let slack = timerSlackNanoseconds {
            let actual = Self.firstLine("/proc/self/timerslack_ns").flatMap { Int64($0) }
            if actual != slack { return "the timer slack is \(actual.map(String.init) ?? "unreadable") ns, not \(slack) ns" }
        }
        if let offset = boottimeOffsetNanoseconds {
            let gap = MachineInfo.bootMinusMonotonic()
            if gap < offset { return "BOOTTIME is only \(gap) ns ahead of MONOTONIC, not \(offset) ns: the time namespace did not apply" }
        }
        for group in cgroups {
            let members = (try? String(contentsOfFile: "\(group)/cgroup.procs", encoding: .utf8)) ?? ""
            if !members.split(separator: "\n").contains(Substring(String(getpid()))) { return "this worker is not in \(group)" }
        }
        return nil
    }

    static func firstLine(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").first.map(String.init)
    }
}
