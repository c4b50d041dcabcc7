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
    public static func inspect(path: String, with checker: CatalogChecker) -> Outcome {
        do {
            return inspect(bytes: try FileBytes.read(URL(fileURLWithPath: path)), file: path, with: checker)
        } catch {
            return .unreadable(error)
        }
    }

    /// Reads `bytes` (named `file` in locations) and runs `checker` over them.
    ///
    /// Reader warnings (`byte-order-mark`, `unknown-version`) are findings too, subject to the same
    /// configuration; a duplicate key becomes a `duplicate-key` finding when that check is enabled.
    ///
    /// `bytes` is consumed: checks need only the typed model, so the source bytes and the JSON tree (together
    /// about twice the file size) are released before the checks run instead of living until they end.
    public static func inspect(bytes: consuming [UInt8], file: String, with checker: CatalogChecker) -> Outcome {
        do {
            var result = try CatalogReader.read(bytes: bytes, file: file)
            _ = consume bytes
            result.catalog.document = nil
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
