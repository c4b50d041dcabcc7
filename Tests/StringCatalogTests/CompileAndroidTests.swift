import Foundation
import Testing

@testable import CatalogCompile
@testable import StringCatalog

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Test func androidQualifiersFollowResourceRules() {
    #expect(AndroidQualifier.folder(for: "en", isSource: true) == "values")
    #expect(AndroidQualifier.folder(for: "de", isSource: false) == "values-de")
    #expect(AndroidQualifier.folder(for: "pt-BR", isSource: false) == "values-pt-rBR")
    #expect(AndroidQualifier.folder(for: "zh-Hans", isSource: false) == "values-b+zh+Hans")
    #expect(AndroidQualifier.folder(for: "zh-Hant-HK", isSource: false) == "values-b+zh+Hant+HK")
    #expect(AndroidQualifier.folder(for: "es-419", isSource: false) == "values-b+es+419")
    #expect(AndroidQualifier.folder(for: "he", isSource: false) == "values-iw")
    #expect(AndroidQualifier.folder(for: "id", isSource: false) == "values-in")
    #expect(AndroidQualifier.folder(for: "yi", isSource: false) == "values-ji")
    #expect(AndroidQualifier.folder(for: "fil", isSource: false) == "values-fil")
}

@Test func androidEscapingCoversApostrophesQuotesMarkupAndLeadingSigils() {
    #expect(AndroidStringFormat.escaped("it's \"fine\"") == #"it\'s \"fine\""#)
    #expect(AndroidStringFormat.escaped("@home") == #"\@home"#)
    #expect(AndroidStringFormat.escaped("?why") == #"\?why"#)
    #expect(AndroidStringFormat.escaped("a@b?") == "a@b?")
    #expect(AndroidStringFormat.escaped("<b>&</b>") == "&lt;b&gt;&amp;&lt;/b&gt;")
    #expect(AndroidStringFormat.escaped("line\nnext\ttab\\") == #"line\nnext\ttab\\"#)
    #expect(AndroidStringFormat.escaped("  spaced ") == #""  spaced ""#)
    #expect(AndroidStringFormat.escaped("bell\u{7}") == #"bell\u0007"#)
    #expect(AndroidStringFormat.comment("a -- b-") == "a - - b- ")
}

@Test func androidSpecifiersAreConvertedWithPositionsKept() {
    #expect(AndroidStringFormat.converted("%@ and %lld").text == "%1$s and %2$d")
    #expect(AndroidStringFormat.converted("%lld rounds").text == "%d rounds")
    #expect(AndroidStringFormat.converted("%2$@ before %1$lld").text == "%2$s before %1$d")
    #expect(AndroidStringFormat.converted("%.1f km, 50%% done").text == "%.1f km, 50%% done")
    #expect(AndroidStringFormat.converted("%llu %lu %i %x").text == "%1$d %2$d %3$d %4$x")
    #expect(AndroidStringFormat.converted("50% off").text == "50% off")
    #expect(AndroidStringFormat.converted("50% off").hasArguments == false)
    #expect(AndroidStringFormat.converted("%d of 100%").text == "%d of 100%%")
}

@Test func androidResourceNamesAreDeterministicAndCollisionFree() {
    let keys = ["Start workout", "start_workout", "START-WORKOUT", "%lld rounds remaining", "", "class", "2 sets", "🙂"]
    let names = AndroidResourceNames.assign(keys, table: "Localizable")
    #expect(Set(names.values).count == keys.count)
    #expect(names["%lld rounds remaining"] == "rounds_remaining")
    #expect(names["class"] == "class_")
    #expect(names["2 sets"] == "s_2_sets")
    #expect(names[""] == "string_" + UniqueNames.hexHash("").prefix(6))
    #expect(names["🙂"] == "string_" + UniqueNames.hexHash("🙂").prefix(6))
    #expect(names["start_workout"] == "start_workout")
    #expect(names["Start workout"] == "start_workout_" + UniqueNames.hexHash("Start workout").prefix(6))
    let reversed = AndroidResourceNames.assign(keys.reversed(), table: "Localizable")
    #expect(reversed == names)
    #expect(AndroidResourceNames.assign(["Title"], table: "InfoPlist")["Title"] == "infoplist_title")
    for name in names.values {
        #expect(name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
    }
}

@Test func androidResourcesAreWellFormedWithPluralsAndAKeyMap() throws {
    let (files, compilation) = CompileTestSupport.compile([try CompileTestSupport.fixture()], formats: ["android"])
    #expect(
        Set(files.keys.filter { $0.hasSuffix("strings.xml") }) == [
            "android/res/values/strings.xml", "android/res/values-de/strings.xml", "android/res/values-ar/strings.xml",
            "android/res/values-b+es+419/strings.xml", "android/res/values-b+zh+Hant/strings.xml", "android/res/values-fr/strings.xml",
            "android/res/values-in/strings.xml", "android/res/values-iw/strings.xml", "android/res/values-pt-rBR/strings.xml",
            "android/res/values-pt/strings.xml", "android/res/values-ru/strings.xml",
        ])
    for (path, bytes) in files where path.hasSuffix(".xml") {
        let parser = XMLParser(data: Data(bytes))
        #expect(parser.parse(), "\(path) is not well-formed XML: \(String(describing: parser.parserError))")
    }
    let ru = CompileTestSupport.text(files["android/res/values-ru/strings.xml"])
    #expect(
        ru.contains(
            """
                <plurals name="rounds_remaining">
                    <item quantity="one">Осталось %d раунд</item>
                    <item quantity="few">Осталось %d раунда</item>
                    <item quantity="many">Осталось %d раундов</item>
                    <item quantity="other">Осталось %d раунда</item>
                </plurals>
            """))
    let en = CompileTestSupport.text(files["android/res/values/strings.xml"])
    #expect(en.contains(#"<string name="quote_test">Say \"go\"\\now\nit\'s &lt;b&gt;&amp;&lt;/b&gt; @home</string>"#))
    #expect(en.contains(#"<string name="round_starts_in_seconds">Round %1$d starts in %2$d seconds</string>"#))
    #expect(en.contains(#"<item quantity="one">%1$d set of %2$d reps</item>"#))
    #expect(en.contains(#"<string name="tap_to_pause">Press to pause</string>"#))
    let map = CompileTestSupport.text(files["android/Localizable.key-map.txt"])
    #expect(map.contains("rounds_remaining\t%lld rounds remaining\tquantity=arg1\n"))
    #expect(map.contains("did_rounds_in_minutes\t%@ did %lld rounds in %lld minutes\tquantity=arg2\n"))
    #expect(
        compilation.findings.map(\.ruleID) == [
            CompileRule.androidLimitation.id, CompileRule.androidLimitation.id, CompileRule.androidLimitation.id,
        ])
    #expect(compilation.findings.contains { $0.key == "%.1f km" && $0.message.contains("whole-number quantity") })
    #expect(!compilation.failed)
}
