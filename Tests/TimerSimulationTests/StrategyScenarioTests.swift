import IntervalTimer
import Testing
import TimerSimulation

/// The §8 expectations of research/timer-anchors.md, pinned on the virtual clock for a full 12x3m/1m session
/// (2820 s, 10 s warnings). Every disturbance is placed over cues so lateness and coalescing are exercised. The anchored
/// pollers poll at 60 Hz (a display link), whose 16.666667 ms grid does not land on whole seconds: their session error
/// is the expected amount plus the wait for the next poll, less than one poll interval.
struct Scenario: CustomTestStringConvertible, Sendable {
    let name: String
    let disturbances: [ScheduledDisturbance]
    var testDescription: String { name }

    /// Nothing happens.
    static let idle = Scenario(name: "idle", disturbances: [])
    /// The callback queue is busy 178.8 s … 181.3 s, over round 1's work end (180 s).
    static let queueStall = Scenario(
        name: "queue stall 2.5 s", disturbances: [ScheduledDisturbance(at: ms(178_800), .queueStall(ms(2500)))])
    /// SIGSTOP 237.3 s … 242.3 s, over round 1's rest end / round 2's start (240 s).
    static let suspension = Scenario(
        name: "process suspension 5 s", disturbances: [ScheduledDisturbance(at: ms(237_300), .processSuspension(.seconds(5)))])
    /// Lid closed 400.3 s … 430.3 s (true time), over round 2's warning (410 s) and work end (420 s).
    static let systemSleep = Scenario(
        name: "system sleep 30 s", disturbances: [ScheduledDisturbance(at: ms(400_300), .systemSleep(.seconds(30)))])
    static let wallForward = Scenario(
        name: "wall step +60 s", disturbances: [ScheduledDisturbance(at: ms(700_300), .wallStep(.seconds(60)))])
    static let wallBack = Scenario(name: "wall step -60 s", disturbances: [ScheduledDisturbance(at: ms(700_300), .wallStep(.seconds(-60)))])
    static let slewFast = Scenario(name: "wall slew +500 ppm", disturbances: [ScheduledDisturbance(at: ms(50), .wallSlew(ppm: 500))])
    static let slewSlow = Scenario(name: "wall slew -500 ppm", disturbances: [ScheduledDisturbance(at: ms(50), .wallSlew(ppm: -500))])

    static let all = [idle, queueStall, suspension, systemSleep, wallForward, wallBack, slewFast, slewSlow]
}

func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

let boxingPlan = try! WorkoutPlan.parse("12x3m/1m", warning: .seconds(10))

/// Session error of the final cue expected for each strategy in each scenario (positive: ends late).
/// `nil` means "the slew rule": −(T − t₀)·r/(1 + r), rounded up to the next poll.
func expectedSessionError(strategy: String, scenario: String) -> Nanoseconds? {
    switch (strategy, scenario) {
    // Tick counters lose what their ticks miss.
    case ("tick-sleep", "queue stall 2.5 s"): ms(2500)  // the next relative sleep starts after the stall
    case ("tick-sleep", "process suspension 5 s"): ms(4300)  // 5 s minus the 0.7 s left of the sleep in progress
    case ("tick-sleep", "system sleep 30 s"), ("tick-timer", "system sleep 30 s"): .seconds(30)  // monotonic stood still
    case ("tick-timer", "queue stall 2.5 s"): .seconds(2)  // fires at 179, 180, 181 coalesced into one callback
    case ("tick-timer", "process suspension 5 s"): .seconds(4)  // five expirations delivered as one
    // The wall clock carries its steps and slews into the session.
    case ("wall-anchored", "wall step +60 s"): .seconds(-60)
    case ("wall-anchored", "wall step -60 s"): .seconds(60)
    case ("wall-anchored", "wall slew +500 ppm"), ("wall-anchored", "wall slew -500 ppm"),
        ("wall-uptime-checked", "wall slew +500 ppm"), ("wall-uptime-checked", "wall slew -500 ppm"):
        nil
    // The uptime check and the monotonic anchor mistake the sleep for nothing happening.
    case ("wall-uptime-checked", "system sleep 30 s"), ("monotonic-anchored", "system sleep 30 s"): .seconds(30)
    default: .zero
    }
}

