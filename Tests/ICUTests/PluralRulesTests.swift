import ICU
import Testing

/// What l10n-anchors §1.9 measured under ICU 72 / CLDR 42: category → (reach, smallest sample).
private let expectedUsages: [String: [PluralCategory: (PluralReach, String)]] = [
    "en": [.one: (.wholeNumbers, "1"), .other: (.wholeNumbers, "0")],
    "de": [.one: (.wholeNumbers, "1"), .other: (.wholeNumbers, "0")],
    "ja": [.other: (.wholeNumbers, "0")],
    "zh-Hans": [.other: (.wholeNumbers, "0")],
    "fr": [.one: (.wholeNumbers, "0"), .many: (.largeRoundNumbersOnly, "1000000"), .other: (.wholeNumbers, "2")],
    "es": [.one: (.wholeNumbers, "1"), .many: (.largeRoundNumbersOnly, "1000000"), .other: (.wholeNumbers, "0")],
    "pt-BR": [.one: (.wholeNumbers, "0"), .many: (.largeRoundNumbersOnly, "1000000"), .other: (.wholeNumbers, "2")],
    "ru": [.one: (.wholeNumbers, "1"), .few: (.wholeNumbers, "2"), .many: (.wholeNumbers, "0"), .other: (.decimalsOnly, "1.5")],
    "uk": [.one: (.wholeNumbers, "1"), .few: (.wholeNumbers, "2"), .many: (.wholeNumbers, "0"), .other: (.decimalsOnly, "1.5")],
    "pl": [.one: (.wholeNumbers, "1"), .few: (.wholeNumbers, "2"), .many: (.wholeNumbers, "0"), .other: (.decimalsOnly, "1.5")],
    "cs": [.one: (.wholeNumbers, "1"), .few: (.wholeNumbers, "2"), .many: (.decimalsOnly, "1.5"), .other: (.wholeNumbers, "0")],
    "he": [.one: (.wholeNumbers, "1"), .two: (.wholeNumbers, "2"), .other: (.wholeNumbers, "0")],
    "ar": [
        .zero: (.wholeNumbers, "0"), .one: (.wholeNumbers, "1"), .two: (.wholeNumbers, "2"),
        .few: (.wholeNumbers, "3"), .many: (.wholeNumbers, "11"), .other: (.wholeNumbers, "100"),
    ],
]

@Test(arguments: expectedUsages.keys.sorted())
func categoriesReachAndSamplesMatchTheMeasuredCLDRTable(tag: String) throws {
    let rules = try PluralRules(locale: tag)
    let expected = expectedUsages[tag]!
    #expect(rules.categories == expected.keys.sorted())
    for usage in rules.usages {
        #expect(usage.reach == expected[usage.category]?.0, "\(tag) \(usage.category)")
        #expect(usage.sample.text == expected[usage.category]?.1, "\(tag) \(usage.category)")
        #expect(try rules.category(for: usage.sample) == usage.category, "the sample must select its own category")
    }
}

@Test func wholeNumberCategoriesAreTheOnesACatalogMustProvide() throws {
    #expect(try PluralRules(locale: "uk").categories(reachedBy: .wholeNumbers) == [.one, .few, .many])
    #expect(try PluralRules(locale: "pl").categories(reachedBy: .wholeNumbers).contains(.many))
    #expect(try PluralRules(locale: "ar").categories(reachedBy: .wholeNumbers).contains(.two))
    #expect(try PluralRules(locale: "fr").categories(reachedBy: .largeRoundNumbersOnly) == [.many])
    #expect(try PluralRules(locale: "cs").categories(reachedBy: .decimalsOnly) == [.many])
    #expect(try PluralRules(locale: "ja").usage(of: .one) == nil)
}

@Test func integersSelectTheirCLDRCategory() throws {
    let russian = try PluralRules(locale: "ru")
    let cases: [(Int, PluralCategory)] = [
        (0, .many), (1, .one), (2, .few), (5, .many), (11, .many), (21, .one), (22, .few), (111, .many), (-1, .one),
    ]
    for (number, category) in cases {
        #expect(try russian.category(for: number) == category, "ru \(number)")
    }
    let arabic = try PluralRules(locale: "ar")
    #expect(try [0, 1, 2, 3, 11, 100].map { try arabic.category(for: $0) } == [.zero, .one, .two, .few, .many, .other])
    #expect(try PluralRules(locale: "pl").category(for: 22) == .few)
}

@Test func frenchManyIsOnlyExactMillions() throws {
    let french = try PluralRules(locale: "fr")
    #expect(try french.category(for: 1_000_000) == .many)
    #expect(try french.category(for: 2_000_000) == .many)
    #expect(try french.category(for: 1_500_000) == .other)
    #expect(try french.category(for: 1_000_001) == .other)
    #expect(try french.category(for: DisplayedNumber(parsing: "1000000.0")) == .other)
}

