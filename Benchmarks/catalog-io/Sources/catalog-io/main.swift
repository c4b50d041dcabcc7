import Foundation
import StringCatalog

// catalog-io generate KEYS FILE      write a deterministic catalog with KEYS keys × 40 locales
// catalog-io MODE FILE [RUNS]        time MODE on FILE, RUNS times (default 5); modes:
//   parse       JSONDocument.parse of bytes already in memory (the lossless tree)
//   parse-file  the same including reading the file (as `catalog fmt` does)
//   read        CatalogReader.read: parse + typed decode into the model
//   write       CatalogWriter.write of a parsed document (checked to equal the input)
//   foundation  JSONSerialization.jsonObject, for comparison
// prints: mode bytes keys median-seconds MB/s peak-RSS-bytes RSS-before-loading-bytes

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("catalog-io: \(message)\n".utf8))
    exit(2)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Peak resident set size of this process so far, in bytes (Linux reports ru_maxrss in KiB).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: catalog-io generate KEYS FILE | catalog-io parse|parse-file|read|write|foundation FILE [RUNS]") }

if arguments[1] == "generate" {
    guard arguments.count == 4, let keys = Int(arguments[2]) else { fail("usage: catalog-io generate KEYS FILE") }
    var generator = CatalogGenerator()
    let bytes = try CatalogWriter.write(generator.catalog(keys: keys))
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[3]))
    print("wrote \(arguments[3]): \(bytes.count) bytes, \(keys) keys × \(CatalogGenerator.locales.count) locales")
    exit(0)
}

/// Reads a whole file into one exactly sized array (no `Data` copy), as the tool does.
func readFile(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
    defer { fclose(file) }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in count = fread(buffer.baseAddress, 1, size, file) }
}

/// The number of keys under `strings`, read from the tree without decoding the catalog.
func keyCount(_ document: JSONDocument) -> Int {
    document.member(document.root, named: "strings").map { document.count($0.value) } ?? 0
}

let mode = arguments[1]
let url = URL(fileURLWithPath: arguments[2])
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
let baseline = peakResidentBytes()
var times: [Double] = []
var keys = 0
switch mode {
case "parse":
    let bytes = readFile(url.path)
    for _ in 0..<runs {
        times.append(try seconds { keys = keyCount(try JSONDocument.parse(bytes, file: url.path)) })
    }
case "parse-file":
    // Including the read from the (page-cached) file, as `catalog fmt` does it.
    for _ in 0..<runs {
        times.append(try seconds { keys = keyCount(try JSONDocument.parse(contentsOf: url)) })
    }
case "read":
    let bytes = readFile(url.path)
    for _ in 0..<runs {
        times.append(try seconds { keys = try CatalogReader.read(bytes: bytes, file: url.path).catalog.entries.count })
    }
case "write":
    let bytes = readFile(url.path)
    let document = try JSONDocument.parse(bytes, file: url.path)
    keys = keyCount(document)
    FileHandle.standardError.write(Data("\(document.nodeCount) nodes, \(bytes.count / document.nodeCount) bytes per node\n".utf8))
    var output: [UInt8] = []
    for _ in 0..<runs {
        output = []  // free the previous run's output first, so the peak is one output
        times.append(try seconds { output = try CatalogWriter.write(document) })
    }
    guard output == bytes else { fail("the written catalog differs from the input") }
case "foundation":
    let data = try Data(contentsOf: url)
    for _ in 0..<runs {
        times.append(try seconds {
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            keys = (object?["strings"] as? [String: Any])?.count ?? 0
        })
    }
default:
    fail("unknown mode \(mode)")
}
let median = times.sorted()[times.count / 2]
let size = Int((try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0)
print(mode, size, keys, String(format: "%.4f", median), String(format: "%.0f", Double(size) / median / 1e6), peakResidentBytes(), baseline)
