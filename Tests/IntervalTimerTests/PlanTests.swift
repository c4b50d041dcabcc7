import IntervalTimer
import Testing

@Test(arguments: [
    ("12x3m/1m", 12, 180, 60), ("8x20s/10s", 8, 20, 10), ("90s", 1, 90, 0), ("1m30s", 1, 90, 0),
    ("3:00", 1, 180, 0), ("1:02:03", 1, 3723, 0), ("5x1m", 5, 60, 0), ("3X2s/1s", 3, 2, 1), ("1h", 1, 3600, 0),
])
func parsesCompactPlans(text: String, rounds: Int, work: Int64, rest: Int64) throws {
    let plan = try WorkoutPlan.parse(text)
    #expect(plan.rounds == rounds && plan.work == .seconds(work) && plan.rest == .seconds(rest))
}

@Test func totalIsPreparePlusWorkPlusRestsBetweenRounds() throws {
    let plan = try WorkoutPlan.parse("12x3m/1m", prepare: .seconds(10), warning: .seconds(10))
    let expectedSeconds: Int64 = 10 + 12 * 180 + 11 * 60
    #expect(plan.totalDuration == .seconds(expectedSeconds))
    #expect(plan.description == "12x3m/1m")
}

@Test(arguments: [
    ("0x3m/1m", "'0'", "at least 1"),
    ("12x0s/1m", "column 4: '0s'", "work duration must be longer than zero"),
    ("12x3m/0s", "column 7: '0s'", "rest duration must be longer than zero"),
    ("12x3m/-1m", "column 7: '-1m'", "cannot be negative"),
    ("abcx3m", "'abc'", "whole number"),
    ("12x3q", "column 4: '3q'", "'q' is not a unit"),
    ("90", "'90'", "needs a unit"),
    ("3:75", "'3:75'", "two digits below 60"),
    ("12x3m/1m/2m", "column 4: '3m/1m/2m'", "one '/'"),
    ("30s1m", "'30s1m'", "largest to smallest"),
    ("30x1h/1m", "'30x1h/1m'", "more than the 24h limit"),
    ("", "''", "empty"),
])
func rejectsBadPlansNamingTheToken(text: String, location: String, reason: String) {
    #expect {
        try WorkoutPlan.parse(text)
    } throws: { error in
        let message = "\(error)"
        return message.contains(location) && message.contains(reason) && message.contains("write e.g. 12x3m/1m")
    }
}

@Test func rejectsAWarningThatDoesNotFitTheWorkPhase() {
    #expect(throws: PlanError.self) { try WorkoutPlan.parse("3x10s/5s", warning: .seconds(10)) }
    #expect(throws: Never.self) { try WorkoutPlan.parse("3x10s/5s", warning: .seconds(9)) }
}

@Test func durationsFormatBackToTheirShortestForm() throws {
    #expect(PlanText.format(.seconds(90)) == "1m30s")
    #expect(PlanText.format(.seconds(3600)) == "1h")
    #expect(PlanText.format(.zero) == "0s")
    #expect(try PlanText.parseDuration("1h5m") == .seconds(3900))
}
