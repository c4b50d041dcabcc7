import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import CatalogCompile

@Test func stringsdictPluralHasEveryKeyFoundationExpects() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let en = try CompileTestSupport.plist(files["apple/en.lproj/Localizable.stringsdict"])
    let rule = try #require(en["%lld rounds remaining"] as? [String: Any])
    #expect(Set(rule.keys) == ["NSStringLocalizedFormatKey", "arg1"])
    #expect(rule["NSStringLocalizedFormatKey"] as? String == "%1$#@arg1@")
    let variable = try #require(rule["arg1"] as? [String: String])
    #expect(
        variable == [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
            "NSStringFormatValueTypeKey": "lld",
            "zero": "No rounds remaining",
            "one": "%1$lld round remaining",
            "other": "%1$lld rounds remaining",
        ])
    let ru = try CompileTestSupport.plist(files["apple/ru.lproj/Localizable.stringsdict"])
    let ruVariable = try #require((ru["%lld rounds remaining"] as? [String: Any])?["arg1"] as? [String: String])
    #expect(Set(ruVariable.keys) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "few", "many", "other"])
    #expect(ruVariable["many"] == "Осталось %1$lld раундов")
    let km = try #require((en["%.1f km"] as? [String: Any])?["arg1"] as? [String: String])
    #expect(km["NSStringFormatValueTypeKey"] == "f")
    #expect(km["one"] == "%1$.1f kilometre")
}

@Test func stringsdictSubstitutionsGetOneVariableEach() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let de = try CompileTestSupport.plist(files["apple/de.lproj/Localizable.stringsdict"])
    let rule = try #require(de["%@ did %lld rounds in %lld minutes"] as? [String: Any])
    #expect(Set(rule.keys) == ["NSStringLocalizedFormatKey", "rounds", "minutes"])
    #expect(rule["NSStringLocalizedFormatKey"] as? String == "%1$@ schaffte %2$#@rounds@ in %3$#@minutes@")
    #expect(
        rule["rounds"] as? [String: String] == [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
            "one": "%2$lld Runde", "other": "%2$lld Runden",
        ])
    #expect(
        rule["minutes"] as? [String: String] == [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "lld",
            "one": "%3$lld Minute", "other": "%3$lld Minuten",
        ])
    // Without argNum, each substitution takes the argument its reference consumes.
    let en = try CompileTestSupport.plist(files["apple/en.lproj/Localizable.stringsdict"])
    let sets = try #require(en["%lld sets of %lld reps"] as? [String: Any])
    #expect(sets["NSStringLocalizedFormatKey"] as? String == "%1$#@sets@ of %2$#@reps@")
    #expect((sets["reps"] as? [String: String])?["one"] == "%2$lld rep")
}

@Test func deviceVariationsGoToStringsdictWithTheFallbackAlsoInStrings() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let en = try CompileTestSupport.plist(files["apple/en.lproj/Localizable.stringsdict"])
    let rule = try #require(en["Tap to pause"] as? [String: Any])
    #expect(Set(rule.keys) == ["NSStringDeviceSpecificRuleType"])
    #expect(
        rule["NSStringDeviceSpecificRuleType"] as? [String: String] == [
            "iphone": "Tap to pause", "mac": "Click to pause", "other": "Press to pause",
        ])
    let strings = try CompileTestSupport.plist(files["apple/en.lproj/Localizable.strings"])
    #expect(strings["Tap to pause"] as? String == "Press to pause")
    // Device → plural: the iPhone case is a format dictionary of its own.
    let nested = try #require((en["%lld items on device"] as? [String: Any])?["NSStringDeviceSpecificRuleType"] as? [String: Any])
    #expect(nested["other"] as? String == "%lld items")
    let iphone = try #require(nested["iphone"] as? [String: Any])
    #expect(iphone["NSStringLocalizedFormatKey"] as? String == "%1$#@arg1@")
    #expect((iphone["arg1"] as? [String: String])?["one"] == "%1$lld item on iPhone")
    #expect(strings["%lld items on device"] as? String == "%lld items")
}

@Test func stringsFileEscapesAndParsesBack() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let text = CompileTestSupport.text(files["apple/en.lproj/Localizable.strings"])
    #expect(text.contains(#""quote.test" = "Say \"go\"\\now\nit's <b>&</b> @home";"#))
    #expect(text.contains("/* Button on the main screen */\n\"Start workout\" = \"Start workout\";"))
    let strings = try CompileTestSupport.plist(files["apple/en.lproj/Localizable.strings"])
    #expect(strings["quote.test"] as? String == "Say \"go\"\\now\nit's <b>&</b> @home")
    let zh = try CompileTestSupport.plist(files["apple/zh-Hant.lproj/Localizable.strings"])
    #expect(zh["Start workout"] as? String == "開始訓練")
    // Plural keys live only in the .stringsdict.
    #expect(strings["%lld rounds remaining"] == nil)
    #expect(StringsFileEscapingProbe.roundTrips("tab\there\r\u{1}end"))
}

