import StringCatalog
import CatalogCheck
import Diagnostics
import JSONCore

let rules = ICUPluralRulesProvider()
let checker = CatalogChecker(pluralRules: rules, localeValidator: rules)

/// libFuzzer entry point: any bytes must either read and check, or be rejected with a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The stream reader must give the same result wherever its window cuts the input.
    let whole = outcome { () throws(JSONReadError) in try CatalogReader.read(bytes: bytes, file: "fuzz.xcstrings") }
    let blockSize = 1 + size % 61
    let cut = outcome { () throws(JSONReadError) in try CatalogReader.read(bytes: bytes, file: "fuzz.xcstrings", blockSize: blockSize) }
    if whole != cut { fatalError("reading in blocks of \(blockSize) bytes gave \(cut), the whole input \(whole)") }
    switch CatalogInspector.inspect(bytes: bytes, file: "fuzz.xcstrings", with: checker) {
    case .checked(let findings):
        for finding in findings where finding.location.line < 1 || finding.location.column < 1 {
            fatalError("finding without a position: \(finding)")
        }
        if !findings.isEmpty {
            _ = SARIFReporter().render(CheckReport(files: [.init(path: "fuzz.xcstrings", findings: findings)], rules: RuleDescription.all, toolVersion: "fuzz", icuVersion: "", cldrVersion: ""), colour: false)
        }
    case .unreadable(let error):
        if error.location.line < 1 { fatalError("read error without a position: \(error)") }
    }
    return 0
}

/// A read's result in comparable form.
private enum ReadOutcome: Equatable {
    case read(StringCatalog, [Finding])
    case failed(JSONReadError)
}

private func outcome(_ read: () throws(JSONReadError) -> CatalogReadResult) -> ReadOutcome {
    do {
        let result = try read()
        return .read(result.catalog, result.warnings)
    } catch {
        return .failed(error)
    }
}
