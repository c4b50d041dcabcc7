import TimerSimulation

extension SeededRandom {
    /// A number in `0..<bound`, for tests that damage inputs or pick cases reproducibly (the same on every run and machine).
    public mutating func next(_ bound: Int) -> Int {
        precondition(bound > 0, "the bound must be positive")
        return Int(next(upperBound: UInt64(bound)))
    }
}
