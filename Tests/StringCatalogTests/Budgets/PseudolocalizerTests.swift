import JSONCore
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
        #expect(long == "Ŕéšţ %@ one two three")
        // 4 visible letters and a space (the specifier does not count) grow by 200%, rounded up to a whole word.
        #expect(long.count - "Ŕéšţ %@".count >= 10)
        #expect(Pseudolocalizer(style: .long).transform("Round %lld of %lld") == "Ŕöûñð %lld öƒ %lld one two three four five")
    }

    @Test(arguments: [1, 5, 10, 11, 25, 40, 60, 100, 400])
    func longFillerEndsOnAWholeWordAndIsAtLeastTheExpansion(_ length: Int) {
        let filler = Pseudolocalizer.padding(forLength: length)
        let words = Set(Pseudolocalizer.fillerWords)
        #expect(filler.hasPrefix(" "))
        #expect(filler.count >= Pseudolocalizer.expansion(forLength: length))
        // Every piece between spaces is a whole filler word: none is cut, none is empty.
        #expect(filler.dropFirst().split(separator: " ", omittingEmptySubsequences: false).allSatisfy { words.contains(String($0)) })
        // Dropping the last word would make it shorter than the expansion: whole words, but no more than needed.
        #expect(filler.count - (filler.split(separator: " ").last?.count ?? 0) - 1 < Pseudolocalizer.expansion(forLength: length))
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

    @Test func rtlPluralsGetEveryArabicCategoryFromTheSourcesOwnCaseOrItsOther() throws {
        let catalog = try BudgetTestSupport.catalog(
            #"""
            "n" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld lap" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld laps" } } } } } } },
            "s" : { "localizations" : { "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@laps@" },
              "substitutions" : { "laps" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg lap" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg laps" } } } } } } } } }
            """#)
        let pseudo = Pseudolocalizer(style: .rtl)
        #expect(pseudo.pluralCategories == ["zero", "one", "two", "few", "many", "other"])
        let plural = try #require(pseudo.content(for: catalog.entries[0], sourceLanguage: "en")?.variations.first)
        #expect(plural.cases.map(\.name) == ["zero", "one", "two", "few", "many", "other"])
        let lap = pseudo.transform("%lld lap"), laps = pseudo.transform("%lld laps")
        #expect(plural.cases.map { $0.content.stringUnit?.value } == [laps, lap, laps, laps, laps, laps])
        let substitution = try #require(pseudo.content(for: catalog.entries[1], sourceLanguage: "en")?.substitutions.first)
        #expect(substitution.variations.first?.cases.map(\.name) == ["zero", "one", "two", "few", "many", "other"])
    }

    @Test func pseudoPluralsKeepZeroAndDropCategoriesTheirLocaleNeverSelects() throws {
        let here = SourceLocation(file: "test.xcstrings", line: 1, column: 1)
        let cases = ["zero", "one", "few", "many", "other"].map { name in
            VariationCase(
                name: name, location: here,
                content: LocalizedContent(stringUnit: StringUnit(state: .translated, value: name, valueLocation: here), location: here))
        }
        // A Russian source: en-XA has one and other, plus the zero Apple selects for 0 everywhere.
        #expect(Pseudolocalizer(style: .accented).pluralCases(cases).map(\.name) == ["zero", "one", "other"])
        #expect(Pseudolocalizer(style: .rtl).pluralCases(cases).map(\.name) == ["zero", "one", "two", "few", "many", "other"])
        #expect(Pseudolocalizer(style: .rtl).pluralCases(cases).first { $0.name == "two" }?.content.stringUnit?.value == "other")
    }
}
