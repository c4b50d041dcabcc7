import Foundation
import TestSupport
import Testing

private let fixture = Repository.path("Tests/StringCatalogTests/Fixtures/Compile/Localizable.xcstrings").path

private func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("compile-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private func tree(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
        if (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
    }
    return files
}

@Test func compileWritesEveryFormatAndIsByteIdenticalOnRerun() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try ToolProcess.run([
        "catalog", "compile", fixture, "--format", "apple,android", "--format", "json", "--format", "swift", "--out",
        folder.appendingPathComponent("a").path,
    ])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("apple: 22 files in "))
    #expect(first.stdout.contains("android: 12 files in "))
    #expect(first.stdout.contains("json: 11 files in "))
    #expect(first.stdout.contains("swift: 1 file in "))
    #expect(first.stderr.contains("warning: Android <plurals> vary by one number"))
    let second = try ToolProcess.run([
        "catalog", "compile", fixture, "--format", "swift,json,android,apple", "--out", folder.appendingPathComponent("b").path,
    ])
    #expect(second.status == 0)
    let a = try tree(folder.appendingPathComponent("a")), b = try tree(folder.appendingPathComponent("b"))
    #expect(a.count == 46)
    #expect(a == b)
    #expect(
        a["/apple/de.lproj/Localizable.strings"].map { String(decoding: $0, as: UTF8.self) }?.contains(
            "\"Start workout\" = \"Training starten\";") == true)
}

@Test func compileErrorsNameTheLocationExitOneAndWriteNothing() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Broken.xcstrings")
    try """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "k" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%#@gone@"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """.write(to: catalog, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let result = try ToolProcess.run(["catalog", "compile", catalog.path, "--format", "apple", "--out", out.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("\(catalog.path):9:23: error: Referencing undefined substitution 'gone' (en: k)"))
    #expect(result.stderr.contains("nothing written"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
}

@Test func compileRejectsBadCommandLinesAndUnreadableFilesWithExitTwo() throws {
    let unknown = try ToolProcess.run(["catalog", "compile", fixture, "--format", "ios", "--out", "/tmp/x"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("error: invalid value 'ios' for --format: expected one of apple, android, json, swift"))
    let noOut = try ToolProcess.run(["catalog", "compile", fixture, "--format", "json"])
    #expect(noOut.status == 2)
    #expect(noOut.stderr.hasPrefix("error: missing --out <dir>"))
    let noFormat = try ToolProcess.run(["catalog", "compile", fixture, "--out", "/tmp/x"])
    #expect(noFormat.status == 2)
    let missing = try ToolProcess.run(["catalog", "compile", "/nonexistent/Localizable.xcstrings", "--format", "json", "--out", "/tmp/x"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("/nonexistent/Localizable.xcstrings"))
}

@Test func aFormatThatCannotBeWrittenLeavesNoFileOfAnyFormat() throws {
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file where the android folder should go: the apple files come first and could be written, android's cannot.
    try Data("in the way".utf8).write(to: folder.appendingPathComponent("android"))
    let result = try ToolProcess.run(["catalog", "compile", fixture, "--format", "apple,android", "--out", folder.path])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["android"])
}
