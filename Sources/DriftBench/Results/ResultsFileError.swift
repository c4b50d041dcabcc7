/// Why a results file could not be read or written; each prints as a sentence naming the file and what to do.
public enum ResultsFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be opened.
    case unreadable(path: String, reason: String)
    /// The file is not JSON; line and column point at the first bad character.
    case notJSON(path: String, line: Int, column: Int, reason: String)
    /// The file is JSON but not a timekeeper drift results file.
    case wrongFormat(path: String)
    /// The file was written with a schema version this build does not read (`supported` is the newest it reads).
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// The file has the right header but a field is missing or mistyped.
    case invalidContent(path: String, field: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "\(path): cannot read the results file (\(reason)); check the path and its permissions."
        case .notJSON(let path, let line, let column, let reason):
            "\(path):\(line):\(column): not valid JSON (\(reason)); pass a results.json written by 'timekeeper drift --out <dir>'."
        case .wrongFormat(let path):
            "\(path):1:1: not a timekeeper drift results file (no \"format\": \"\(DriftResults.formatName)\"); "
                + "pass a results.json written by 'timekeeper drift --out <dir>'."
        case .unsupportedVersion(let path, let found, let supported):
            "\(path):1:1: results schema version \(found) is not supported "
                + "(this build reads versions \(DriftResults.oldestReadableSchemaVersion) to \(supported)); "
                + "rerun 'timekeeper drift' with this build or use the build that wrote it."
        case .invalidContent(let path, let field, let reason):
            "\(path):1:1: field '\(field)' is unusable (\(reason)); "
                + "the file is damaged: rerun 'timekeeper drift --out <dir>' to write it again."
        }
    }
}
