import IntervalTimer
import Synchronization

/// Four clocks that advance only on command, for deterministic tests and simulations.
///
/// The continuous (boot-time) reading is the master: it always advances. The others follow it except where a
/// disturbance says otherwise — a system sleep leaves monotonic and raw standing still while boot and wall time
/// go on; a wall step or slew moves only the wall reading.
public final class VirtualClock: TimeSource {
    private struct State {
        var continuous: Int64
        var monotonic: Int64
        var raw: Int64
        // Wall = wallAtAnchor + elapsed-since-anchor × (1 + ppm/1e6); re-anchored whenever the rate changes.
        var wallAtAnchor: Int64
        var anchorContinuous: Int64
        var slewPPM: Int64

        var wall: Int64 {
            let since = continuous - anchorContinuous
            return wallAtAnchor + since + since * slewPPM / 1_000_000
        }

        mutating func reanchorWall() {
            wallAtAnchor = wall
            anchorContinuous = continuous
        }
    }

    private let state: Mutex<State>

    /// A clock whose readings start at the given origins (defaults: 1000 s after boot, wall time 2026-06-01).
    public init(
        continuous: Nanoseconds = .seconds(1000), monotonic: Nanoseconds = .seconds(1000),
        raw: Nanoseconds = .seconds(1000), wall: Nanoseconds = .seconds(1_780_272_000)
    ) {
        state = Mutex(
            State(
                continuous: continuous.rawValue, monotonic: monotonic.rawValue, raw: raw.rawValue,
                wallAtAnchor: wall.rawValue, anchorContinuous: continuous.rawValue, slewPPM: 0))
    }

    /// The current reading of `clock`.
    public func now(_ clock: ClockKind) -> ClockInstant {
        state.withLock { state in
            switch clock {
            case .wall: ClockInstant(.wall, Nanoseconds(state.wall))
            case .monotonic: ClockInstant(.monotonic, Nanoseconds(state.monotonic))
            case .continuous: ClockInstant(.continuous, Nanoseconds(state.continuous))
            case .raw: ClockInstant(.raw, Nanoseconds(state.raw))
            }
        }
    }

    /// Lets `span` of ordinary running time pass: every clock advances (the wall at its slewed rate).
    public func advance(by span: Nanoseconds) {
        precondition(span >= .zero, "time cannot run backwards")
        state.withLock { state in
            state.continuous += span.rawValue
            state.monotonic += span.rawValue
            state.raw += span.rawValue
        }
    }

    /// The process is stopped for `span` (SIGSTOP): the clocks advance exactly as in ``advance(by:)``;
    /// the scheduler, not the clock, is what keeps callbacks from running meanwhile.
    public func stallProcess(for span: Nanoseconds) { advance(by: span) }

    /// The machine sleeps for `span`: boot and wall time go on, monotonic and raw stand still.
    public func sleepSystem(for span: Nanoseconds) {
        precondition(span >= .zero, "a sleep cannot be negative")
        state.withLock { state in
            state.reanchorWall()
            state.continuous += span.rawValue
            state.anchorContinuous += span.rawValue
            state.wallAtAnchor += span.rawValue
        }
    }

    /// The wall clock is set forward (positive) or back (negative) by `jump`; no other clock moves.
    public func stepWall(by jump: Nanoseconds) {
        state.withLock { state in
            state.reanchorWall()
            state.wallAtAnchor += jump.rawValue
        }
    }

    /// From now on the wall clock runs `ppm` parts per million fast (positive) or slow (negative).
    public func slewWall(ppm: Int64) {
        precondition(ppm > -1_000_000, "a slew cannot stop or reverse the wall clock")
        state.withLock { state in
            state.reanchorWall()
            state.slewPPM = ppm
        }
    }

    /// How much ordinary running time must pass before `instant`'s clock reads at least `instant`
    /// (zero if it already does), at the current rates.
    public func runningTime(until instant: ClockInstant) -> Nanoseconds {
        state.withLock { state in
            let gap: Int64
            switch instant.clock {
            case .continuous: gap = instant.sinceOrigin.rawValue - state.continuous
            case .monotonic: gap = instant.sinceOrigin.rawValue - state.monotonic
            case .raw: gap = instant.sinceOrigin.rawValue - state.raw
            case .wall:
                // Smallest running time t with wall(t) ≥ target; the integer slew term rounds down, so step up until it holds.
                let target = instant.sinceOrigin.rawValue
                guard target > state.wall else { return .zero }
                let ratePerMillion = 1_000_000 + state.slewPPM
                var t = (target - state.wall) * 1_000_000 / ratePerMillion
                var probe = state
                while true {
                    probe.continuous = state.continuous + t
                    if probe.wall >= target { break }
                    t += 1
                }
                return Nanoseconds(t)
            }
            return Nanoseconds(max(0, gap))
        }
    }
}
