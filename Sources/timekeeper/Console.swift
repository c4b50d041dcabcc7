import Diagnostics
import Dispatch
import Foundation
import Synchronization

/// Unbuffered writes to stdout and stderr, so progress lines and JSON events appear at once.
enum Console {
    /// One of the two output streams.
    enum Stream {
        case standardOutput
        case standardError

        var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
    }

    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// The `--color` choice of this run, set once by the dispatcher.
    private static let colorChoice = Mutex(ColorChoice.auto)

    static func setColorChoice(_ choice: ColorChoice) {
        colorChoice.withLock { $0 = choice }
    }

    /// Whether what goes to `stream` may carry ANSI colour and styles (`--color`, `NO_COLOR`, a terminal).
    static func colours(_ stream: Stream) -> Bool {
        colorChoice.withLock { $0 }.colours(toTerminal: isatty(stream.descriptor) == 1, environment: ProcessInfo.processInfo.environment)
    }

    /// `error: message` (or `warning:`, `note:`) on stderr, the label coloured when stderr colours.
    static func problem(_ severity: Severity, _ message: String) {
        error("\(severity.label(coloured: colours(.standardError))) \(message)\n")
    }

    /// Findings a command reports on stderr beside its real output (fmt, compile, pseudo): one line each,
    /// `file:line:col: warning: message hint`.
    static func report(_ findings: [Finding]) {
        let coloured = colours(.standardError)
        for finding in findings {
            error(
                "\(finding.location): \(finding.severity.label(coloured: coloured)) \(finding.message)\(finding.hint.map { " \($0)" } ?? "")\n"
            )
        }
    }

    /// Writes report pieces in order on their own thread, so writing megabytes overlaps rendering the next ones.
    private static let reportWriter = DispatchQueue(label: "timekeeper.report-output")
    /// Bounds the pieces waiting to be written (and so the memory they hold).
    private static let piecesInFlight = DispatchSemaphore(value: 8)

    /// A report output that writes each piece to stdout as it fills; call `waitForReportOutput` before exiting.
    static func standardOutput() -> ReportOutput {
        ReportOutput { bytes in
            piecesInFlight.wait()
            reportWriter.async {
                bytes.withUnsafeBufferPointer { write($0, to: STDOUT_FILENO) }
                piecesInFlight.signal()
            }
        }
    }

    /// Returns once every piece handed to a `standardOutput()` has been written.
    static func waitForReportOutput() {
        reportWriter.sync {}
    }

    /// Whether stdout is a terminal (in-place updates only then).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes the string's own UTF-8 storage (reports run to megabytes: no `Data` copy), retrying short writes.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write($0, to: descriptor) }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Foundation.write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed pipe or full disk: the reader is gone, there is no one left to tell.
            }
            next += written
            remaining -= written
        }
    }
}
