import Foundation
import TestSupport
import Testing

/// A scratch folder for one test, removed afterwards.
private func withScratchFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fmt-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

private let unsorted = #"{"version":"1.0","strings":{"b":{},"a":{"comment":"x"}},"sourceLanguage":"en"}"#
private let canonical = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a" : {
          "comment" : "x"
        },
        "b" : {

        }
      },
      "version" : "1.0"
    }
    """

@Test func fmtRewritesAFileInPlaceKeepingItsPermissions() throws {
    try withScratchFolder { folder in
        let file = folder.appendingPathComponent("Localizable.xcstrings")
        try Data(unsorted.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let result = try ToolProcess.run(["catalog", "fmt", file.path])
        #expect(result.status == 0)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == canonical)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        // A second run changes nothing.
        #expect(try ToolProcess.run(["catalog", "fmt", "--check", file.path]).status == 0)
    }
}

@Test func fmtCheckListsFilesThatWouldChangeAndExitsOneWithoutWriting() throws {
    try withScratchFolder { folder in
        let messy = folder.appendingPathComponent("messy.xcstrings"), clean = folder.appendingPathComponent("clean.xcstrings")
        try Data(unsorted.utf8).write(to: messy)
        try Data(canonical.utf8).write(to: clean)
        let result = try ToolProcess.run(["catalog", "fmt", "--check", messy.path, clean.path])
        #expect(result.status == 1)
        #expect(result.stdout == "would reformat \(messy.path)\n")
        #expect(String(decoding: try Data(contentsOf: messy), as: UTF8.self) == unsorted)
    }
}

@Test func fmtDashReadsStdinAndWritesStdout() throws {
    let result = try ToolProcess.run(["catalog", "fmt", "-"], stdin: unsorted)
    #expect(result.status == 0)
    #expect(result.stdout == canonical)
}

@Test func fmtOnABadFileExitsTwoWithFileLineAndColumnAndLeavesItAlone() throws {
    try withScratchFolder { folder in
        let file = folder.appendingPathComponent("bad.xcstrings")
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}"
        try Data(text.utf8).write(to: file)
        // Locations name the file as it was given on the command line.
        let result = try ToolProcess.run(["catalog", "fmt", "bad.xcstrings"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: bad.xcstrings:5:5: duplicate key \"a\" in one object"))
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == text)
    }
}

@Test func theSampleCatalogIsAlreadyCanonical() throws {
    let result = try ToolProcess.run(["catalog", "fmt", "--check", "Catalogs/Localizable.xcstrings"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
}

@Test func fmtThroughASymlinkRewritesTheTargetAndKeepsTheLink() throws {
    try withScratchFolder { folder in
        let target = folder.appendingPathComponent("real.xcstrings"), link = folder.appendingPathComponent("link.xcstrings")
        try Data(unsorted.utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try ToolProcess.run(["catalog", "fmt", link.path])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == canonical)
    }
}
