import Foundation

/// Unbuffered writes to stdout and stderr, so progress lines and JSON events appear at once.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether stdout is a terminal (colour and in-place updates only then).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
