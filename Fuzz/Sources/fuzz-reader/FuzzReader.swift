import StringCatalog

let rules = ICUPluralRulesProvider()
let checker = CatalogChecker(pluralRules: rules, localeValidator: rules)

/// libFuzzer entry point: any bytes must either read and check, or be rejected with a located error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch CatalogInspector.inspect(bytes: bytes, file: "fuzz.xcstrings", with: checker) {
    case .checked(let findings):
        for finding in findings where finding.location.line < 1 || finding.location.column < 1 {
            fatalError("finding without a position: \(finding)")
        }
        if !findings.isEmpty {
            _ = SARIFReporter().render(CheckReport(files: [.init(path: "fuzz.xcstrings", findings: findings)], toolVersion: "fuzz", icuVersion: "", cldrVersion: ""), colour: false)
        }
    case .unreadable(let error):
        if error.location.line < 1 { fatalError("read error without a position: \(error)") }
    }
    return 0
}
