import CatalogRuntime
import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import CatalogCompile

/// `swiftc` and this build's `Modules` folder (with CatalogRuntime), which the typecheck tests need.
private let toolchain: (swiftc: URL, modules: URL)? = {
    guard let modules = buildModulesFolder(), let swiftc = ChildProcess.onPath("swiftc") else { return nil }
    return (swiftc, modules)
}()

extension Trait where Self == ConditionTrait {
    fileprivate static var requiresSwiftc: Self {
        .enabled(if: toolchain != nil, "swiftc on PATH or the build's Modules folder with CatalogRuntime was not found")
    }
}

/// Compiles `--format swift` output with `swiftc -typecheck -warnings-as-errors` against this build's
/// CatalogRuntime module (found next to the test bundle), so the generated code is known to build cleanly.
@Test(.requiresSwiftc) func generatedAccessorsTypecheckWithoutWarnings() throws {
    try typecheckAccessors(of: try fixtureCatalogs())
}

/// The same with real apps' catalogs added (thousands of real keys and comments).
@Test(.requiresSwiftc, .requiresCorpus) func generatedAccessorsOfTheCorpusCatalogsTypecheckWithoutWarnings() throws {
    let corpus = try Corpus.xcstringsFiles().map { try CatalogReader.read(contentsOf: $0).catalog }
    try typecheckAccessors(of: try fixtureCatalogs() + corpus)
}

/// The compile fixture and a catalog of awkward keys, whose accessors `Use.swift` calls.
private func fixtureCatalogs() throws -> [StringCatalog] {
    let awkward = """
        {"sourceLanguage":"en","version":"1.0","strings":{
          "class":{"comment":"A keyword key */ with a comment end\\nand a second line"},
          "default":{},
          "table":{},
          "Start workout":{},
          "start-workout":{},
          "Say \\"hi\\"\\n\\\\(x)":{},
          "%1$@ then %3$lld":{},
          "%@ and %@":{},
          "%lld%%":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld%% one"}},"other":{"stringUnit":{"state":"translated","value":"%lld%%"}}}}}}},
          "%u times %.2f":{}
        }}
        """
    return [
        try CatalogReader.read(contentsOf: RuntimeFixture.catalogURL).catalog,
        try CatalogReader.read(bytes: Array(awkward.utf8), file: "Awkward-Table.xcstrings").catalog,
    ]
}

/// Compiles `catalogs` to Swift accessors and typechecks them, with a file using the fixture's accessors.
private func typecheckAccessors(of catalogs: [StringCatalog]) throws {
    let (swiftc, modules) = try #require(toolchain)
    let compilation = CatalogCompilation.compile(catalogs, with: [CompilerRegistry.named("swift")!])
    #expect(!compilation.failed)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accessors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try CompiledFileWriter.write(compilation.files, to: folder)
    let use = folder.appendingPathComponent("Use.swift")
    // Names other keys also give carry a hash of their own key (see UniqueNames).
    let percentOnly = "string_" + UniqueNames.hexHash("%lld%%").prefix(6)
    let table = "table_" + UniqueNames.hexHash("table").prefix(6)
    try """
    import CatalogRuntime
    func use() -> [LocalizedText] {
        [Strings.roundsRemaining(count: 2), Strings.startWorkout, Strings.didRoundsInMinutes("Ana", rounds: 1, minutes: 2),
         Strings.km(count: 1.5), AwkwardTableStrings.`class`, AwkwardTableStrings.\(percentOnly)(count: 2),
         AwkwardTableStrings.times(1, 2.5), AwkwardTableStrings.then("a", "b", 3), AwkwardTableStrings.\(table)]
    }
    """.write(to: use, atomically: true, encoding: .utf8)
    let sources = compilation.files.map { folder.appendingPathComponent($0.relativePath).path } + [use.path]
    var arguments = ["-typecheck", "-warnings-as-errors", "-I", modules.path]
    let moduleMap = modules.deletingLastPathComponent().appendingPathComponent("CICU.build/module.modulemap")
    if FileManager.default.fileExists(atPath: moduleMap.path) { arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"] }
    let result = try ChildProcess.run(swiftc, arguments + sources)
    #expect(result.status == 0, "swiftc failed:\n\(result.stdout)\(result.stderr)")
}

@Test func generatedAccessorsAreTypedFromSpecifiers() throws {
    let catalog = try CatalogReader.read(contentsOf: RuntimeFixture.catalogURL).catalog
    let file = try #require(CatalogCompilation.compile([catalog], with: [CompilerRegistry.named("swift")!]).files.first)
    let code = String(decoding: file.contents, as: UTF8.self)
    #expect(file.relativePath == "swift/Strings.swift")
    #expect(code.contains("static func roundsRemaining(count: Int) -> LocalizedText {"))
    #expect(code.contains("static func km(count: Double) -> LocalizedText {"))
    #expect(code.contains("static func didRoundsInMinutes(_ arg1: String, rounds: Int, minutes: Int) -> LocalizedText {"))
    #expect(code.contains("static func roundStartsInSeconds(_ arg1: Int, _ arg2: Int) -> LocalizedText {"))
    #expect(code.contains("    /// Under the timer\n    ///\n    /// Source (en): \"%lld rounds remaining\"\n"))
    #expect(code.contains("static var startWorkout: LocalizedText { LocalizedText(key: \"Start workout\", table: table, arguments: []) }"))
}

/// `…/.build/<triple>/debug/Modules`, found by walking up from the test bundle.
private func buildModulesFolder() -> URL? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.path != "/" {
        let candidate = folder.appendingPathComponent("Modules")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("CatalogRuntime.swiftmodule").path) { return candidate }
        folder.deleteLastPathComponent()
    }
    return nil
}
