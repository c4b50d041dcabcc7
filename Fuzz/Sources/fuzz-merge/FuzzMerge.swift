import CatalogMerge
import JSONCore
import StringCatalog

let separator: [UInt8] = Array("\n=====\n".utf8)

/// libFuzzer entry point: one input split at `\n=====\n` into base, ours and theirs; each must be a catalog (as the CLI
/// checks), then the merge must not crash, must write a readable catalog, and must keep a one-sided change: with B the
/// base and X either other side, merge(B,X,B) = merge(B,B,X) = merge(B,X,X) = merge(X,X,X), with no conflicts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = split(bytes)
    guard parts.count == 3 else { return 0 }
    var documents: [JSONDocument] = []
    for (part, name) in zip(parts, ["base", "ours", "theirs"]) {
        guard let document = try? JSONDocument.parse(part, file: name), (try? CatalogReader.validate(document)) != nil else { return 0 }
        documents.append(document)
    }
    let (base, ours, theirs) = (documents[0], documents[1], documents[2])
    let full = merged(base, ours, theirs)
    requireReadable(full.bytes)
    for side in [ours, theirs] {
        let same = merged(side, side, side)
        requireReadable(same.bytes)
        for (label, result) in [("merge(B,X,B)", merged(base, side, base)), ("merge(B,B,X)", merged(base, base, side)), ("merge(B,X,X)", merged(base, side, side))] {
            if !result.conflicts.isEmpty { fatalError("\(label) reports conflicts: \(result.conflicts)") }
            if result.bytes != same.bytes {
                fatalError("\(label) differs from merge(X,X,X):\n\(String(decoding: result.bytes, as: UTF8.self))\n---\n\(String(decoding: same.bytes, as: UTF8.self))")
            }
        }
    }
    return 0
}

func merged(_ base: JSONDocument, _ ours: JSONDocument, _ theirs: JSONDocument) -> CatalogMergeResult {
    do {
        return try CatalogMerger.merge(base: base, ours: ours, theirs: theirs, resultFile: "Fuzz.xcstrings")
    } catch {
        fatalError("merging valid catalogs failed: \(error)")
    }
}

func requireReadable(_ bytes: [UInt8]) {
    do {
        _ = try CatalogReader.read(bytes: bytes, file: "merged.xcstrings")
    } catch {
        fatalError("the merged catalog cannot be read back: \(error)\n\(String(decoding: bytes, as: UTF8.self))")
    }
}

/// The input cut at each separator.
func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var start = 0, index = 0
    while index + separator.count <= bytes.count {
        if bytes[index] == separator[0], Array(bytes[index..<(index + separator.count)]) == separator {
            parts.append(Array(bytes[start..<index]))
            index += separator.count
            start = index
        } else {
            index += 1
        }
    }
    parts.append(Array(bytes[start...]))
    return parts
}