@Test func decimalsSelectAsDisplayedHonouringVisibleFractionDigits() throws {
    let english = try PluralRules(locale: "en")
    #expect(try english.category(for: DisplayedNumber(parsing: "1")) == .one)
    #expect(try english.category(for: DisplayedNumber(parsing: "1.0")) == .other)
    #expect(try english.category(for: DisplayedNumber(parsing: "1.00")) == .other)
    let russian = try PluralRules(locale: "ru")
    #expect(try russian.category(for: DisplayedNumber(parsing: "1.5")) == .other)
    #expect(try russian.category(for: DisplayedNumber(parsing: "21")) == .one)
    let czech = try PluralRules(locale: "cs")
    #expect(try czech.category(for: DisplayedNumber(parsing: "1.5")) == .many)
    let french = try PluralRules(locale: "fr")
    #expect(try french.category(for: DisplayedNumber(parsing: "1.5")) == .one)
    // More fraction digits than the shim keeps formatters for still select correctly.
    #expect(try english.category(for: DisplayedNumber(parsing: "1." + String(repeating: "0", count: 40))) == .other)
}

@Test func integersBeyondDoublePrecisionStillSelectADefinedCategory() throws {
    // ICU 72 derives the operands of huge numbers through a double, so only "some defined category" is promised.
    let russian = try PluralRules(locale: "ru")
    for number in [Int.max, Int.min, Int.min + 1] {
        #expect(russian.categories.contains(try russian.category(for: number)))
    }
    #expect(russian.categories.contains(try russian.category(for: DisplayedNumber(parsing: "123456789012345678901234567890"))))
}

@Test func everyICULocaleHasAReachAndASampleForEachCategory() throws {
    let locales = LocaleIdentifier.availableLocales
    #expect(locales.count > 300)
    for locale in locales {
        let rules = try PluralRules(locale: locale)
        #expect(rules.categories.last == .other, "\(locale)")
        for usage in rules.usages {
            #expect(try rules.category(for: usage.sample) == usage.category, "\(locale) \(usage.category)")
        }
    }
}

@Test func concurrentSelectionFromManyTasksAgrees() async throws {
    let tags = ["ru", "uk", "pl", "cs", "ar", "he", "fr", "es", "pt-BR", "ja", "zh-Hans", "en", "de"]
    let numbers = (0...300).map(DisplayedNumber.init) + ["1.5", "1.0", "0.25", "1000000"].map { DisplayedNumber($0)! }
    let serial = try tags.map { tag in try numbers.map { try PluralRules(locale: tag).category(for: $0) } }
    let parallel = try await withThrowingTaskGroup(of: (Int, [PluralCategory]).self) { group in
        for round in 0..<8 {
            for (index, tag) in tags.enumerated() {
                group.addTask {
                    // Every task opens through the shared cache and selects through shared formatters.
                    let rules = try PluralRules(locale: tag)
                    let order = round % 2 == 0 ? numbers : numbers.reversed()
                    let categories = try order.map { try rules.category(for: $0) }
                    return (index, round % 2 == 0 ? categories : categories.reversed())
                }
            }
        }
        var results: [(Int, [PluralCategory])] = []
        for try await result in group { results.append(result) }
        return results
    }
    #expect(parallel.count == tags.count * 8)
    for (index, categories) in parallel {
        #expect(categories == serial[index], "\(tags[index])")
    }
}

@Test func badLocaleTagsAreRejectedBeforeICUFallsBackToRoot() {
    #expect(throws: LocaleIdentifierError.malformed("xx_!!")) { try PluralRules(locale: "xx_!!") }
    #expect(throws: LocaleIdentifierError.self) { try PluralRules(locale: "xx") }
}

@Test func displayedNumbersAcceptOnlyPlainDecimals() throws {
    for good in ["0", "21", "-3", "1.5", "1.0", "007", "-0.50"] {
        #expect(DisplayedNumber(good) != nil, "\(good)")
    }
    for bad in ["", "-", "1.", ".5", "1,5", "1e6", "+1", " 1", "1 000", "1.2.3", "١", "NaN"] {
        #expect(DisplayedNumber(bad) == nil, "\(bad)")
    }
    #expect(try DisplayedNumber(parsing: "1.50") == DisplayedNumber("1.50"))
    #expect(DisplayedNumber("1.50")?.visibleFractionDigits == 2)
    #expect(DisplayedNumber(-7).text == "-7")
    #expect {
        try DisplayedNumber(parsing: "1,5")
    } throws: { error in
        "\(error)".hasPrefix("'1,5' is not a plain decimal number; write digits")
    }
}

@Test func rememberedSmallNumbersAgreeWithICUsDisplayedNumberPath() throws {
    for tag in ["ru", "ar", "fr", "lv", "cy", "gv"] {
        let rules = try PluralRules(locale: tag)
        for number in -1_300...1_300 {
            #expect(try rules.category(for: number) == rules.category(for: DisplayedNumber(number)), "\(tag) \(number)")
        }
    }
}
