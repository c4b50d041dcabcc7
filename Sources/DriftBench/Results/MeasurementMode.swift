/// Which machinery produced a row: this machine's real clocks and scheduler, or the virtual clock.
public enum MeasurementMode: String, Codable, Sendable, CaseIterable {
    /// Real timers, real sleeps, real load on this machine.
    case real
    /// The virtual clock and deterministic scheduler with a latency model.
    case simulated
    /// A cue log an app, a browser page or any program wrote on its own device (`drift ingest`): its own clock, no
    /// floor measured alongside.
    case external
}

/// Whether a scenario or strategy ran to the end.
public enum CompletionStatus: String, Codable, Sendable {
    /// Ran the whole session.
    case complete
    /// Stopped early (Ctrl-C); the rows hold what was measured until then.
    case partial
    /// The strategy's worker crashed or produced unusable output; the row is kept, never dropped.
    case failed
}
