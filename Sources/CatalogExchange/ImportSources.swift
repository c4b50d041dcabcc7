import Dispatch
import FileOutput
import Foundation
import JSONCore
import StringCatalog
import Synchronization

/// What `catalog import` reads: the catalog, parsed and decoded, with its document kept so the result can be written
/// with every untouched entry as the file has it, and the XLIFF files.
///
/// They are read on every core at once: the catalog first, while the other cores parse XLIFF files, so the catalog's
/// reading costs no time of its own when there are several files.
public struct ImportSources: Sendable {
    /// The catalog as parsed.
    public var document: JSONDocument
    /// The catalog decoded.
    public var catalog: StringCatalog
    /// Each XLIFF file, or why it cannot be used, in the order of the paths.
    public var xliff: [Result<XLIFFDocument, ExchangeError>]
    /// The catalog file as it was before it was read, so writing can refuse when another program changed it since.
    public var catalogStamp: FileStamp = .absent

    /// Reads the catalog at `catalogPath` (named `name` in locations) and the XLIFF files at `xliffPaths`; throws
    /// `JSONReadError` (with `file:line:col`) when the catalog cannot be read as a String Catalog.
    public static func read(catalog catalogPath: String, name: String? = nil, xliff xliffPaths: [String]) throws(JSONReadError)
        -> ImportSources
    {
        let catalogResult = Mutex<Result<(JSONDocument, StringCatalog), JSONReadError>?>(nil)
        let documents = Mutex<[Result<XLIFFDocument, ExchangeError>?]>(Array(repeating: nil, count: xliffPaths.count))
        // Task 0 is the catalog, the others the XLIFF files in order; each worker takes the next task.
        let taskCount = xliffPaths.count + 1
        let next = Atomic<Int>(0)
        let stamp = Mutex<FileStamp>(.absent)
        let workers = max(1, min(taskCount, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let task = next.add(1, ordering: .relaxed).oldValue
                guard task < taskCount else { return }
                if task == 0 {
                    stamp.withLock { $0 = FileStamp.of(catalogPath) }
                    let result = Result { () throws(JSONReadError) -> (JSONDocument, StringCatalog) in
                        let bytes = try FileBytes.read(URL(fileURLWithPath: catalogPath), name: name, expecting: .jsonObject)
                        let document = try JSONDocument.parse(bytes, file: name ?? catalogPath)
                        return (document, try CatalogReader.decode(document).catalog)
                    }
                    catalogResult.withLock { $0 = result }
                } else {
                    let index = task - 1
                    let result = Result { () throws(ExchangeError) in try XLIFFDocument.read(path: xliffPaths[index]) }
                    documents.withLock { $0[index] = result }
                }
            }
        }
        let (document, catalog) = try catalogResult.withLock { $0! }.get()
        return ImportSources(
            document: document, catalog: catalog, xliff: documents.withLock { $0.map { $0! } }, catalogStamp: stamp.withLock { $0 })
    }
}
