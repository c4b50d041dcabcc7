import Testing

@testable import CatalogCheck
@testable import Diagnostics
@testable import StringCatalog

/// How bad a dropped argument is: String(format:) ignores arguments after the last one a string formats, so dropping
/// only trailing ones loses text (a warning); dropping one before a formatted argument, or retyping one, is an error.
@Suite struct FormatMismatchSeverityTests {
    static func mismatch(key: String, source: String? = nil, _ locale: String, _ value: String) -> [Finding] {
        let units = [source.map { CheckHarness.unit("en", $0) }, CheckHarness.unit(locale, value)].compactMap { $0 }
        return CheckHarness.findings(CheckHarness.catalog(key: key, units.joined(separator: ", ")), checks: [FormatMismatchCheck()])
    }

    @Test func droppingOnlyTrailingArgumentsIsAWarningThatSaysWhy() throws {
        let found = Self.mismatch(key: "%lld App%@", source: "%lld App%@", "ko", "%lld 앱")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(
            finding.message
                == "ko of '%lld App%@' drops trailing argument 2 (%@ in the source): the text loses it, but String(format:) ignores "
                + "unused trailing arguments")
        #expect(finding.hint == FormatMismatchCheck.trailingHint)
    }

    @Test func droppingAnArgumentALaterOneDependsOnIsAnError() throws {
        let found = Self.mismatch(key: "%@ has %lld files", "de", "%2$lld Dateien")
        let finding = try #require(found.first)
        #expect(finding.severity == .error)
        #expect(
            finding.message
                == "de of '%@ has %lld files' drops argument 1 (%@ in the source) before argument 2, which it formats: String(format:) "
                + "needs the dropped argument's type to reach the later one")
    }

    @Test func retypingAnArgumentStaysAnErrorEvenWithATrailingDrop() throws {
        let found = Self.mismatch(key: "%lld App%@", "ko", "%@ 앱")
        let finding = try #require(found.first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("formats argument 1 as %@ (object) where the source has %lld (integer)"))
        #expect(finding.message.contains("drops trailing argument 2"))
        #expect(finding.hint == FormatMismatchCheck().help)
    }

    @Test func aConfiguredSeverityBelowWarningAlsoLowersTrailingDrops() {
        let checker = CatalogChecker(
            checks: [.init(check: FormatMismatchCheck(), severity: .note)], pluralRules: CheckHarness.rules,
            localeValidator: CheckHarness.rules)
        let json = CheckHarness.catalog(key: "%lld App%@", CheckHarness.unit("ko", "%lld 앱"))
        guard case .checked(let found) = CatalogInspector.inspect(bytes: Array(json.utf8), file: "example.xcstrings", with: checker)
        else {
            Issue.record("unreadable")
            return
        }
        #expect(found.map(\.severity) == [.note])
    }
}
