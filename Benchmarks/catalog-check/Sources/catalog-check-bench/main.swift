import Foundation
import StringCatalog
import CatalogCheck

// catalog-check-bench export-po CATALOG OUTDIR     write <locale>.po per target locale (for pofilter)
// catalog-check-bench foundation CATALOG [RUNS]    JSONSerialization parse of the file: the floor
// catalog-check-bench inprocess CATALOG [RUNS]     read + every check in this process (no start-up)
// timing modes print: mode bytes median-seconds MB/s findings

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("catalog-check-bench: \(message)\n".utf8))
    exit(2)
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 || (arguments.count == 3 && arguments[1] != "export-po") else {
    fail("usage: catalog-check-bench export-po CATALOG OUTDIR | foundation|inprocess CATALOG [RUNS]")
}
let path = arguments[2]
guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }

switch arguments[1] {
case "export-po":
    let catalog = try CatalogReader.read(bytes: [UInt8](data), file: path).catalog
    let folder = URL(fileURLWithPath: arguments[3])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var total = 0
    for (locale, text) in POExporter.export(catalog) {
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(locale).po"))
        total += text.utf8.count
    }
    print("wrote \(catalog.locales.count - 1) PO files, \(total) bytes, to \(folder.path)")
case "foundation", "inprocess":
    let runs = arguments.count > 3 ? Int(arguments[3]) ?? 5 : 5
    var times: [Double] = []
    var findings = 0
    let rules = ICUPluralRulesProvider()
    let checker = CatalogChecker(pluralRules: rules, localeValidator: rules)
    for _ in 0..<runs {
        times.append(try seconds {
            if arguments[1] == "foundation" {
                _ = try JSONSerialization.jsonObject(with: data)
            } else if case .checked(let found) = CatalogInspector.inspect(bytes: [UInt8](data), file: path, with: checker) {
                findings = found.count
            }
        })
    }
    let median = times.sorted()[times.count / 2]
    print(arguments[1], data.count, String(format: "%.4f", median), Int(Double(data.count) / median / 1e6), findings)
default:
    fail("unknown mode \(arguments[1])")
}
