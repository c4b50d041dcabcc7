import CatalogCheck
import Foundation
import StringCatalog
import TestSupport
import Testing
import TimerSimulation

@testable import CatalogCompile

/// `catalog check` exit 0 ⇒ `catalog compile` exit 0, for every compile format: every condition that makes compile
/// refuse a catalog is either handled by compile or an error-severity check finding.
@Suite struct CheckPredictsCompileTests {
    /// The errors `check` reports (what makes it exit non-zero) and whether compile refuses, with its errors.
    static func verdicts(_ json: String) throws -> (checkErrors: [String], compileErrors: [String]) {
        let checkErrors = CheckHarness.findings(json).filter { $0.severity == .error }.map { "\($0.ruleID): \($0.message)" }
        let catalog = try CompileTestSupport.catalog(json)
        let compilation = CatalogCompilation.compile([catalog], with: CompilerRegistry.all)
        return (checkErrors, compilation.findings.filter { $0.severity == .error }.map { "\($0.ruleID): \($0.message)" })
    }

    @Test(.requiresCorpus, arguments: Corpus.xcstringsFileNames())
    func aCorpusCatalogThatChecksCleanCompilesInEveryFormat(_ name: String) throws {
        let url = Corpus.xcstrings.appendingPathComponent(name)
        let bytes = try Array(Data(contentsOf: url))
        let (checkErrors, compileErrors) = try Self.verdicts(String(decoding: bytes, as: UTF8.self))
        if checkErrors.isEmpty {
            #expect(compileErrors.isEmpty, "\(name): check passes but compile refuses: \(compileErrors.prefix(3))")
        }
        // The corpus's own compile refusals (if any) are each predicted by check.
        #expect(compileErrors.isEmpty || !checkErrors.isEmpty, "\(name)")
    }

    /// Pieces of localizations, each valid or broken in one way compile cares about.
    static let shapes: [String] = [
        #"{"stringUnit":{"state":"translated","value":"%lld files"}}"#,
        #"{"stringUnit":{"state":"new","value":""}}"#,
        #"{"stringUnit":{"state":"needs_review","value":""}}"#,
        #"{}"#,
        #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"needs_review","value":""}}}}}"#,
        #"{"variations":{"plural":{"zero":{"stringUnit":{"state":"new","value":""}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}"#,
        #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}}}}}"#,
        #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"Failed to extract %lld of %lld"}}}}}"#,
        #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"files"}}}}}"#,
        #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld files\u0007"}}}}}"#,
        #"{"variations":{"device":{"mac":{"stringUnit":{"state":"new","value":""}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}"#,
        #"{"variations":{"device":{"other":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld"}}}}}}}}"#,
        #"{"variations":{"width":{"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}"#,
        #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld"}}},"device":{"other":{"stringUnit":{"state":"translated","value":"%lld"}}}}}"#,
        #"{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"new","value":""}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}"#,
        #"{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}}"#,
        #"{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg %#@n@"}}}}}}}"#,
        #"{"stringUnit":{"state":"translated","value":"%#@m@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}"#,
        #"{"stringUnit":{"state":"translated","value":"%lld files"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}"#,
        #"{"stringSet":{"state":"translated","values":["Open %lld"]}}"#,
    ]
    static let keys = ["%lld files", "files.count", "Failed to extract %lld of %lld", "Title"]
    static let locales = ["en", "de", "cs", "ja", "ar"]

    @Test func aGeneratedCatalogThatChecksCleanCompilesInEveryFormat() throws {
        var random = SeededRandom(seed: 13)
        var clean = 0
        var refused = 0
        for _ in 0..<400 {
            var entries: [String] = []
            // One or two keys, so that about a third of the catalogs check clean.
            for _ in 0...random.next(2) {
                let index = random.next(Self.keys.count)
                let key = Self.keys[index]
                let localizations = Self.locales.filter { _ in random.next(2) > 0 }.map { locale in
                    "\"\(locale)\":\(Self.shapes[random.next(Self.shapes.count)])"
                }
                entries.append("\"\(key)\(entries.count)\":{\"localizations\":{\(localizations.joined(separator: ","))}}")
            }
            let json = #"{"sourceLanguage":"en","version":"1.0","strings":{\#(entries.joined(separator: ","))}}"#
            let (checkErrors, compileErrors) = try Self.verdicts(json)
            if checkErrors.isEmpty {
                clean += 1
                #expect(compileErrors.isEmpty, "check passes but compile refuses: \(compileErrors)\n\(json)")
            }
            if !compileErrors.isEmpty { refused += 1 }
        }
        // Both sides of the implication were exercised.
        #expect(clean >= 20)
        #expect(refused >= 20)
    }
}
