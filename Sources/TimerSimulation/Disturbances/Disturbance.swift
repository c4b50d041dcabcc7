import IntervalTimer

/// Something that happens to a timer from outside, in simulation (and, where the machine allows, in real mode).
public enum Disturbance: Hashable, Sendable, CustomStringConvertible {
    /// "UI work": the timer's own callback queue is busy for this long (the process keeps running).
    case queueStall(Nanoseconds)
    /// The process is stopped (SIGSTOP … SIGCONT) for this long: every clock runs on, no callback runs.
    case processSuspension(Nanoseconds)
    /// The machine sleeps for this long: boot and wall time run on, monotonic and raw stand still, nothing runs.
    case systemSleep(Nanoseconds)
    /// The wall clock the timer sees steps forward (positive) or back (negative).
    case wallStep(Nanoseconds)
    /// The wall clock the timer sees runs this many parts per million fast (positive) or slow (negative) from now on.
    case wallSlew(ppm: Int64)

    public var description: String {
        switch self {
        case .queueStall(let span): "queue stall \(span)"
        case .processSuspension(let span): "process suspension \(span)"
        case .systemSleep(let span): "system sleep \(span)"
        case .wallStep(let jump): "wall step \(jump >= .zero ? "+" : "")\(jump)"
        case .wallSlew(let ppm): "wall slew \(ppm) ppm"
        }
    }
}
