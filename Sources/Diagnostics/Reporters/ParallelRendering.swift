import Dispatch
import Foundation
import Synchronization

/// Renders findings in slices on several threads and writes the slices in order: on a big catalog, turning tens of
/// thousands of findings into text otherwise costs a tenth of the whole `catalog check` on one thread.
enum ParallelRendering {
    /// Findings per slice.
    static let sliceSize = 512

    /// Writes `render(slice, indexOfFirstFinding)` for consecutive slices of `findings` to `output`, in order.
    /// A few slices are rendered at a time, so the text held at once stays small.
    static func write(
        _ findings: [Finding], to output: inout ReportOutput,
        _ render: @Sendable (_ slice: ArraySlice<Finding>, _ firstIndex: Int) -> [UInt8]
    ) {
        let sliceCount = (findings.count + sliceSize - 1) / sliceSize
        let wave = max(2, 2 * ProcessInfo.processInfo.activeProcessorCount)
        var firstSlice = 0
        while firstSlice < sliceCount {
            let slices = min(wave, sliceCount - firstSlice)
            let rendered = Mutex<[[UInt8]]>(Array(repeating: [], count: slices))
            let base = firstSlice
            DispatchQueue.concurrentPerform(iterations: slices) { offset in
                let start = (base + offset) * sliceSize
                let bytes = render(findings[start..<min(findings.count, start + sliceSize)], start)
                rendered.withLock { $0[offset] = bytes }
            }
            for bytes in rendered.withLock({ $0 }) { output.write(bytes: bytes) }
            firstSlice += slices
        }
    }
}
