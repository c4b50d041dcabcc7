import Diagnostics
import Dispatch
import Foundation
import JSONCore
import StringCatalog

/// Reads a catalog and checks it: the one entry point `catalog check` and the tests use.
public enum CatalogInspector {
    /// What checking one file gave.
    public enum Outcome: Sendable {
        /// The file was read (completely, or up to a duplicate key) and these are its findings.
        case checked([Finding])
        /// The file cannot be read as a catalog at all.
        case unreadable(JSONReadError)
    }

    /// Reads the file at `path` (named as given in locations) and checks it.
    ///
    /// The file is streamed into the typed model (its bytes and a JSON tree of them are never held whole) and
    /// entries are checked while reading goes on (see `StreamingCheck`), so peak memory is the model plus the
    /// findings, and the checks cost little more wall time than the read.
    public static func inspect(path: String, with checker: CatalogChecker) -> Outcome {
        // A pipe (`<(…)`) cannot be read twice, which the read-ahead may need: its bytes are kept in memory instead.
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
            do {
                return inspect(
                    bytes: try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .jsonObject), file: path, with: checker)
            } catch {
                return .unreadable(error)
            }
        }
        return outcome(file: path, with: checker) { consumer throws(JSONReadError) in
            let url = URL(fileURLWithPath: path)
            guard let consumer else { return try CatalogReader.read(contentsOf: url, name: path) }
            return try CatalogReader.read(contentsOf: url, name: path, consumer: consumer)
        }
    }

    /// Reads `bytes` (named `file` in locations) and runs `checker` over them.
    ///
    /// Reader warnings (`byte-order-mark`, `unknown-version`) are findings too, subject to the same
    /// configuration; a duplicate key becomes a `duplicate-key` finding when that check is enabled.
    public static func inspect(bytes: [UInt8], file: String, with checker: CatalogChecker) -> Outcome {
        outcome(file: file, with: checker) { consumer throws(JSONReadError) in
            guard let consumer else { return try CatalogReader.read(bytes: bytes, file: file) }
            return try CatalogReader.read(bytes: bytes, file: file, consumer: consumer)
        }
    }

    private static func outcome(
        file: String, with checker: CatalogChecker,
        reading read: ((any CatalogBatchConsumer)?) throws(JSONReadError) -> CatalogReadResult
    ) -> Outcome {
        do throws(JSONReadError) {
            let streaming = StreamingCheck(checker: checker, file: file)
            let result = try read(streaming)
            let warnings = result.warnings.compactMap { checker.applyConfiguration(to: $0) }
            // A failed read-ahead guess kept only outlines of the entries: read the catalog again, whole, to check it.
            let findings: [Finding]
            if let readAhead = streaming.findings(for: result.catalog) {
                findings = readAhead
            } else {
                findings = checker.check(try read(nil).catalog)
            }
            Self.releaseInBackground(result)
            guard !warnings.isEmpty else { return .checked(findings) }
            return .checked(
                (warnings + findings).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
        } catch {
            let duplicates = DuplicateKeyCheck()
            guard let active = checker.checks.first(where: { $0.check.id == duplicates.id }),
                let finding = duplicates.finding(for: error, severity: active.severity)
            else {
                if case .duplicateKey = error.kind, checker.isDisabled(duplicates.id) { return .checked([]) }
                return .unreadable(error)
            }
            return .checked([finding])
        }
    }

    /// Frees the model (hundreds of thousands of allocations in a big catalog) on another thread, so the findings
    /// can be reported meanwhile.
    private static func releaseInBackground(_ result: consuming CatalogReadResult) {
        let doomed = Doomed(result)
        DispatchQueue.global(qos: .utility).async { doomed.release() }
    }
}

/// Holds a read result until `release` drops it (on whichever thread calls it).
private final class Doomed: @unchecked Sendable {
    private var result: CatalogReadResult?
    init(_ result: consuming CatalogReadResult) { self.result = result }
    func release() { result = nil }
}
