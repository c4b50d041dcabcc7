/// The deadline arithmetic every strategy shares, as plain synchronous functions (no clocks, no scheduling).
public enum DeadlineMath {
    /// Time left until `end` at `now`, never negative.
    public static func remaining(until end: Nanoseconds, at now: Nanoseconds) -> Nanoseconds {
        max(.zero, end - now)
    }

    /// The whole seconds a display shows for `remaining`: the ceiling, so "3" shows until exactly 2 s are left
    /// and "0" appears only at the end. Never negative.
    public static func displayedSeconds(remaining: Nanoseconds) -> Int {
        guard remaining > .zero else { return 0 }
        let whole = remaining.rawValue / 1_000_000_000
        return Int(remaining.rawValue % 1_000_000_000 == 0 ? whole : whole + 1)
    }

    /// Whether the countdown crossed `threshold` (time left at which something fires) between two readings of time
    /// left: `previous > threshold ≥ current`. A crossing, not an equality, so a reading that skips over the
    /// threshold (a stall from 11 s to 9 s left) still fires a 10 s warning.
    public static func crossed(_ threshold: Nanoseconds, previousRemaining previous: Nanoseconds, remaining current: Nanoseconds) -> Bool {
        previous > threshold && threshold >= current
    }

    /// The first elapsed offset after `elapsed` at which the displayed seconds for a phase ending at `phaseEnd`
    /// change (the time left reaches the next whole second below it). Nil at or after the end.
    public static func nextDisplayChange(after elapsed: Nanoseconds, phaseEnd: Nanoseconds) -> Nanoseconds? {
        let left = phaseEnd - elapsed
        guard left > .zero else { return nil }
        // The largest whole number of seconds strictly below `left`.
        let second = Nanoseconds.second.rawValue
        let below = (left.rawValue - 1) / second * second
        return phaseEnd - Nanoseconds(below)
    }
}
