import Foundation
import TestSupport
import Testing

/// Real runs under `--profile`: each needs root (cgroups, time namespaces) and skips, naming why, without it.
@Suite(.serialized) struct DriftProfileTests {
    static let isRoot = getuid() == 0
    static let mountInfo = (try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8)) ?? ""
    static let hasCPUCgroup = mountInfo.contains(" - cgroup2 ") || mountInfo.contains(",cpu\n") || mountInfo.contains(",cpu,")
    static let hasFreezer = mountInfo.contains(" - cgroup2 ") || mountInfo.contains(",freezer")
    static let hasTimeNamespaces = FileManager.default.fileExists(atPath: "/proc/self/ns/time")

    private func scratch() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-drift-profile-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func results(_ folder: URL) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("results.json"))) as? [String: Any])
    }

    private func rows(_ results: [String: Any]) -> [[String: Any]] {
        ((results["scenarios"] as? [[String: Any]])?.first?["strategies"] as? [[String: Any]]) ?? []
    }

    private func sessionDrift(_ row: [String: Any]) -> Double? {
        ((row["metrics"] as? [String: Any])?["sessionDriftNanoseconds"] as? NSNumber)?.doubleValue
    }

    /// Every control group named after `pid` under the cgroup mounts.
    private func groups(ofRunner pid: Int32) -> [String] {
        let roots = Self.mountInfo.split(separator: "\n").compactMap { line -> String? in
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2, halves[1].hasPrefix("cgroup") else { return nil }
            let fields = halves[0].split(separator: " ")
            return fields.count > 4 ? String(fields[4]) : nil
        }
        return roots.flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
                .filter { $0 == "timekeeper-drift-\(pid)" || $0.hasPrefix("timekeeper-drift-\(pid)-") }
        }
    }

    // PR_SET_TIMERSLACK needs no privilege: this one runs everywhere.
    @Test func androidBackgroundSlackMakesTickSleepLoseAboutFortyMillisecondsATickAndMarksNoRowSuspect() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ToolProcess.run([
            "drift", "--profile", "android-background", "--solo", "--scenarios", "idle", "--plan", "1x3s",
            "--strategies", "tick-sleep,tick-timer,continuous-deadline", "--out", folder.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try results(folder)
        let machine = try #require(results["machine"] as? [String: Any])
        #expect(machine["profiles"] as? [String] == ["android-background"])
        #expect(machine["workerTimerSlackNanoseconds"] as? Int == 40_000_000)
        let settings = try #require(results["settings"] as? [String: Any])
        #expect(settings["solo"] as? Bool == true)
        let ticks = Double(try #require(settings["sessionNanoseconds"] as? Int)) / 1e9
        let tickSleep = try #require(rows(results).first { $0["strategy"] as? String == "tick-sleep" })
        let loss = try #require(sessionDrift(tickSleep))
        // Each relative 1 s sleep ends up to the 40 ms slack late. The slack is a window, not a delay: another
        // timer's interrupt inside it (a busy machine has many) ends the sleep early, so the loss lies between half
        // of ticks × 40 ms and ticks × 40 ms plus 15 %; without the profile it is well under a millisecond a tick.
        #expect(
            loss >= 0.5 * ticks * 40e6 && loss <= 1.15 * ticks * 40e6, "tick-sleep lost \(loss / 1e6) ms over \(ticks) ticks")
        for row in rows(results) {
            #expect(
                row["floorVerdict"] as? String == "at-or-above-floor", "\(row["strategy"] ?? "?") is \(row["floorVerdict"] ?? "unjudged")")
        }
        let floors = try #require((results["scenarios"] as? [[String: Any]])?.first?["primitiveFloors"] as? [[String: Any]])
        #expect(
            Set(floors.compactMap { $0["primitive"] as? String }) == ["relative-sleep", "repeating-timer", "absolute-sleep:continuous"])
    }

    @Test(.enabled(if: isRoot && hasCPUCgroup, "needs root and a cgroup cpu controller (skipped: not root or no cpu cgroup)"))
    func throttledLoadRaisesTheFloorToTensOfMillisecondsRecordsTheQuotaAndLeavesNoGroup() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = [
            "drift", "--profile", "throttled:20%", "--scenarios", "cpu-load", "--plan", "1x3s",
            "--strategies", "tick-timer,continuous-deadline", "--out", folder.path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(groups(ofRunner: process.processIdentifier).isEmpty)
        let results = try results(folder)
        let machine = try #require(results["machine"] as? [String: Any])
        #expect((machine["cpuQuota"] as? NSNumber)?.doubleValue == 0.2)
        #expect(machine["profiles"] as? [String] == ["throttled:20%"])
        let floor = try #require((results["scenarios"] as? [[String: Any]])?.first?["floor"] as? [String: Any])
        let p99 = try #require(floor["p99Microseconds"] as? Int)
        #expect(p99 >= 10_000, "floor p99 \(p99) µs under a 20 % quota with the load in the group")
    }

    @Test(.enabled(if: isRoot && hasCPUCgroup, "needs root and a cgroup cpu controller (skipped: not root or no cpu cgroup)"))
    func aRunnerKilledWithSigkillLeavesNoControlGroupBehind() throws {
        let process = Process()
        process.executableURL = ToolProcess.executable
        process.arguments = ["drift", "--profile", "throttled:50%,freeze", "--scenarios", "suspend", "--plan", "1x30s"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        var deadline = Date().addingTimeInterval(15)
        while groups(ofRunner: pid).count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(groups(ofRunner: pid).count == 2, "the run made its cpu and freezer groups")
        Thread.sleep(forTimeInterval: 3)
        kill(pid, SIGKILL)
        process.waitUntilExit()
        deadline = Date().addingTimeInterval(5)
        while !groups(ofRunner: pid).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        #expect(groups(ofRunner: pid).isEmpty, "left behind: \(groups(ofRunner: pid))")
    }

    @Test(.enabled(if: isRoot && hasFreezer, "needs root and a cgroup freezer (skipped: not root or no freezer)"))
    func freezeSleepsTheWorkersInsteadOfStoppingThemAndLosesWhatSigstopLoses() throws {
        let strategies = "tick-sleep,tick-timer,continuous-deadline"
        var losses: [[String: Double]] = []
        for profile in [[], ["--profile", "freeze"]] {
            let folder = scratch()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try ToolProcess.run(
                ["drift", "--scenarios", "suspend", "--plan", "1x8s", "--strategies", strategies, "--out", folder.path] + profile)
            #expect(run.status == 0, "\(run.stderr)")
            let results = try results(folder)
            let scenario = try #require((results["scenarios"] as? [[String: Any]])?.first)
            let states = try #require(scenario["outageWorkerStates"] as? [String])
            #expect(states.count == 3)
            for line in states {
                let letters = line.split(separator: ":").last.map { $0.split(separator: " ").map(String.init) } ?? []
                #expect(!letters.isEmpty)
                if profile.isEmpty {
                    #expect(letters.allSatisfy { $0 == "T" }, "\(line)")
                } else {
                    #expect(letters.allSatisfy { $0 == "S" || $0 == "D" }, "\(line)")
                }
            }
            if !profile.isEmpty { #expect(scenario["suspendedBy"] as? String != nil) }
            var byStrategy: [String: Double] = [:]
            for row in rows(results) { byStrategy[row["strategy"] as? String ?? "?"] = sessionDrift(row) }
            losses.append(byStrategy)
        }
        for strategy in strategies.split(separator: ",").map(String.init) {
            let signalled = try #require(losses[0][strategy]), frozen = try #require(losses[1][strategy])
            #expect(abs(signalled - frozen) <= 50e6, "\(strategy): SIGSTOP \(signalled / 1e6) ms, freezer \(frozen / 1e6) ms")
        }
    }

    @Test(.enabled(if: isRoot && hasTimeNamespaces, "needs root and time namespaces (skipped: not root or no /proc/self/ns/time)"))
    func sleptForADayKeepsEveryIdleVerdictAndRecordsTheOffset() throws {
        var verdicts: [[String]] = []
        for profile in [[], ["--profile", "slept:24h"]] {
            let folder = scratch()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try ToolProcess.run(
                [
                    "drift", "--scenarios", "idle", "--plan", "1x2s", "--strategies",
                    "tick-timer,monotonic-anchored,continuous-anchored,continuous-deadline", "--out", folder.path,
                ] + profile)
            #expect(run.status == 0, "\(run.stderr)")
            verdicts.append(run.stdout.split(separator: "\n").filter { $0.contains("keeps time") || $0.contains("loses") }.map(String.init))
            if !profile.isEmpty {
                let machine = try #require(try results(folder)["machine"] as? [String: Any])
                let offset = try #require((machine["bootMinusMonotonicNanoseconds"] as? NSNumber)?.int64Value)
                #expect(offset >= 86_400_000_000_000 && offset < 86_400_000_000_000 + 3_600_000_000_000)
                #expect(machine["profiles"] as? [String] == ["slept:24h"])
            }
        }
        #expect(verdicts[0].count == 4)
        #expect(verdicts[1] == verdicts[0])
    }
}
