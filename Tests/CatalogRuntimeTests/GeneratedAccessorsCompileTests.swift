import CatalogRuntime
import Foundation
import StringCatalog
import Testing

@testable import CatalogCompile

/// Compiles `--format swift` output with `swiftc -typecheck -warnings-as-errors` against this build's
/// CatalogRuntime module (found next to the test bundle), so the generated code is known to build cleanly.
@Test func generatedAccessorsTypecheckWithoutWarnings() throws {
    guard let modules = buildModulesFolder(), let swiftc = executable("swiftc") else {
        print("notice: swiftc or the build's Modules folder not found; skipping the generated-code typecheck")
        return
    }
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
    var catalogs = [
        try CatalogReader.read(contentsOf: RuntimeFixture.catalogURL).catalog,
        try CatalogReader.read(bytes: Array(awkward.utf8), file: "Awkward-Table.xcstrings").catalog,
    ]
    // Real apps' catalogs too, when the shared corpus is present (thousands of real keys and comments).
    let corpus = RuntimeFixture.catalogURL.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/xcstrings")
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted() where name.hasSuffix(".xcstrings") {
        catalogs.append(try CatalogReader.read(contentsOf: corpus.appendingPathComponent(name)).catalog)
    }
    let compilation = CatalogCompilation.compile(catalogs, with: [CompilerRegistry.named("swift")!])
    #expect(!compilation.failed)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accessors-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try CompiledFileWriter.write(compilation.files, to: folder)
    let use = folder.appendingPathComponent("Use.swift")
    try """
    import CatalogRuntime
    func use() -> [LocalizedText] {
        [Strings.roundsRemaining(count: 2), Strings.startWorkout, Strings.didRoundsInMinutes("Ana", rounds: 1, minutes: 2),
         Strings.km(count: 1.5), AwkwardTableStrings.`class`, AwkwardTableStrings.string(count: 2),
         AwkwardTableStrings.times(1, 2.5), AwkwardTableStrings.then("a", "b", 3), AwkwardTableStrings.table2]
    }
    """.write(to: use, atomically: true, encoding: .utf8)
    let sources = compilation.files.map { folder.appendingPathComponent($0.relativePath).path } + [use.path]
    var arguments = ["-typecheck", "-warnings-as-errors", "-I", modules.path]
    let moduleMap = modules.deletingLastPathComponent().appendingPathComponent("CICU.build/module.modulemap")
    if FileManager.default.fileExists(atPath: moduleMap.path) { arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"] }
    let (status, output) = try run(swiftc, arguments + sources)
    #expect(status == 0, "swiftc failed:\n\(output)")
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

private func executable(_ name: String) -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

private func run(_ executable: URL, _ arguments: [String]) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftc-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
}
