import IntervalTimer
import Synchronization

/// A view of another time source whose wall reading can be stepped or slewed without touching the machine's clock.
///
/// The drift benchmark hands this to a strategy in real mode to stage a clock jump or an NTP slew; the other three
/// clocks pass through unchanged. The slew accumulates against the base's continuous clock.
public final class AdjustedWallTimeSource: TimeSource {
    private struct Adjustment {
        var offset: Int64 = 0
        var slewPPM: Int64 = 0
        var slewAnchor: Int64 = 0

        func wallOffset(continuous: Int64) -> Int64 { offset + (continuous - slewAnchor) * slewPPM / 1_000_000 }
    }

    private let base: any TimeSource
    private let adjustment = Mutex(Adjustment())

    /// A view of `base` (the machine's clocks by default) with no adjustment yet.
    public init(base: any TimeSource = SystemTimeSource.shared) {
        self.base = base
    }

    /// Reads `clock`; the wall reading includes every step and slew applied so far.
    public func now(_ clock: ClockKind) -> ClockInstant {
        let reading = base.now(clock)
        guard clock == .wall else { return reading }
        let continuous = base.now(.continuous).sinceOrigin.rawValue
        return reading + Nanoseconds(adjustment.withLock { $0.wallOffset(continuous: continuous) })
    }

    /// How far this view's wall clock is currently ahead of the base's (negative: behind).
    public var wallOffset: Nanoseconds {
        let continuous = base.now(.continuous).sinceOrigin.rawValue
        return Nanoseconds(adjustment.withLock { $0.wallOffset(continuous: continuous) })
    }

    /// Steps this view's wall clock by `jump` (forward if positive).
    public func stepWall(by jump: Nanoseconds) {
        adjustment.withLock { $0.offset += jump.rawValue }
    }

    /// From now on this view's wall clock runs `ppm` parts per million fast (positive) or slow (negative).
    public func slewWall(ppm: Int64) {
        let continuous = base.now(.continuous).sinceOrigin.rawValue
        adjustment.withLock { adjustment in
            adjustment.offset = adjustment.wallOffset(continuous: continuous)
            adjustment.slewAnchor = continuous
            adjustment.slewPPM = ppm
        }
    }
}
