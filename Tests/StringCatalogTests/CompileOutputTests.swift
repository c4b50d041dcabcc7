import FileOutput
import Foundation
import StringCatalog
import Testing

@testable import CatalogCompile

@Test func identicalInputGivesByteIdenticalOutput() throws {
    let first = CatalogCompilation.compile([try CompileTestSupport.fixture()], with: CompilerRegistry.all)
    let second = CatalogCompilation.compile([try CompileTestSupport.fixture()], with: CompilerRegistry.all)
    #expect(first.files == second.files)
    #expect(first.files.count == 46)
}

@Test func localesThatCouldEscapeTheOutputFolderAreFindings() throws {
    for locale in ["../evil", "/etc", "de/../../x", "a\\u0000b", "..", "de\\nfr", "x y"] {
        let catalog = try CompileTestSupport.catalog(
            """
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"\(locale)":{"stringUnit":{"state":"translated","value":"v"}}}}}}
            """)
        let compilation = CatalogCompilation.compile([catalog], with: CompilerRegistry.all)
        #expect(compilation.failed, "locale \(locale)")
        #expect(compilation.files.isEmpty)
        #expect(compilation.findings.contains { $0.ruleID == CompileRule.invalidLocale.id })
    }
    let badSource = try CompileTestSupport.catalog(#"{"sourceLanguage":"../en","version":"1.0","strings":{}}"#)
    #expect(CatalogCompilation.compile([badSource], with: CompilerRegistry.all).failed)
}

@Test func keysNeverBecomePaths() throws {
    let keys = ["../../etc/passwd", "/abs/path", "a/b\\\\c", "nul\\u0000key", ".", ".."]
    let entries = keys.map { #""\#($0)":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}"# }.joined(
        separator: ",")
    let catalog = try CompileTestSupport.catalog(#"{"sourceLanguage":"en","version":"1.0","strings":{\#(entries)}}"#)
    let compilation = CatalogCompilation.compile([catalog], with: CompilerRegistry.all)
    #expect(!compilation.failed)
    for file in compilation.files {
        #expect(file.path.allSatisfy(PathComponent.isSafe), "\(file.relativePath)")
    }
    let folder = try CompileTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try CompiledFileWriter.write(compilation.files, to: folder.appendingPathComponent("out"))
    // Nothing appeared beside the output folder.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
}

@Test func tableNamesThatCouldEscapeAreFindings() throws {
    let json = #"{"sourceLanguage":"en","version":"1.0","strings":{}}"#
    // The shared FileOutput rule also refuses a leading dot or dash and C1 controls.
    let files = [
        "/tmp/..xcstrings", "/tmp/.xcstrings", "dir/...xcstrings", "/tmp/.hidden.xcstrings", "/tmp/-rf.xcstrings",
        "/tmp/c1\u{85}.xcstrings",
    ]
    for file in files {
        let catalog = try CompileTestSupport.catalog(json, file: file)
        let compilation = CatalogCompilation.compile([catalog], with: CompilerRegistry.all)
        #expect(compilation.findings.map(\.ruleID) == [CompileRule.invalidTableName.id], "\(file)")
    }
}

@Test func writerRefusesUnsafeComponentsBeforeWritingAnything() throws {
    let folder = try CompileTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for path in [["ok.txt", "..", "x"], ["..", "x"], ["a/b"], ["nul\u{0}x"], [""], ["/abs"], [".hidden"], ["-x"], ["c1\u{9F}"]] {
        let files = [CompiledFile(path: ["fine.txt"], contents: [1]), CompiledFile(path: path, contents: [2])]
        #expect(throws: CompiledFileWriter.WriteError.self) { try CompiledFileWriter.write(files, to: folder) }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
}

@Test func writesReplaceFilesAtomicallyAndLeaveNoTemporaries() throws {
    let folder = try CompileTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try CompiledFileWriter.write([CompiledFile(path: ["a", "b.txt"], contents: Array("old".utf8))], to: folder)
    try CompiledFileWriter.write([CompiledFile(path: ["a", "b.txt"], contents: Array("new".utf8))], to: folder)
    #expect(try String(contentsOf: folder.appendingPathComponent("a/b.txt"), encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a").path) == ["b.txt"])
}
