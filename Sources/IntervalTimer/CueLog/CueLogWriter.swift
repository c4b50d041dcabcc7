import Synchronization

/// Writes the published cue log (docs/cue-log.md) from an app's own timer: call ``start()`` when the session
/// starts, ``cue(_:round:due:)`` the moment each cue fires, ``outage(_:)`` when the app goes to the background and
/// comes back, and ``end(completed:)`` at the end. Each call reads the writer's clock and hands one line to `output`
/// (print it, append it to a file, send it to a test server); `timekeeper drift ingest` turns the lines into drift tables.
///
/// Thread-safe. Uses only the standard library's clocks, so the same code runs on iOS, watchOS, macOS, Android and Linux.
public final class CueLogWriter: Sendable {
    /// The plan the timer runs.
    public let plan: WorkoutPlan
    /// The timer's name, a row in the tables.
    public let timer: String
    /// Where it runs, e.g. `iOS` or `Android` (``currentPlatform`` by default).
    public let platform: String
    /// The clock the offsets are read on, e.g. `ContinuousClock`.
    public let clockName: String
    private let now: @Sendable () -> Nanoseconds
    private let output: @Sendable (String) -> Void
    private let origin = Mutex<Nanoseconds?>(nil)

    /// A writer reading `now` (any monotonic reading in nanoseconds), named `clockName` in the log.
    public init(
        plan: WorkoutPlan, timer: String, platform: String = CueLogWriter.currentPlatform, clockName: String,
        now: @escaping @Sendable () -> Nanoseconds, output: @escaping @Sendable (String) -> Void
    ) {
        self.plan = plan
        self.timer = timer
        self.platform = platform
        self.clockName = clockName
        self.now = now
        self.output = output
    }

    /// A writer on `ContinuousClock` (counts time the device sleeps), the clock a workout timer should be judged on.
    public convenience init(
        plan: WorkoutPlan, timer: String, platform: String = CueLogWriter.currentPlatform, output: @escaping @Sendable (String) -> Void
    ) {
        let clock = ContinuousClock()
        let zero = clock.now
        self.init(
            plan: plan, timer: timer, platform: platform, clockName: "ContinuousClock",
            now: { Nanoseconds(duration: zero.duration(to: clock.now)) }, output: output)
    }

    /// Writes the `start` line; offsets count from now. Call it when the session starts (a second call is ignored).
    public func start() {
        let reading = now()
        let first = origin.withLock { origin -> Bool in
            guard origin == nil else { return false }
            origin = reading
            return true
        }
        if first {
            let wall = ISO8601.format(SystemTimeSource.shared.now(.wall))
            output(CueLogLine.start(plan: plan, timer: timer, platform: platform, clock: clockName, wallTime: wall))
        }
    }

    /// Writes a `cue` line for the cue `kind` of `round` (0 for prepare) that was due `due` after the start and
    /// fired now. Starts the log first if ``start()`` was not called.
    public func cue(_ kind: CueKind, round: Int, due: Nanoseconds) {
        let fired = offsetNow()
        output(CueLogLine.cue(kind: kind.rawValue, round: round, planned: due, fired: fired))
    }

    /// Writes a `background` or `foreground` line dated now.
    public func outage(_ kind: CueLogOutage) {
        output(CueLogLine.outage(kind, at: offsetNow()))
    }

    /// Writes the `end` line; `completed` is false when the session was stopped before its last cue.
    public func end(completed: Bool = true) {
        output(CueLogLine.end(at: offsetNow(), completed: completed))
    }

    private func offsetNow() -> Nanoseconds {
        start()
        let reading = now()
        return reading - (origin.withLock { $0 } ?? reading)
    }

    /// The platform this code was compiled for, as the log names it.
    public static var currentPlatform: String {
        #if os(iOS)
            "iOS"
        #elseif os(watchOS)
            "watchOS"
        #elseif os(tvOS)
            "tvOS"
        #elseif os(macOS)
            "macOS"
        #elseif os(Android)
            "Android"
        #elseif os(Linux)
            "Linux"
        #elseif os(Windows)
            "Windows"
        #else
            "unknown"
        #endif
    }
}

extension Nanoseconds {
    /// A standard-library duration in whole nanoseconds (attoseconds below a nanosecond are dropped).
    public init(duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self.init(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
