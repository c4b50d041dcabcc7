import IntervalTimer

/// The wakeup-latency floor of one wakeup primitive, measured alongside the strategies that wake with it.
public struct PrimitiveFloor: Codable, Sendable, Equatable {
    /// The primitive's ``WakeupPrimitive/name``, e.g. `repeating-timer`.
    public var primitive: String
    /// What was measured.
    public var floor: FloorSummary

    /// A floor for `primitive`.
    init(primitive: WakeupPrimitive, floor: FloorSummary) {
        self.primitive = primitive.name
        self.floor = floor
    }

    /// The Linux call it was measured with, for tables (the stored name when this build does not know it).
    var callDescription: String { WakeupPrimitive.named(primitive)?.linuxCall ?? primitive }
}

extension ScenarioResult {
    /// The floor `row` is judged against: its own primitive's when measured, else the scenario's floor.
    func floor(for row: StrategyResult) -> FloorSummary? {
        row.wakeupPrimitive.flatMap { name in primitiveFloors?.first { $0.primitive == name }?.floor } ?? floor
    }
}
