import ICU
import Testing

@Test func reportsICUAndCLDRVersionsAsDottedNumbers() {
    let icu = ICUVersion.icu.split(separator: ".")
    let cldr = ICUVersion.cldr.split(separator: ".")
    #expect(icu.count >= 2 && icu.allSatisfy { Int($0) != nil }, "ICU version was \(ICUVersion.icu)")
    #expect(cldr.count >= 2 && cldr.allSatisfy { Int($0) != nil }, "CLDR version was \(ICUVersion.cldr)")
}

@Test func icuErrorNamesTheICUCode() {
    let error = ICUError(code: 1, operation: "opening plural rules for 'xx'")
    #expect(error.name == "U_ILLEGAL_ARGUMENT_ERROR")
    #expect(error.description == "ICU failed while opening plural rules for 'xx': U_ILLEGAL_ARGUMENT_ERROR")
}
