import Foundation
import IntervalTimer
import Testing

@testable import DriftBench

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct ProfileParserTests {
    @Test func everyProfileParsesWithItsArgumentAndCombinesWithOthers() throws {
        let profiles = try ProfileRegistry.parseList(["android-background,throttled:20%", "freeze", "slept:24h"])
        #expect(profiles.map(\.spec) == ["android-background", "throttled:20%", "freeze", "slept:24h"])
        let conditions = ProfileRegistry.conditions(of: profiles)
        #expect(conditions.timerSlackNanoseconds == 40_000_000)
        #expect(conditions.cpuQuota == 0.2)
        #expect(conditions.freezesSuspensions)
        #expect(conditions.boottimeOffsetNanoseconds == 86_400_000_000_000)
        #expect(try ProfileRegistry.parse("throttled:12.5").spec == "throttled:12.5%")
        #expect((try ProfileRegistry.parse("slept:90m") as? SleptProfile)?.offsetNanoseconds == 5_400_000_000_000)
        #expect(ProfileRegistry.names == ["android-background", "throttled:PERCENT", "freeze", "slept:DURATION"])
    }

    @Test func badProfilesAreRefusedWithWhatToWrite() {
        let cases: [(String, String)] = [
            ("tablet", "unknown profile 'tablet' for --profile; choose from android-background, throttled:PERCENT"),
            ("throttled", "--profile throttled needs a value: a CPU quota from 1% to 100% of one core"),
            ("throttled:0%", "invalid value '0%' for --profile throttled"),
            ("throttled:150%", "invalid value '150%' for --profile throttled"),
            ("throttled:fast", "invalid value 'fast' for --profile throttled"),
            ("slept:24", "invalid value '24' for --profile slept: expected a duration with a unit"),
            ("slept:-1h", "invalid value '-1h' for --profile slept"),
            ("slept:99999d", "invalid value '99999d' for --profile slept"),
            ("freeze:now", "invalid value 'now' for --profile freeze"),
            ("freeze,freeze", "each profile at most once"),
        ]
        for (text, message) in cases {
            #expect(throws: ProfileError.self) { try ProfileRegistry.parseList([text]) }
            do {
                _ = try ProfileRegistry.parseList([text])
            } catch {
                #expect(error.description.contains(message), "\(text): \(error.description)")
            }
        }
    }

    @Test func aProfileThatCannotApplySaysWhatIsMissingAndThatNothingWasMeasured() {
        let error = ProfileError.cannotApply(profile: "throttled:20%", missing: "cannot create /sys/fs/cgroup/cpu/x (Permission denied)")
        #expect(
            error.description
                == "cannot apply --profile throttled:20% on this machine: cannot create /sys/fs/cgroup/cpu/x (Permission denied); nothing was measured"
        )
    }

    @Test func workersCarryTheirConditionsAndFloorPrimitiveOnTheCommandLine() throws {
        let job = FloorWorkerJob(startAtReference: 5, stopAtReference: 9, primitive: .repeatingTimer)
        var invocation = WorkerInvocation(.floor(job), parent: 42)
        invocation.conditions.cgroups = ["/sys/fs/cgroup/cpu/timekeeper-drift-42", "/sys/fs/cgroup/unified/timekeeper-drift-42-freeze"]
        invocation.conditions.timerSlackNanoseconds = 40_000_000
        invocation.conditions.boottimeOffsetNanoseconds = 86_400_000_000_000
        #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
        #expect(throws: WorkerInvocationError.self) {
            try WorkerInvocation(arguments: [
                "--floor-interval", "1000", "--start-at", "1", "--stop-at", "2", "--parent", "3", "--floor-primitive", "sundial",
            ])
        }
    }
}

@Suite struct ProfileCleanupTests {
    /// A scratch folder standing in for a cgroup mount (rmdir of an empty group works the same way there).
    private func fakeMount() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cgroup-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func mountsAreReadFromMountinfoByControllerAndVersion() {
        let text = """
            31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
            32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
            37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer
            40 31 0:37 / /sys/fs/cgroup/systemd rw,relatime - cgroup cgroup rw,name=systemd
            41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
            """
        let mounts = ControlGroups.Mounts.current(text)
        #expect(mounts.v1["cpu"] == "/sys/fs/cgroup/cpu")
        #expect(mounts.v1["freezer"] == "/sys/fs/cgroup/freezer")
        #expect(mounts.v2 == "/sys/fs/cgroup/unified")
    }

