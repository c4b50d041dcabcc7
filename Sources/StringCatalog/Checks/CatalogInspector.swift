import Foundation

/// Reads a catalog and checks it: the one entry point `catalog check` and the tests use.
public enum CatalogInspector {
    /// What checking one file gave.
    public enum Outcome: Sendable {
        /// The file was read (completely, or up to a duplicate key) and these are its findings.
        case checked([Finding])
        /// The file cannot be read as a catalog at all.
        case unreadable(CatalogReadError)
    }

    /// Reads the file at `path` (named as given in locations) and checks it.
    ///
    /// The file is streamed into the typed model (the source bytes and a JSON tree of them are never held whole),
    /// so peak memory is the model plus the findings.
    public static func inspect(path: String, with checker: CatalogChecker) -> Outcome {
        outcome(with: checker) { () throws(CatalogReadError) in try CatalogReader.read(contentsOf: URL(fileURLWithPath: path), name: path) }
    }

    /// Reads `bytes` (named `file` in locations) and runs `checker` over them.
    ///
    /// Reader warnings (`byte-order-mark`, `unknown-version`) are findings too, subject to the same
    /// configuration; a duplicate key becomes a `duplicate-key` finding when that check is enabled.
    public static func inspect(bytes: [UInt8], file: String, with checker: CatalogChecker) -> Outcome {
        outcome(with: checker) { () throws(CatalogReadError) in try CatalogReader.read(bytes: bytes, file: file) }
    }

    private static func outcome(with checker: CatalogChecker, reading read: () throws(CatalogReadError) -> CatalogReadResult) -> Outcome {
        do {
            let result = try read()
            let warnings = result.warnings.compactMap { checker.applyConfiguration(to: $0) }
            let findings = checker.check(result.catalog)
            guard !warnings.isEmpty else { return .checked(findings) }
            return .checked((warnings + findings).sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
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
}
