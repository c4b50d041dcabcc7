import Testing

@testable import LayoutBudgets
@testable import StringCatalog

struct PseudolocalizerTests {
    @Test func accentedKeepsSpecifiersAndSubstitutionsIntact() {
        let pseudo = Pseudolocalizer(style: .accented)
        #expect(pseudo.transform("Round %1$lld of %2$lld: %#@time@ 100%%") == "Ŕöûñð %1$lld öƒ %2$lld: %#@time@ 100%%")
        #expect(pseudo.transform("%arg minutes", context: .substitutionCase) == "%arg ɱîñûţéš")
    }

    @Test func longExpandsByIBMsTable() {
        #expect(Pseudolocalizer.expansion(forLength: 10) == 20)
        #expect(Pseudolocalizer.expansion(forLength: 11) == 11)
        #expect(Pseudolocalizer.expansion(forLength: 25) == 20)
        #expect(Pseudolocalizer.expansion(forLength: 40) == 24)
        #expect(Pseudolocalizer.expansion(forLength: 60) == 24)
        #expect(Pseudolocalizer.expansion(forLength: 100) == 30)
        let long = Pseudolocalizer(style: .long).transform("Rest %@")
        #expect(long == "Ŕéšţ %@ one two t")
        // 5 visible characters (the specifier does not count) grow by 200%.
        #expect(long.count - "Ŕéšţ %@".count == 10)
        // Padding never ends on a space, which would hang invisibly past the edge.
        #expect(Pseudolocalizer(style: .long).transform("Round %lld of %lld") == "Ŕöûñð %lld öƒ %lld one two three four.")
    }

    @Test func boundedWrapsInBrackets() {
        #expect(Pseudolocalizer(style: .bounded).transform("Pause") == "[Pause]")
    }

    @Test func rtlForcesEachWordRightToLeftAndLeavesSpecifiersOutside() {
        let rtl = Pseudolocalizer(style: .rtl).transform("Go %@ now")
        #expect(rtl == "\u{200F}\u{202E}Go\u{202C}\u{200F} %@ \u{200F}\u{202E}now\u{202C}\u{200F}")
        #expect(PseudoStyle.rtl.locale == "ar-XB")
    }

    @Test func everyAccentedLetterIsInTheDefaultFont() throws {
        guard BudgetTestSupport.notoInstalled else { return HbShape.skip("Noto Sans") }
        let chain = try FontLibrary().chain(primary: DefaultFonts.primary, fallbacks: [])
        let letters = Pseudolocalizer(style: .accented).transform("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        #expect(chain.width(of: letters).missingCharacters.isEmpty)
    }

    @Test func contentKeepsVariationsAndMarksUnitsTranslated() throws {
        let catalog = try BudgetTestSupport.catalog(
            #"""
            "n" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "new", "value" : "%lld lap" } },
              "other" : { "stringUnit" : { "state" : "new", "value" : "%lld laps" } } } } } } },
            "Key as text" : { }
            """#)
        let pseudo = Pseudolocalizer(style: .accented)
        let plural = try #require(pseudo.content(for: catalog.entries[0], sourceLanguage: "en"))
        #expect(plural.variations.first?.cases.map { $0.content.stringUnit?.value } == ["%lld ļáþ", "%lld ļáþš"])
        #expect(plural.variations.first?.cases.allSatisfy { $0.content.stringUnit?.state == .translated } == true)
        #expect(pseudo.content(for: catalog.entries[1], sourceLanguage: "en")?.stringUnit?.value == "Ķéý áš ţéẋţ")
    }
}
