import Foundation
import StringCatalog
import JSONCore

// catalog-io generate KEYS FILE      write a deterministic catalog with KEYS keys × 40 locales
// catalog-io MODE FILE [RUNS]        time MODE on FILE, RUNS times (default 5); modes:
//   parse       JSONDocument.parse of bytes already in memory (the lossless tree)
//   parse-file  the same including reading the file (as `catalog fmt` does)
//   read        CatalogReader.read(bytes:): parse + typed decode into the model, bytes already in memory
//   read-file   CatalogReader.read(contentsOf:): the same streamed from the file, as every command reads catalogs
//   write       CatalogWriter.write of a parsed document (checked to equal the input)
//   fmt         CatalogFormatter.format: parse + catalog validation + write + compare, what `catalog fmt` does
//   foundation  JSONSerialization.jsonObject, for comparison
// prints: mode bytes keys median-wall-seconds best-wall-seconds median-CPU-seconds peak-RSS-bytes RSS-before-loading-bytes

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("catalog-io: \(message)\n".utf8))
    exit(2)
}

/// CPU seconds (user + system) this process has used; on a shared machine it varies less than wall time.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

var cpuTimes: [Double] = []

/// Wall seconds `body` took; its CPU seconds go to `cpuTimes`.
@MainActor func seconds(_ body: () throws -> Void) rethrows -> Double {
    let cpuStart = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    cpuTimes.append(cpuSeconds() - cpuStart)
    return wall
}

/// Peak resident set size of this process so far, in bytes (Linux reports ru_maxrss in KiB).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: catalog-io generate KEYS FILE | catalog-io parse|parse-file|read|read-file|write|fmt|foundation FILE [RUNS]") }

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
case "read-file":
    for _ in 0..<runs {
        times.append(try seconds { keys = try CatalogReader.read(contentsOf: url).catalog.entries.count })
    }
case "write":
    let bytes = readFile(url.path)
    let document = try JSONDocument.parse(bytes, file: url.path)
    keys = keyCount(document)
    var output: [UInt8] = []
    for _ in 0..<runs {
        output = []  // free the previous run's output first, so the peak is one output
        times.append(try seconds { output = try CatalogWriter.write(document) })
    }
    guard output == bytes else { fail("the written catalog differs from the input") }
case "fmt":
    let bytes = readFile(url.path)
    var changed = true
    for _ in 0..<runs {
        times.append(try seconds { changed = try CatalogFormatter.format(bytes: bytes, file: url.path).changed })
    }
    guard !changed else { fail("fmt would change a canonical catalog") }
    keys = keyCount(try JSONDocument.parse(bytes, file: url.path))
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
let best = times.min() ?? median
let cpuMedian = cpuTimes.sorted()[cpuTimes.count / 2]
print(mode, size, keys, String(format: "%.4f", median), String(format: "%.4f", best), String(format: "%.4f", cpuMedian), peakResidentBytes(), baseline)