func slewExpectation(scenario: Scenario, total: Nanoseconds, poll: Nanoseconds) -> ClosedRange<Nanoseconds> {
    guard case .wallSlew(let ppm) = scenario.disturbances[0].disturbance else { return .zero ... .zero }
    let start = scenario.disturbances[0].at
    // Wall elapsed = t₀ + (t − t₀)(1 + r) reaches T at t = t₀ + (T − t₀)/(1 + r).
    let exact = start + Nanoseconds((total - start).rawValue * 1_000_000 / (1_000_000 + ppm))
    return (exact - total)...(exact - total + poll)
}

/// The invariants every run must keep, whatever the strategy and scenario.
func checkInvariants(_ record: RunRecord, _ context: String) {
    #expect(record.finished, "\(context): session did not finish")
    let sequences = record.events.map { event in
        record.timeline.cues.firstIndex { $0.kind == event.kind && $0.round == event.round && $0.offset == event.dueOffset } ?? -1
    }
    #expect(sequences == Array(record.timeline.cues.indices), "\(context): cues lost, repeated or out of order")
    #expect(
        zip(record.events, record.events.dropFirst()).allSatisfy { $0.firedOffset <= $1.firedOffset },
        "\(context): fired times go backwards")
    #expect(record.display.allSatisfy { $0.remaining >= .zero && $0.displayedSeconds >= 0 }, "\(context): negative remaining time")
    #expect(
        record.display.allSatisfy { $0.displayedSeconds == DeadlineMath.displayedSeconds(remaining: $0.remaining) },
        "\(context): display is not the ceiling")
    #expect(record.display.last?.phase == nil && record.display.last?.displayedSeconds == 0, "\(context): display does not end at 0")
}

@Test(arguments: TimerStrategyRegistry.names, Scenario.all)
func strategyKeepsTheExpectedTimeInScenario(strategyName: String, scenario: Scenario) throws {
    let strategy = try #require(TimerStrategyRegistry.named(strategyName))
    let record = Simulation.run(plan: boxingPlan, strategy: strategy, disturbances: scenario.disturbances)
    let context = "\(strategyName) / \(scenario.name)"
    checkInvariants(record, context)
    let error = try #require(record.sessionError, "\(context): no session-complete cue")
    // A poller sees the end at its first poll at or after it; a deadline or tick strategy wakes exactly on it.
    let poll = TimerStrategyRegistry.pollInterval(of: strategy) ?? .zero
    if let expected = expectedSessionError(strategy: strategyName, scenario: scenario.name) {
        #expect(
            error >= expected && error < expected + poll || error == expected, "\(context): session error \(error), expected \(expected)")
    } else {
        let range = slewExpectation(scenario: scenario, total: boxingPlan.totalDuration, poll: poll)
        #expect(range.contains(error), "\(context): session error \(error), expected within \(range)")
    }
}

@Test(arguments: ["continuous-deadline", "continuous-anchored"], Scenario.all)
func continuousStrategiesEndWithZeroError(strategyName: String, scenario: Scenario) throws {
    let record = Simulation.run(
        plan: boxingPlan, strategy: try #require(TimerStrategyRegistry.named(strategyName)), disturbances: scenario.disturbances)
    // Every cue outside a disturbance, the last one too, lands on its planned offset (deadline) or within one poll
    // (anchored, 60 Hz).
    let tolerance = TimerStrategyRegistry.pollInterval(of: try #require(TimerStrategyRegistry.named(strategyName))) ?? .zero
    let sessionError = try #require(record.sessionError)
    #expect(sessionError >= .zero && sessionError <= tolerance)
    let outage = scenario.disturbances.first.map { scheduled -> ClosedRange<Nanoseconds> in
        switch scheduled.disturbance {
        case .queueStall(let span), .processSuspension(let span), .systemSleep(let span): scheduled.at...scheduled.at + span
        default: .zero ... .zero
        }
    }
    for event in record.events where !(outage?.contains(event.dueOffset) ?? false) {
        #expect(event.error >= .zero && event.error <= tolerance, "\(event.kind) round \(event.round) off by \(event.error)")
    }
}
