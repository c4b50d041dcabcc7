import FileOutput
import Foundation

/// The sentence printed for an error a command let through.
///
/// The tool's own errors describe themselves. A Foundation error should never get this far; if one does, its
/// system reason is printed in the tool's words instead of Foundation's ("The operation could not be completed").
enum UserFacingError {
    static func sentence(for error: any Error) -> String {
        if let reason = SystemReason(foundationError: error) { return "the operation failed: \(reason)" }
        return "\(error)"
    }
}
