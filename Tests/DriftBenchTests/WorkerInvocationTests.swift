import IntervalTimer
import Testing

@testable import DriftBench

private let job = DriftWorkerJob(
    strategy: ContinuousDeadlineStrategy(), scenario: BusyLoopScenario(),
    plan: try! WorkoutPlan(rounds: 3, work: .seconds(20), rest: .seconds(10), prepare: .seconds(5), warning: .seconds(3)),
    seed: 18_446_744_073_709_551_615, startAtReference: 1_234_567_890_123)

@Test func aSessionInvocationEncodesEveryFieldAndDecodesToTheSameJob() throws {
    let invocation = WorkerInvocation(.session(job), parent: 4242)
    #expect(
        invocation.arguments == [
            "--strategy", "continuous-deadline", "--scenario", "busy-loop",
            "--plan-nanoseconds", "3,20000000000,10000000000,5000000000,3000000000",
            "--seed", "18446744073709551615", "--start-at", "1234567890123", "--parent", "4242",
        ])
    #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
}

@Test func aLoadInvocationRoundTripsAndNeedsOnlyTheParent() throws {
    let invocation = WorkerInvocation(.loadCommand("stress-ng --cpu 4 --timeout 60"), parent: 7)
    #expect(invocation.arguments == ["--exec-load", "stress-ng --cpu 4 --timeout 60", "--parent", "7"])
    #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
}

@Test func aFloorInvocationRoundTripsWithItsIntervalAndWindow() throws {
    let floor = FloorWorkerJob(intervalNanoseconds: 500_000, startAtReference: 10, stopAtReference: 20_000_000_000)
    let invocation = WorkerInvocation(.floor(floor), parent: 77)
    #expect(
        invocation.arguments == [
            "--floor-interval", "500000", "--start-at", "10", "--stop-at", "20000000000", "--parent", "77",
        ])
    #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
    #expect(throws: WorkerInvocationError.self) {
        try WorkerInvocation(arguments: ["--floor-interval", "0", "--start-at", "1", "--stop-at", "2", "--parent", "7"])
    }
    #expect(throws: WorkerInvocationError.self) {
        try WorkerInvocation(arguments: ["--floor-interval", "1000", "--start-at", "1", "--parent", "7"])
    }
}

@Test func aPolledStrategysIntervalReachesTheWorker() throws {
    let polled = DriftWorkerJob(
        strategy: WallAnchoredStrategy(pollInterval: .milliseconds(100)), scenario: IdleScenario(), plan: job.plan, seed: 1,
        startAtReference: 0)
    let invocation = WorkerInvocation(.session(polled), parent: 3)
    #expect(invocation.arguments.suffix(2) == ["--poll-nanoseconds", "100000000"])
    guard case .session(let decoded) = try WorkerInvocation(arguments: invocation.arguments).work else {
        Issue.record("not a session")
        return
    }
    #expect(TimerStrategyRegistry.pollInterval(of: decoded.strategy) == .milliseconds(100))
    #expect(
        decoded != DriftWorkerJob(strategy: WallAnchoredStrategy(), scenario: IdleScenario(), plan: job.plan, seed: 1, startAtReference: 0))
}

@Test(arguments: TimerStrategyRegistry.names, ScenarioRegistry.names)
func everyRegisteredStrategyAndScenarioRoundTrips(strategy: String, scenario: String) throws {
    let job = DriftWorkerJob(
        strategy: try #require(TimerStrategyRegistry.named(strategy)), scenario: try #require(ScenarioRegistry.named(scenario)),
        plan: try WorkoutPlan.parse("1x90s"), seed: 1, startAtReference: 0)
    let invocation = WorkerInvocation(.session(job), parent: 1)
    #expect(try WorkerInvocation(arguments: invocation.arguments) == invocation)
}

@Test func theOrderOfTheOptionsDoesNotMatterAndTheLastValueWins() throws {
    var arguments = WorkerInvocation(.session(job), parent: 4242).arguments
    arguments = Array(arguments[10...]) + Array(arguments[..<10]) + ["--seed", "9"]
    guard case .session(let decoded) = try WorkerInvocation(arguments: arguments).work else {
        Issue.record("not a session")
        return
    }
    #expect(decoded.seed == 9 && decoded.strategy.name == "continuous-deadline" && decoded.plan == job.plan)
}

@Test func theCommandLineToolDeclaresEveryOptionTheRunnerWrites() {
    let declared = Set(WorkerInvocation.options.map(\.name))
    let polled = DriftWorkerJob(strategy: WallAnchoredStrategy(), scenario: IdleScenario(), plan: job.plan, seed: 1, startAtReference: 0)
    let floor = FloorWorkerJob(startAtReference: 0, stopAtReference: 1)
    let written =
        WorkerInvocation(.session(job), parent: 1).arguments + WorkerInvocation(.loadCommand("x"), parent: 1).arguments
        + WorkerInvocation(.session(polled), parent: 1).arguments + WorkerInvocation(.floor(floor), parent: 1).arguments
    #expect(stride(from: 0, to: written.count, by: 2).allSatisfy { declared.contains(written[$0]) })
    #expect(declared.count == WorkerInvocation.options.count)
}

/// A valid session command line with `option`'s value replaced (or, with nil, the option left out).
private func arguments(_ option: String, _ value: String?) -> [String] {
    var pairs: [(String, String)] = [
        ("--strategy", "tick-sleep"), ("--scenario", "idle"), ("--plan-nanoseconds", "1,1000000000,0,0,0"),
        ("--seed", "1"), ("--start-at", "0"), ("--parent", "99"),
    ]
    pairs.removeAll { $0.0 == option }
    if let value { pairs.append((option, value)) }
    return pairs.flatMap { [$0.0, $0.1] }
}

@Test(
    arguments: [
        ("--parent", nil, "--parent is required"),
        ("--parent", "0", "invalid value '0' for --parent: expected a whole number from 1 to 2147483647"),
        ("--parent", "pid", "invalid value 'pid' for --parent: expected a whole number from 1 to 2147483647"),
        ("--strategy", nil, "--strategy must name one of tick-sleep, tick-timer, wall-anchored,"),
        ("--strategy", "sundial", "--strategy must name one of tick-sleep, tick-timer, wall-anchored,"),
        ("--scenario", "moon-landing", "--scenario must name one of idle, cpu-load, busy-loop,"),
        ("--plan-nanoseconds", "1,2", "--plan-nanoseconds needs five whole numbers"),
        ("--plan-nanoseconds", "0,1000000000,0,0,0", "invalid plan '0x1s' at column 1: '0': the number of rounds must be at least 1"),
        ("--seed", "-1", "--seed and --start-at need whole numbers"),
        ("--start-at", nil, "--seed and --start-at need whole numbers"),
    ] as [(String, String?, String)])
func aBadArgumentIsATypedErrorNamingIt(option: String, value: String?, message: String) {
    #expect {
        try WorkerInvocation(arguments: arguments(option, value))
    } throws: { error in
        guard let error = error as? WorkerInvocationError else { return false }
        return error.option == option && error.value == value && error.description.hasPrefix(message)
    }
}

@Test func anUnknownOptionOrAMissingValueIsNamedToo() {
    #expect(throws: WorkerInvocationError(option: "--speed", value: nil, description: "unknown option '--speed'")) {
        try WorkerInvocation(arguments: ["--parent", "1", "--speed", "2"])
    }
    #expect(throws: WorkerInvocationError(option: "--seed", value: nil, description: "option --seed needs a value")) {
        try WorkerInvocation(arguments: ["--parent", "1", "--seed"])
    }
}
