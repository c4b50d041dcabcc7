import Foundation
import StringCatalog
import Testing

@testable import CatalogCompile

/// One entry in a catalog of its own, `en` localization `localization` (JSON text).
private func compileEntry(_ localization: String, key: String = "k") throws -> CatalogCompilation {
    let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(key)" : {
              "localizations" : {
                "en" : \(localization)
              }
            }
          },
          "version" : "1.0"
        }
        """
    return CatalogCompilation.compile([try CompileTestSupport.catalog(json)], with: CompilerRegistry.all)
}

private let unit = #"{ "stringUnit" : { "state" : "translated", "value" : "%lld x" } }"#

@Test func undefinedSubstitutionIsAnErrorAtTheValue() throws {
    let compilation = try compileEntry(
        """
        {
                  "stringUnit" : { "state" : "translated", "value" : "%#@missing@" }
                }
        """)
    #expect(compilation.failed)
    #expect(compilation.files.isEmpty)
    let finding = try #require(compilation.findings.first)
    #expect(finding.ruleID == CompileRule.undefinedSubstitution)
    #expect(finding.message == "Referencing undefined substitution 'missing' (en: k)")
    #expect(finding.location.line == 7)
    #expect(finding.location.file == "Localizable.xcstrings")
    #expect(finding.key == "k" && finding.locale == "en")
}

@Test func unusedSubstitutionIsAnError() throws {
    let compilation = try compileEntry(
        """
        {
                  "stringUnit" : { "state" : "translated", "value" : "plain" },
                  "substitutions" : {
                    "n" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : \(unit) } } }
                  }
                }
        """)
    #expect(compilation.findings.map(\.ruleID) == [CompileRule.unusedSubstitution])
    #expect(compilation.findings.first?.message.hasPrefix("'n' was never referenced. To reference, use %#@n@ in some other string") == true)
    #expect(compilation.findings.first?.location.line == 9)
}

@Test func substitutionCycleIsAnError() throws {
    let compilation = try compileEntry(
        """
        {
                  "stringUnit" : { "state" : "translated", "value" : "%#@a@" },
                  "substitutions" : {
                    "a" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg %#@b@" } } } } },
                    "b" : { "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg %#@a@" } } } } }
                  }
                }
        """)
    #expect(compilation.failed)
    #expect(compilation.findings.map(\.ruleID) == [CompileRule.substitutionCycle, CompileRule.substitutionCycle])
    #expect(
        compilation.findings.first?.message.contains(
            "String references its containing substitution 'a', causing an infinite cycle (a → b → a)") == true)
}

@Test func mixedVariationTypesAtOneDepthAreAnError() throws {
    let compilation = try compileEntry(
        """
        {
                  "variations" : {
                    "device" : { "other" : \(unit) },
                    "plural" : { "other" : \(unit) }
                  }
                }
        """)
    #expect(compilation.findings.map(\.ruleID) == [CompileRule.mixedVariations])
    #expect(compilation.findings.first?.location.line == 9)
}

@Test func variedDeviceFallbackIsAnError() throws {
    let compilation = try compileEntry(
        """
        {
                  "variations" : {
                    "device" : {
                      "other" : { "variations" : { "plural" : { "other" : \(unit) } } }
                    }
                  }
                }
        """)
    #expect(compilation.findings.map(\.ruleID) == [CompileRule.variedFallback])
    #expect(compilation.findings.first?.location.line == 9)
}

@Test func pluralInsidePluralAndUnknownAxesAreErrors() throws {
    let nested = try compileEntry(
        """
        { "variations" : { "plural" : { "other" : { "variations" : { "plural" : { "other" : \(unit) } } } } } }
        """)
    #expect(nested.findings.map(\.ruleID) == [CompileRule.nestedVariation])
    let width = try compileEntry(#"{ "variations" : { "width" : { "other" : \#(unit) } } }"#)
    #expect(width.findings.map(\.ruleID) == [CompileRule.unsupportedVariation])
    #expect(width.findings.first?.message.hasPrefix("Strings varied by width are not supported by stringsdict") == true)
}

@Test func pluralArgumentMustBeInferable() throws {
    let none = try compileEntry(
        #"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "one" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "many" } } } } }"#
    )
    #expect(none.findings.map(\.ruleID) == [CompileRule.pluralArgument])
    #expect(none.findings.first?.message.contains("because no numerical specifiers were found") == true)
    let two = try compileEntry(
        #"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld of %lld" } } } } }"#)
    #expect(two.findings.first?.message.contains("more than one") == true)
    let noOther = try compileEntry(#"{ "variations" : { "plural" : { "one" : \#(unit) } } }"#)
    #expect(noOther.findings.map(\.ruleID) == [CompileRule.pluralWithoutOther])
}

@Test func errorsInOneCatalogStopEveryFile() throws {
    let broken = try CompileTestSupport.catalog(
        #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@x@"}}}}}}"#,
        file: "Broken.xcstrings")
    let compilation = CatalogCompilation.compile([try CompileTestSupport.fixture(), broken], with: CompilerRegistry.all)
    #expect(compilation.failed)
    #expect(compilation.files.isEmpty)
}

@Test func theFixtureCompilesWithoutErrors() throws {
    let compilation = CatalogCompilation.compile([try CompileTestSupport.fixture()], with: CompilerRegistry.all)
    #expect(!compilation.failed)
    #expect(compilation.findings.allSatisfy { $0.severity == .warning })
}

@Test func appShortcutPhraseSetsAreSkippedNotErrors() throws {
    let catalog = try CompileTestSupport.catalog(
        #"{"sourceLanguage":"en","version":"1.0","strings":{"Start ${applicationName}":{"localizations":{"en":{"stringSet":{"state":"translated","values":["Start ${applicationName}","Go ${applicationName}"]}}}},"Go":{}}}"#
    )
    let (files, compilation) = CompileTestSupport.compile([catalog], formats: ["apple", "json"])
    #expect(!compilation.failed)
    #expect(CompileTestSupport.text(files["apple/en.lproj/Localizable.strings"]) == "\"Go\" = \"Go\";\n\n")
}