@Test func untranslatedUnitsFallBackToTheSourceAsXcodeDoes() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let fr = try CompileTestSupport.plist(files["apple/fr.lproj/Localizable.strings"])
    #expect(fr["Start workout"] as? String == "Start workout")  // state new
    let de = try CompileTestSupport.plist(files["apple/de.lproj/Localizable.strings"])
    #expect(de["quote.test"] as? String == "Say \"go\"\\now\nit's <b>&</b> @home")  // empty value
    #expect(de["Rest"] as? String == "Pause")  // needs_review ships
    let ru = try CompileTestSupport.plist(files["apple/ru.lproj/Localizable.strings"])
    #expect(ru["Rest"] as? String == "Rest")  // state new
    #expect(ru["Brand"] as? String == "Timekeeper")  // shouldTranslate false
    #expect(files.keys.filter { $0.hasPrefix("apple/") }.count == 22)  // 11 locales × (.strings + .stringsdict)
}

@Test(.requiresPython(modules: "plistlib")) func pythonPlistlibReadsTheSameStringsdict() throws {
    let (files, _) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["apple"])
    let folder = try CompileTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var expected: [String: Any] = [:]
    for locale in ["en", "de", "ru", "ar"] {
        let bytes = files["apple/\(locale).lproj/Localizable.stringsdict"]!
        try Data(bytes).write(to: folder.appendingPathComponent("\(locale).stringsdict"))
        expected[locale] = try CompileTestSupport.plist(bytes)
    }
    let script = """
        import json, plistlib, sys, pathlib
        out = {p.stem: plistlib.loads(p.read_bytes()) for p in sorted(pathlib.Path(sys.argv[1]).glob('*.stringsdict'))}
        print(json.dumps(out, sort_keys=True, ensure_ascii=False))
        """
    let result = try Python.run(script, arguments: [folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    let fromPython = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let expectedJSON = try JSONSerialization.data(withJSONObject: expected, options: [.sortedKeys])
    let pythonJSON = try JSONSerialization.data(withJSONObject: fromPython ?? [:], options: [.sortedKeys])
    #expect(expectedJSON == pythonJSON)
    #expect((fromPython?["ar"] as? [String: Any])?["%lld rounds remaining"] != nil)
}

@Test func controlCharactersThatXMLCannotHoldAreFindings() throws {
    let catalog = try CompileTestSupport.catalog(
        """
        {"sourceLanguage":"en","version":"1.0","strings":{"bell\\u0007":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld x"}},"other":{"stringUnit":{"state":"translated","value":"%lld xs"}}}}}}}}}
        """)
    let (files, compilation) = CompileTestSupport.compile([catalog], formats: ["apple"])
    #expect(files.isEmpty)
    #expect(compilation.findings.map(\.ruleID) == [CompileRule.unencodableCharacter.id])
    #expect(compilation.findings.first?.message.contains("U+7") == true)
}

/// Checks `.strings` escaping by parsing one entry back with Foundation.
enum StringsFileEscapingProbe {
    static func roundTrips(_ value: String) -> Bool {
        let catalog = try? CompileTestSupport.catalog(
            """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":\(jsonString(value))}}}}}}
            """)
        guard let catalog else { return false }
        let (files, _) = CompileTestSupport.compile([catalog], formats: ["apple"])
        return (try? CompileTestSupport.plist(files["apple/en.lproj/Localizable.strings"]))?["k"] as? String == value
    }

    static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
        return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    }
}

@Test func tablesWithoutPlainOrVariedStringsGetNoEmptyFile() throws {
    let plainOnly = try CompileTestSupport.catalog(#"{"sourceLanguage":"en","version":"1.0","strings":{"Go":{}}}"#)
    let (files, _) = CompileTestSupport.compile([plainOnly], formats: ["apple"])
    #expect(Array(files.keys) == ["apple/en.lproj/Localizable.strings"])
    let pluralOnly = try CompileTestSupport.catalog(
        #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld x":{"localizations":{"en":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld x"}}}}}}}}}"#
    )
    let (pluralFiles, _) = CompileTestSupport.compile([pluralOnly], formats: ["apple"])
    #expect(Array(pluralFiles.keys) == ["apple/en.lproj/Localizable.stringsdict"])
}
