import Foundation

/// One output format of `timekeeper drift` and `drift report`: a file name and a pure rendering function.
public protocol DriftWriter: Sendable {
    /// The file it writes in the output folder, e.g. `drift.md`.
    static var fileName: String { get }
    /// Whether it can render a comparison of several runs (`drift report`), not just one run.
    static var rendersComparisons: Bool { get }
    /// Renders one run (a single element) or a comparison of several runs.
    static func render(_ runs: [DriftResults]) throws -> Data
}
