import IntervalTimer
import TimerSimulation

/// The wall clock the timers see runs 500 ppm fast for the first half of the session, then 500 ppm slow.
struct NTPSlewScenario: Scenario {
    let name = "ntp-slew"
    let summary =
        "The wall clock handed to the timers runs +500 ppm for the first half of the session, then −500 ppm "
        + "(the machine's clock is untouched)."
    let lossCause = "to NTP slew"
    let circumstance = "under NTP slew"
    /// The slew rate in parts per million.
    static let ppm: Int64 = 500
    init() {}

    func disturbances(session: Nanoseconds, random: inout SeededRandom) -> [ScheduledDisturbance] {
        [
            ScheduledDisturbance(at: .zero, .wallSlew(ppm: Self.ppm)),
            ScheduledDisturbance(at: Nanoseconds(session.rawValue / 2), .wallSlew(ppm: -Self.ppm)),
        ]
    }
}
