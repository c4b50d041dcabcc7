import CatalogRuntime
import Dispatch
import Foundation
import StringCatalog
import CatalogCompile

// catalog-runtime compile CATALOG OUT [RUNS]   compile to JSON bundles (all locales) and write them; median seconds
// catalog-runtime load OUT [RUNS]              load every bundle of OUT/json; median seconds
// catalog-runtime lookup OUT [LOOKUPS]         cached lookups of plural keys with one integer argument; ns per lookup
// Each prints one line of space-separated fields for ../catalog-runtime.sh.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("catalog-runtime: \(message)\n".utf8))
    exit(2)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: catalog-runtime compile CATALOG OUT [RUNS] | load OUT [RUNS] | lookup OUT [LOOKUPS]") }

switch arguments[1] {
case "compile":
    guard arguments.count >= 4 else { fail("usage: catalog-runtime compile CATALOG OUT [RUNS]") }
    let runs = arguments.count > 4 ? Int(arguments[4]) ?? 3 : 3
    var times: [Double] = []
    var fileCount = 0, byteCount = 0
    for _ in 0..<runs {
        times.append(try seconds {
            let catalog = try CatalogReader.read(contentsOf: URL(fileURLWithPath: arguments[2])).catalog
            let compilation = CatalogCompilation.compile([catalog], with: [CompilerRegistry.named("json")!])
            guard !compilation.failed else { fail("the catalog does not compile: \(compilation.findings.first!.message)") }
            try CompiledFileWriter.write(compilation.files, to: URL(fileURLWithPath: arguments[3]))
            fileCount = compilation.files.count
            byteCount = compilation.files.reduce(0) { $0 + $1.contents.count }
        })
    }
    print("compile \(fileCount) \(byteCount) \(median(times))")

case "load":
    let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
    let folder = URL(fileURLWithPath: arguments[2]).appendingPathComponent("json")
    var times: [Double] = []
    var locales = 0, keys = 0
    for _ in 0..<runs {
        var catalog: LocalizedCatalog?
        // Only the load is timed; the previous run's catalog was freed before.
        times.append(try seconds { catalog = try LocalizedCatalog(contentsOf: folder) })
        locales = catalog!.locales().count
        catalog = nil
        keys = try CatalogBundle(contentsOf: folder.appendingPathComponent("en/Localizable.json")).keys.count
    }
    print("load \(locales) \(keys) \(median(times))")

case "lookup":
    let lookups = arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000
    let folder = URL(fileURLWithPath: arguments[2]).appendingPathComponent("json")
    let catalog = try LocalizedCatalog(contentsOf: folder)
    let pluralKeys = try CatalogBundle(contentsOf: folder.appendingPathComponent("en/Localizable.json")).keys
        .filter { $0.hasSuffix(" %lld") }.prefix(16)
    guard !pluralKeys.isEmpty else { fail("no plural keys in the bundle") }
    let keys = Array(pluralKeys)
    var results: [String] = []
    for locale in ["en", "ru", "ar", "pl"] {
        // Warm: the locale's fallback chain and number formatter are resolved on first use.
        var checksum = 0
        for index in 0..<1000 { checksum &+= catalog.localized(keys[index % keys.count], locale: locale, .integer(index % 200)).utf8.count }
        let elapsed = seconds {
            for index in 0..<lookups {
                checksum &+= catalog.localized(keys[index % keys.count], locale: locale, .integer(index % 200)).utf8.count
            }
        }
        results.append("\(locale) \(elapsed / Double(lookups) * 1e9) \(checksum % 10)")
    }
    // Counts of a million and more miss the small-number table: every lookup formats through ICU.
    var bigChecksum = 0
    let big = seconds {
        for index in 0..<lookups {
            bigChecksum &+= catalog.localized(keys[index % keys.count], locale: "ru", .integer(1_000_000 + index % 200)).utf8.count
        }
    }
    results.append("ru-1e6 \(big / Double(lookups) * 1e9) \(bigChecksum % 10)")
    // Two threads at once (the machine has 2 cores): throughput of the shared caches.
    let perThread = lookups / 2
    let parallel = seconds {
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            var checksum = 0
            for index in 0..<perThread {
                checksum &+= catalog.localized(keys[index % keys.count], locale: worker == 0 ? "de" : "ru", .integer(index % 200)).utf8.count
            }
            if checksum == 42 { print("") }
        }
    }
    results.append("2-threads \(parallel / Double(perThread * 2) * 1e9) 0")
    print("lookup " + results.joined(separator: " "))

default:
    fail("unknown mode '\(arguments[1])'")
}
