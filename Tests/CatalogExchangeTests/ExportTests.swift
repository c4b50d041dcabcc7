import CatalogExchange
import Foundation
import StringCatalog
import Testing

@Suite struct ExportTests {
    private func export(_ json: String, language: String) throws -> String {
        let catalog = try CatalogReader.read(bytes: Array(json.utf8), file: "L.xcstrings").catalog
        return String(
            decoding: try XLIFFExporter(sources: [.init(catalog: catalog, original: "L.xcstrings")], toolVersion: testToolVersion).document(
                for: language
            ).bytes,
            as: UTF8.self)
    }

    /// Runs of digits compare by value, the rest by code point, case-sensitive (as in Xcode's files).
    @Test func unitsAreSortedByIdWithNumbersByValue() throws {
        let keys = ["270°", "1000", "90°", "100", "b", "B", "a10", "a9"]
        let json = #"{"sourceLanguage":"en","strings":{"# + keys.map { "\"\($0)\":{}" }.joined(separator: ",") + #"},"version":"1.0"}"#
        let ids = try export(json, language: "de").split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "<trans-unit id=\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(ids == ["90°", "100", "270°", "1000", "B", "a9", "a10", "b"])
    }

    /// A key the language has not localized gets the language's plural categories (Polish needs few and many).
    @Test func anUnlocalizedPluralGetsTheTargetLanguagesCategories() throws {
        let json = """
            {"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld file"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}},"version":"1.0"}
            """
        let text = try export(json, language: "pl")
        for category in ["few", "many", "one", "other"] { #expect(text.contains(#"<trans-unit id="n|==|plural.\#(category)""#)) }
        // A category the source lacks takes the source's `other`.
        #expect(text.contains("<trans-unit id=\"n|==|plural.few\" xml:space=\"preserve\">\n        <source>%lld files</source>"))
    }

    @Test func aControlCharacterXMLCannotCarryStopsTheExportAtItsValue() throws {
        let json =
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"a\u0001"}}}}},"version":"1.0"}"#
        do {
            _ = try export(json, language: "de")
            Issue.record("exported a value XML cannot carry")
        } catch {
            #expect("\(error)".hasPrefix("L.xcstrings:1:"))
            #expect("\(error)".contains("U+0001, which XML 1.0 cannot carry"))
        }
    }

    /// U+FFFE and U+FFFF are no control bytes but XML 1.0 refuses them too; U+FFFD beside them is fine.
    @Test(arguments: ["FFFE", "FFFF"])
    func aNonCharacterXMLCannotCarryStopsTheExport(hex: String) throws {
        let json =
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\uFFFDa\u"#
            + hex + #""}}}}},"version":"1.0"}"#
        do {
            _ = try export(json, language: "de")
            Issue.record("exported U+\(hex), which XML cannot carry")
        } catch {
            #expect("\(error)".contains("U+\(hex), which XML 1.0 cannot carry"))
        }
        let fine =
            #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\uFFFD"}}}}},"version":"1.0"}"#
        #expect(try export(fine, language: "de").contains("<target state=\"translated\">\u{FFFD}</target>"))
    }
}
