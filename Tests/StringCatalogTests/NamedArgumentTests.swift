import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import CatalogCompile
@testable import FormatSpecifiers

/// Xcode 26 "Expressive Format Specifiers": `%(count)lld` is read by the one format reader, numbered by first use in
/// the source, and compiled to positional arguments that every target reads.
@Test func namedArgumentsAreReadAsArgumentsNumberedByFirstUse() {
    let parsed = FormatSpecifierParser.parse("%(a)@ has %(count)lld of %(a)@")
    #expect(parsed.problems.isEmpty)
    #expect(parsed.directives.map(\.name) == ["a", "count", "a"])
    #expect(parsed.directives.map(\.text) == ["%(a)@", "%(count)lld", "%(a)@"])
    #expect(parsed.argumentNumbers().map(\.value) == [1, 2, 1])
    #expect(ArgumentSignature(parsed).slots[2]?.family == .integer)
    #expect(NamedArguments.names(in: parsed) == ["a", "count"])
    // Not a label: prose, as before Xcode 26.
    #expect(FormatSpecifierParser.parse("50%(approx)").directives.isEmpty)
    #expect(FormatSpecifierParser.parse("%(a b)@").directives.allSatisfy { $0.name == nil })
    #expect(FormatSpecifierParser.parse("%()d").directives.allSatisfy { $0.name == nil })
}

@Test func namedArgumentsArePositionalInTheSourcesOrder() {
    let order = ["landmark", "landmarkCollection"]
    #expect(NamedArguments.positional("%(landmarkCollection)@ contient %(landmark)@", order: order) == "%2$@ contient %1$@")
    #expect(NamedArguments.positional("%(count).1f km", order: ["count"]) == "%1$.1f km")
    #expect(NamedArguments.positional("%(other)@ %(landmark)@", order: order) == "%3$@ %1$@")
    #expect(NamedArguments.positional("no names %@ 50%", order: order) == "no names %@ 50%")
}

@Test func compiledNamedArgumentsArePositionalInEveryFormat() throws {
    let catalog = try CatalogReader.read(contentsOf: Fixtures.url("NamedArguments/Localizable.xcstrings")).catalog
    let (files, compilation) = CompileTestSupport.compile([catalog], formats: CompilerRegistry.all.map(\.format))
    #expect(!compilation.failed)
    #expect(files.count > 5)
    // Keys stay as written (they are what the app looks up); no value, comment or name keeps a named argument.
    let keys = catalog.entries.map(\.key)
    for (path, bytes) in files {
        var text = CompileTestSupport.text(bytes)
        for key in keys { text = text.replacingOccurrences(of: key, with: "") }
        #expect(!text.contains("%("), "\(path) keeps a named argument")
    }
    let french = try CompileTestSupport.plist(files["apple/fr.lproj/Localizable.strings"])
    #expect(french["%(landmark)@ is contained in %(landmarkCollection)@"] as? String == "%2$@ contient %1$@")
    // String(format:) (swift-corelibs-foundation) puts each value where the source's name was.
    let format = try #require(french["%(landmark)@ is contained in %(landmarkCollection)@"] as? String)
    #expect(String(format: format, "Tower", "Paris") == "Paris contient Tower")
    let android = CompileTestSupport.text(files["android/res/values-fr/strings.xml"])
    #expect(android.contains(">%2$s contient %1$s<"))
    let swift = CompileTestSupport.text(files.first { $0.key.hasPrefix("swift/") }?.value)
    #expect(swift.contains("static func isContainedIn(landmark: String, landmarkCollection: String) -> LocalizedText"))
    #expect(swift.contains("static func roundsLeft(count: Int) -> LocalizedText"))
    #expect(swift.contains("static func restSOfS(seconds: Int, total: Int) -> LocalizedText"))
}

/// The compiled files read back by the tools that consume them: plistlib for `.strings`/`.stringsdict`, aapt2 for
/// Android.
@Suite struct NamedArgumentOracleTests {
    static let hasAapt = ChildProcess.onPath("aapt2") != nil

    static func written(_ format: String) throws -> URL {
        let catalog = try CatalogReader.read(contentsOf: Fixtures.url("NamedArguments/Localizable.xcstrings")).catalog
        let compilation = CatalogCompilation.compile([catalog], with: [CompilerRegistry.named(format)!])
        let folder = try CompileTestSupport.temporaryFolder()
        try CompiledFileWriter.write(compilation.files, to: folder)
        return folder
    }

    @Test(.requiresPython(modules: "plistlib"))
    func plistlibReadsPositionalArgumentsAndNoName() throws {
        let folder = try Self.written("apple")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import json, os, plistlib, sys
            out = {}
            for root, _, names in os.walk(sys.argv[1]):
                for name in names:
                    path = os.path.join(root, name)
                    out[os.path.relpath(path, sys.argv[1])] = plistlib.loads(open(path, 'rb').read()) if name.endswith('.stringsdict') else None
            print(json.dumps(out, sort_keys=True))
            """
        let result = try Python.run(script, arguments: [folder.appendingPathComponent("apple").path])
        #expect(result.status == 0, "\(result.stderr)")
        // Values only: the keys stay as written.
        let values = result.stdout.replacingOccurrences(of: "\"%(count)lld rounds left\": {", with: "")
        #expect(!values.contains("%("), "\(result.stdout)")
        #expect(result.stdout.contains("%1$lld tours restants"))
    }

    @Test(.enabled(if: hasAapt, "aapt2 is not installed (Debian package aapt; Scripts/install-dependencies.sh --with-test-tools)"))
    func aapt2AcceptsTheAndroidResourcesWithPositionalArguments() throws {
        let aapt2 = try #require(ChildProcess.onPath("aapt2"))
        let folder = try Self.written("android")
        defer { try? FileManager.default.removeItem(at: folder) }
        let flat = folder.appendingPathComponent("res.zip")
        let compiled = try ChildProcess.run(
            aapt2, ["compile", "--dir", folder.appendingPathComponent("android/res").path, "-o", flat.path])
        #expect(compiled.status == 0 && compiled.stderr.isEmpty, "\(compiled.stderr.prefix(2000))")
        let manifest = folder.appendingPathComponent("AndroidManifest.xml")
        try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.named"/>"#.utf8)
            .write(to: manifest)
        let apk = folder.appendingPathComponent("out.apk")
        let linked = try ChildProcess.run(aapt2, ["link", "-o", apk.path, "--manifest", manifest.path, flat.path])
        #expect(linked.status == 0 && linked.stderr.isEmpty, "\(linked.stderr.prefix(2000))")
        let dumped = try ChildProcess.run(aapt2, ["dump", "resources", apk.path])
        #expect(dumped.status == 0)
        #expect(dumped.stdout.contains("%2$s contient %1$s"))
        #expect(!dumped.stdout.contains("%("))
    }
}

/// `catalog compile` on every corpus catalog writes no `%(`: no named argument reaches users raw.
@Test(.requiresCorpus, arguments: Corpus.xcstringsFileNames())
func compilingACorpusCatalogWritesNoNamedArgument(_ name: String) throws {
    let catalog = try CatalogReader.read(contentsOf: Corpus.xcstrings.appendingPathComponent(name)).catalog
    let (files, _) = CompileTestSupport.compile([catalog], formats: CompilerRegistry.all.map(\.format))
    for (path, bytes) in files {
        #expect(!CompileTestSupport.text(bytes).contains("%("), "\(name): \(path) writes %(")
    }
}