    @Test func theSweepRemovesGroupsOfRunnersThatAreGoneAndKeepsLiveOnes() throws {
        let root = fakeMount()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A child that has exited and been reaped: its pid names a runner that is gone.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let gone = child.processIdentifier
        #expect(kill(gone, 0) == -1)
        for name in ["timekeeper-drift-\(gone)", "timekeeper-drift-\(gone)-freeze", "timekeeper-drift-\(getpid())", "other-group"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(name)", withIntermediateDirectories: false)
        }
        var mounts = ControlGroups.Mounts()
        mounts.v1["cpu"] = root
        #expect(ControlGroups.existing(forRunner: gone, mounts: mounts).count == 2)
        ControlGroups.sweepStale(mounts: mounts)
        #expect(ControlGroups.existing(forRunner: gone, mounts: mounts).isEmpty)
        #expect(ControlGroups.existing(forRunner: getpid(), mounts: mounts) == ["\(root)/timekeeper-drift-\(getpid())"])
        #expect(FileManager.default.fileExists(atPath: "\(root)/other-group"))
    }

    @Test func removingAGroupThatIsAlreadyGoneSucceeds() {
        #expect(ControlGroups.remove("/nonexistent/timekeeper-drift-1"))
    }

    @Test func theQuotaInForceIsTheGroupsQuotaOverItsPeriod() throws {
        let root = fakeMount()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "20000\n".write(toFile: "\(root)/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
        try "100000\n".write(toFile: "\(root)/cpu.cfs_period_us", atomically: true, encoding: .utf8)
        #expect(CPUQuota.ofGroup(root) == 0.2)
        try "-1\n".write(toFile: "\(root)/cpu.cfs_quota_us", atomically: true, encoding: .utf8)
        #expect(CPUQuota.ofGroup(root) == nil)
        try? FileManager.default.removeItem(atPath: "\(root)/cpu.cfs_quota_us")
        try "max 100000\n".write(toFile: "\(root)/cpu.max", atomically: true, encoding: .utf8)
        #expect(CPUQuota.ofGroup(root) == nil)
        try "50000 100000\n".write(toFile: "\(root)/cpu.max", atomically: true, encoding: .utf8)
        #expect(CPUQuota.ofGroup(root) == 0.5)
    }

    @Test func theOperatingSystemComesFromOsRelease() {
        #expect(
            MachineInfo.operatingSystemName("NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n")
                == "Debian GNU/Linux 12 (bookworm)")
        #expect(MachineInfo.operatingSystemName("NAME=Alpine\nVERSION_ID=3.19.1\n") == "Alpine 3.19.1")
        #expect(MachineInfo.operatingSystemName("") == nil)
    }
}

@Suite struct PrimitiveFloorTests {
    @Test func everyStrategyDeclaresThePrimitiveThatWakesIt() {
        let declared = Dictionary(uniqueKeysWithValues: TimerStrategyRegistry.all.map { ($0.name, $0.wakeupPrimitive) })
        #expect(declared["tick-sleep"] == .relativeSleep)
        #expect(declared["tick-timer"] == .repeatingTimer)
        #expect(declared["continuous-deadline"] == .absoluteSleep(.continuous))
        for poller in ["wall-anchored", "wall-uptime-checked", "monotonic-anchored", "continuous-anchored"] {
            #expect(declared[poller] == .repeatingTimer)
        }
        for primitive in WakeupPrimitive.all { #expect(WakeupPrimitive.named(primitive.name) == primitive) }
    }

    @Test func eachMeterSleepsWithItsOwnPrimitiveAndMeasures() {
        for primitive in [WakeupPrimitive.relativeSleep, .absoluteSleep(.continuous), .repeatingTimer] {
            let meter = WakeupFloorMeter(intervalNanoseconds: 1_000_000, primitive: primitive)
            meter.start()
            Thread.sleep(forTimeInterval: 0.1)
            let floor = meter.stop()
            #expect(floor.samples > 5, "\(primitive)")
            #expect(floor.p50Microseconds >= 0, "\(primitive)")
        }
    }

    @Test func soloRunsMergeEachPrimitivesFloorAndKeepTheRowsInOrder() throws {
        var histogram = LatencyHistogram()
        for value in [50, 60, 70] { histogram.record(microseconds: Int64(value)) }
        let floor = FloorSummary(histogram: histogram, cpuNanoseconds: 10, intervalNanoseconds: 1_000_000)
        let part = ScenarioResult(
            scenario: "idle", mode: .real, status: .complete, summary: "", floor: nil, disturbances: [], strategies: [],
            primitiveFloors: [PrimitiveFloor(primitive: .repeatingTimer, floor: floor)])
        let merged = ScenarioResult.mergingSolo([part, part], scenario: IdleScenario(), planned: 2)
        #expect(merged.status == .complete)
        #expect(merged.primitiveFloors?.count == 1)
        #expect(merged.primitiveFloors?.first?.floor.samples == 6)
        #expect(merged.primitiveFloors?.first?.floor.cpuNanoseconds == 20)
        #expect(ScenarioResult.mergingSolo([part], scenario: IdleScenario(), planned: 2).status == .partial)
    }
}
