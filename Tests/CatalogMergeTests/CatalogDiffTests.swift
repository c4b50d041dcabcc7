import CatalogMerge
import JSONCore
import StringCatalog
import Testing

private func diff(_ base: String, _ head: String) throws -> CatalogDiff {
    CatalogDiff.compare(
        base: try JSONDocument.parse(Array(base.utf8), file: "base"), head: try JSONDocument.parse(Array(head.utf8), file: "head"))
}

@Suite struct CatalogDiffTests {
    @Test func layoutKeyOrderAndEscapesAreNotChanges() throws {
        let result = try diff(
            #"{"sourceLanguage":"en","strings":{"a\/b":{"comment":"é","localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}"#,
            #"{ "version" : "1.0", "strings" : { "a/b" : { "localizations" : { "de" : { "stringUnit" : { "value" : "x", "state" : "translated" } } }, "comment" : "\u00e9" } }, "sourceLanguage" : "en" }"#
        )
        #expect(result.isEmpty)
        #expect(result.headline == "no changes")
    }

    @Test func unitsAreAddressedByKeyLocaleAndVariationPath() throws {
        let base =
            #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"ru":{"substitutions":{"c":{"variations":{"plural":{"few":{"stringUnit":{"state":"new","value":"a"}}}}}}}}}},"version":"1.0"}"#
        let head =
            #"{"sourceLanguage":"en","strings":{"n":{"localizations":{"ru":{"substitutions":{"c":{"variations":{"plural":{"few":{"stringUnit":{"state":"needs_review","value":"a"}},"many":{"stringUnit":{"state":"translated","value":"b"}}}}}}}}}},"version":"1.1"}"#
        let result = try diff(base, head)
        #expect(
            result.unitChanges.map(\.path) == [
                UnitAddress(key: "n", locale: "ru", steps: [.substitution(name: "c"), .variation(selector: .plural, caseName: "few")]),
                UnitAddress(key: "n", locale: "ru", steps: [.substitution(name: "c"), .variation(selector: .plural, caseName: "many")]),
            ])
        #expect(result.unitChanges.map(\.kind) == [.changed, .added])
        #expect(result.unitChanges[0].stateChanged && !result.unitChanges[0].textChanged && result.unitChanges[0].nowNeedsReview)
        #expect(result.fieldChanges == [FieldChange(name: "version", before: "1.0", after: "1.1")])
        #expect(result.localeSummaries == [LocaleSummary(locale: "ru", added: 1, stateChanged: 1, nowNeedsReview: 1)])
    }

    /// Marking a key as one not to translate, and a substitution formatting another argument, change what the app
    /// shows although no unit's text or state changed.
    @Test func shouldTranslateAndASubstitutionsArgumentAreChanges() throws {
        let base =
            #"{"sourceLanguage":"en","strings":{"Logo":{},"n":{"localizations":{"de":{"substitutions":{"c":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#
        let head =
            #"{"sourceLanguage":"en","strings":{"Logo":{"shouldTranslate":false},"n":{"localizations":{"de":{"substitutions":{"c":{"argNum":2,"formatSpecifier":"@","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}},"version":"1.0"}"#
        let result = try diff(base, head)
        #expect(result.unitChanges.isEmpty)
        #expect(
            result.keyChanges.map(\.kind) == [
                .translationChanged(shouldTranslate: false),
                .argumentChanged(locale: "de", substitution: "c", from: "%1$lld", to: "%2$@"),
            ])
        #expect(result.headline == "1 key no longer translated, 1 substitution with another argument")
        #expect(try diff(head, base).keyChanges.first?.kind == .translationChanged(shouldTranslate: true))
    }

    /// A phrase set (App Shortcuts) is units too: each phrase with the set's state.
    @Test func aPhraseSetsTextAndStateChangesAreUnitChanges() throws {
        func phrases(_ state: String, _ values: String) -> String {
            #"{"sourceLanguage":"en","strings":{"Open":{"localizations":{"de":{"stringSet":{"state":"\#(state)","values":[\#(values)]}}}}},"version":"1.0"}"#
        }
        let result = try diff(phrases("needs_review", #""Öffnen","Auf""#), phrases("translated", #""Öffnen","Aufmachen","Los""#))
        #expect(
            result.unitChanges.map(\.path)
                == [1, 2, 3].map {
                    UnitAddress(key: "Open", locale: "de", steps: [.phrase(index: $0 - 1)])
                })
        #expect(result.unitChanges.map(\.path.variation) == ["phrase.1", "phrase.2", "phrase.3"])
        #expect(result.unitChanges.map(\.kind) == [.changed, .changed, .added])
        #expect(result.unitChanges[0].stateChanged && !result.unitChanges[0].textChanged)
        #expect(result.unitChanges[1].textChanged)
        #expect(result.headline == "3 units changed in 1 locale")
    }
}
