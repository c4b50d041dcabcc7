import Foundation
import JSONCore
import StringCatalog

/// `catalog merge BASE OURS THEIRS` as git's merge driver runs it: read the three, merge, replace OURS atomically.
public enum CatalogMergeRun {
    /// Merges the files and writes the result into `ours` (git's `%A`) atomically; `name` (git's `%P`) names the
    /// catalog in locations. Nothing is written when an input cannot be read: that throws `JSONReadError` (with
    /// `file:line:col`), `MergeInputError` or `FileWriteError`.
    public static func run(base: String, ours: String, theirs: String, prefer: MergePreference, name: String?) throws
        -> CatalogMergeResult
    {
        // git hands the driver temporary files: name them after the catalog and the side they hold.
        func label(_ side: String, _ path: String) -> String? { name.map { "\($0) (\(side))" } ?? path }
        let loaded = try CatalogSetLoader.loadSet(
            [
                (.file(path: base), label("base", base)), (.file(path: ours), label("ours", ours)),
                (.file(path: theirs), label("theirs", theirs)),
            ], reference: 1)
        let result = try CatalogMerger.merge(loaded, prefer: prefer, resultFile: name ?? ours)
        try AtomicReplace.write(result.bytes, to: URL(fileURLWithPath: ours))
        return result
    }
}
