import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A run's device profiles in force: the control groups they need (with the janitor that removes them if the
/// runner is killed) and the conditions each kind of worker applies to itself.
///
/// Made before anything is measured; ``start(_:workerCommand:)`` throws ``ProfileError`` naming what is missing
/// when a profile cannot be applied, so a run never measures the unprofiled machine under a profile's name.
final class ProfileSession: @unchecked Sendable {
    /// What the profiles ask for.
    let conditions: ProfileConditions
    /// The groups made for them (nil when none are needed).
    let groups: ControlGroups?
    private let janitor: Process?
    /// What a probe worker read under the conditions: its timer slack and BOOTTIME − MONOTONIC.
    private(set) var probedSlack: Int64?
    private(set) var probedBootOffset: Int64?

    /// No profiles.
    static let none = ProfileSession(conditions: ProfileConditions(), groups: nil, janitor: nil)

    private init(conditions: ProfileConditions, groups: ControlGroups?, janitor: Process?) {
        self.conditions = conditions
        self.groups = groups
        self.janitor = janitor
    }

    /// Creates the groups and the janitor, then checks with a probe worker that every condition applies.
    static func start(_ profiles: [any DriftProfile], workerCommand: [String]) throws(ProfileError) -> ProfileSession {
        guard !profiles.isEmpty else { return .none }
        let conditions = ProfileRegistry.conditions(of: profiles)
        var groups: ControlGroups?
        var janitor: Process?
        if conditions.needsControlGroups {
            let made = try ControlGroups.create(for: conditions, runner: getpid())
            groups = made
            janitor = startJanitor(made.all, workerCommand: workerCommand)
            if janitor == nil {
                made.removeAll()
                throw .cannotApply(
                    profile: profiles.map(\.spec).joined(separator: ","),
                    missing: "the cgroup janitor worker could not start, so the groups could outlive a killed run")
            }
        }
        let session = ProfileSession(conditions: conditions, groups: groups, janitor: janitor)
        do {
            try session.probe(profiles, workerCommand: workerCommand)
        } catch {
            session.end()
            throw error
        }
        return session
    }

    /// Launches a floor worker for a moment under the strategy workers' conditions and reads back what it reported.
    private func probe(_ profiles: [any DriftProfile], workerCommand: [String]) throws(ProfileError) {
        let now = SystemClocks.reference
        let stopAt = now + 700_000_000
        let worker = RealScenarioRun.floorWorker(
            command: workerCommand, startAt: now + 500_000_000, stopAt: stopAt, primitive: .cyclictest, profile: self, strategyLike: true)
        worker.launch()
        let pid = worker.processIdentifier
        // The worker stops itself at `stopAt` and reports what it read under the conditions.
        SystemClocks.sleep(until: stopAt, on: CLOCK_BOOTTIME)
        worker.stop(graceNanoseconds: 3_000_000_000)
        let names = profiles.map(\.spec).joined(separator: ",")
        if let failure = worker.reportedFailure {
            throw .cannotApply(profile: names, missing: failure.replacingOccurrences(of: "the profile could not be applied: ", with: ""))
        }
        guard pid > 0, let floor = worker.floor, floor.samples > 0 else {
            throw .cannotApply(profile: names, missing: "a probe worker under the profile did not report (is the worker command runnable?)")
        }
        probedSlack = worker.reportedSlack
        probedBootOffset = worker.reportedBootOffset
    }

    /// The conditions a worker applies: a strategy worker joins every group, the floor and the load the CPU group only.
    func workerConditions(strategyLike: Bool) -> WorkerConditions {
        var worker = WorkerConditions()
        worker.cgroups = groups?.groups(forStrategyWorker: strategyLike) ?? []
        worker.timerSlackNanoseconds = conditions.timerSlackNanoseconds
        worker.boottimeOffsetNanoseconds = conditions.boottimeOffsetNanoseconds
        return worker
    }

    /// How far a worker's BOOTTIME is ahead of the runner's.
    var clockOffset: Int64 { conditions.boottimeOffsetNanoseconds ?? 0 }

    /// Whether the suspend scenario freezes instead of signalling.
    var freezes: Bool { groups?.freezerGroup != nil }

    /// Removes the groups and ends the janitor (idempotent).
    func end() {
        groups?.removeAll()
        if let janitor, janitor.isRunning {
            kill(janitor.processIdentifier, SIGTERM)
            janitor.waitUntilExit()
        }
    }

    private static func startJanitor(_ directories: [String], workerCommand: [String]) -> Process? {
        guard let executable = workerCommand.first else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(workerCommand.dropFirst()) + WorkerInvocation(.cgroupJanitor(directories), parent: getpid()).arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return process
    }
}
