import IntervalTimer
import TimerSimulation

/// The spans of a disturbance list during which the timers' process cannot run at all.
enum Blackouts {
    /// Process suspensions and system sleeps as [start, end] offsets from the session start.
    static func spans(_ disturbances: [ScheduledDisturbance]) -> [ClosedRange<Int64>] {
        disturbances.compactMap { scheduled in
            switch scheduled.disturbance {
            case .processSuspension(let span), .systemSleep(let span): scheduled.at.rawValue...(scheduled.at.rawValue + span.rawValue)
            case .queueStall, .wallStep, .wallSlew: nil
            }
        }
    }
}
