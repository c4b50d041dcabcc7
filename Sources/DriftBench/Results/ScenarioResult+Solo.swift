import IntervalTimer

extension ScenarioResult {
    /// One scenario's result from `--solo` runs of one strategy each: the rows in order (each judged in its own run
    /// against the floor measured beside it), and each primitive's floor over all the runs that measured it.
    static func mergingSolo(_ parts: [ScenarioResult], scenario: any Scenario, planned: Int) -> ScenarioResult {
        var floors: [PrimitiveFloor] = []
        for floor in parts.flatMap({ $0.primitiveFloors ?? [] }) {
            if let index = floors.firstIndex(where: { $0.primitive == floor.primitive }) {
                floors[index].floor = floors[index].floor.merged(with: floor.floor)
            } else {
                floors.append(floor)
            }
        }
        let states = parts.flatMap { $0.outageWorkerStates ?? [] }
        let complete = parts.count == planned && parts.allSatisfy { $0.status == .complete }
        return ScenarioResult(
            scenario: scenario.name, mode: .real, status: complete ? .complete : .partial, summary: scenario.summary,
            floor: floors.first { $0.primitive == WakeupPrimitive.cyclictest.name }?.floor,
            disturbances: parts.first?.disturbances ?? [], strategies: parts.flatMap(\.strategies), primitiveFloors: floors,
            outageWorkerStates: states.isEmpty ? nil : states, suspendedBy: parts.first?.suspendedBy)
    }
}

extension FloorSummary {
    /// The floor of both measurements together (histograms added, CPU time summed).
    func merged(with other: FloorSummary) -> FloorSummary {
        var bins: [Int64: Int64] = [:]
        for pair in histogram + other.histogram where pair.count == 2 { bins[pair[0], default: 0] += pair[1] }
        return FloorSummary(
            bins: bins.keys.sorted().map { [$0, bins[$0] ?? 0] }, cpuNanoseconds: cpuNanoseconds + other.cpuNanoseconds,
            intervalNanoseconds: intervalNanoseconds)
    }
}
