import Foundation
import StringCatalog
import Testing

@Test func jsonBundleIsCompactVersionedAndPositional() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["json"])
    #expect(files.count == 11)
    let bytes = try #require(files["json/de/Localizable.json"])
    let text = CompileTestSupport.text(bytes)
    #expect(
        text.hasPrefix(
            #"{"format":"timekeeper-catalog-bundle","version":1,"table":"Localizable","locale":"de","sourceLanguage":"en","strings":{"#))
    #expect(!text.dropLast().contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let strings = try #require(object["strings"] as? [String: Any])
    #expect(strings["Round %lld starts in %lld seconds"] as? String == "Runde %1$lld beginnt in %2$lld Sekunden")
    let plural = try #require((strings["%lld rounds remaining"] as? [String: Any])?["plural"] as? [String: Any])
    #expect(plural["arg"] as? Int == 1)
    #expect(plural["spec"] as? String == "lld")
    #expect(plural["cases"] as? [String: String] == ["one": "Noch %1$lld Runde", "other": "Noch %1$lld Runden"])
    let summary = try #require(strings["%@ did %lld rounds in %lld minutes"] as? [String: Any])
    #expect(summary["text"] as? String == "%1$@ schaffte %2$#@rounds@ in %3$#@minutes@")
    let minutes = try #require((summary["subs"] as? [String: Any])?["minutes"] as? [String: Any])
    #expect(minutes["arg"] as? Int == 3)
    #expect(minutes["cases"] as? [String: String] == ["one": "%3$lld Minute", "other": "%3$lld Minuten"])
    #expect(strings.count == 11)  // every key of the fixture, fallbacks included
}
