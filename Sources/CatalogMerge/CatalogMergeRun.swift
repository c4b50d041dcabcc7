import FileOutput
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
        let stamp = FileStamp.of(ours)
        let loaded = try CatalogSetLoader.loadSet(
            [
                (try baseSource(base, ours: ours), label("base", base)), (.file(path: ours), label("ours", ours)),
                (.file(path: theirs), label("theirs", theirs)),
            ], reference: 1)
        let result = try CatalogMerger.merge(loaded, prefer: prefer, resultFile: name ?? ours)
        try AtomicReplace.write(result.bytes, to: URL(fileURLWithPath: ours), unchangedSince: stamp)
        return result
    }

    /// The base as git gives it; an empty file (git's `%O` when both branches added the catalog) as an empty catalog
    /// in ours' source language and version, so the merge is a two-way union with a conflict where the values differ.
    private static func baseSource(_ base: String, ours: String) throws -> CatalogSource {
        var info = stat()
        guard stat(base, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { return .file(path: base) }
        let document = try JSONDocument.parse(try FileBytes.read(URL(fileURLWithPath: ours), name: ours), file: ours)
        var members = [JSONMember(key: "strings", value: .object([]))]
        for name in ["sourceLanguage", "version"] {
            if let member = document.member(document.root, named: name), let text = document.string(member.value) {
                members.append(JSONMember(key: name, value: .string(text)))
            }
        }
        return .bytes(try CatalogWriter.write(JSONValue.object(members.sorted { $0.key < $1.key })), name: base)
    }
}
