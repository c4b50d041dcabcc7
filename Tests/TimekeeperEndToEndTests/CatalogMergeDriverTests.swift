import Foundation
import TestSupport
import Testing

/// `catalog merge` installed as git's merge driver, in a temporary repository, merging real branches with git.
@Suite struct CatalogMergeDriverTests {
    static func catalog(_ strings: String, version: String = "1.0") -> String {
        #"{"sourceLanguage":"en","strings":{\#(strings)},"version":"\#(version)"}"#
    }

    static func unit(_ value: String, _ state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    /// A repository whose main branch holds `base` at App/Localizable.xcstrings, with the driver installed.
    static func withInstalledDriver(base: String, _ body: (URL, URL) throws -> Void) throws {
        try GitScratch.withRepository { repository in
            let app = repository.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
            let file = app.appendingPathComponent("Localizable.xcstrings")
            try Data(base.utf8).write(to: file)
            let install = try ToolProcess.run(["catalog", "merge", "--install"], in: app)
            #expect(install.status == 0, "\(install.stderr)")
            #expect(
                try String(contentsOf: repository.appendingPathComponent(".gitattributes"), encoding: .utf8)
                    == "*.xcstrings merge=xcstrings\n")
            let driver = try GitScratch.git(["config", "merge.xcstrings.driver"], in: repository).stdout
            #expect(driver.hasSuffix(" catalog merge %O %A %B --name %P\n"))
            // Installing twice adds nothing.
            #expect(try ToolProcess.run(["catalog", "merge", "--install"], in: repository).stdout.contains("already routes"))
            try GitScratch.git(["add", "."], in: repository)
            try GitScratch.git(["commit", "-qm", "base"], in: repository)
            try body(repository, file)
        }
    }

    static func commit(_ text: String, to file: URL, on branch: String, from start: String, in repository: URL) throws {
        try GitScratch.git(["checkout", "-q", "-B", branch, start], in: repository)
        try Data(text.utf8).write(to: file)
        try GitScratch.git(["commit", "-qam", branch], in: repository)
    }

    static func leaves(_ file: URL) throws -> NSDictionary {
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! NSDictionary
    }

    @Test func gitMergesTwoTranslationBranchesWithTheDriverWithoutAConflict() throws {
        let start = Self.catalog(#""Go":{"localizations":{"en":\#(Self.unit("Go"))}},"Stop":{}"#)
        try Self.withInstalledDriver(base: start) { repository, file in
            try Self.commit(
                Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("Los")),"en":\#(Self.unit("Go"))}},"Stop":{},"Pause":{}"#),
                to: file, on: "german", from: "main", in: repository)
            try Self.commit(
                Self.catalog(#""Go":{"localizations":{"en":\#(Self.unit("Go")),"fr":\#(Self.unit("Allez"))}},"Stop":{"comment":"Ends"}"#),
                to: file, on: "french", from: "main", in: repository)
            let merge = try GitScratch.git(["merge", "-q", "--no-edit", "german"], in: repository, check: false)
            #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
            let expected = Self.catalog(
                #""Go":{"localizations":{"de":\#(Self.unit("Los")),"en":\#(Self.unit("Go")),"fr":\#(Self.unit("Allez"))}},"#
                    + #""Pause":{},"Stop":{"comment":"Ends"}"#)
            #expect(try Self.leaves(file) == (try JSONSerialization.jsonObject(with: Data(expected.utf8)) as! NSDictionary))
            // Committed as Xcode writes it, with a merge commit and nothing left unmerged.
            #expect(try ToolProcess.run(["catalog", "fmt", "--check", file.path]).status == 0)
            #expect(try GitScratch.git(["rev-list", "--count", "--merges", "HEAD"], in: repository).stdout == "1\n")
            #expect(try GitScratch.git(["status", "--porcelain"], in: repository).stdout == "")
        }
    }

    @Test func aTrueConflictLeavesTheFileConflictedWithOursInPlaceAndNamesTheLine() throws {
        let start = Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("Los", "needs_review"))}},"Stop":{}"#)
        try Self.withInstalledDriver(base: start) { repository, file in
            try Self.commit(
                Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("Gehen"))}},"Stop":{}"#), to: file, on: "theirs", from: "main",
                in: repository)
            try Self.commit(
                Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("Auf"))}},"Stop":{"comment":"Ends"}"#), to: file, on: "ours",
                from: "main", in: repository)
            let merge = try GitScratch.git(["merge", "--no-edit", "theirs"], in: repository, check: false)
            #expect(merge.status != 0)
            #expect(
                merge.stderr.contains("App/Localizable.xcstrings:7:11: conflict: \"Go\" de: ours \"Auf\" (translated)"), "\(merge.stderr)")
            let unmerged = try GitScratch.git(["diff", "--name-only", "--diff-filter=U"], in: repository).stdout
            #expect(unmerged == "App/Localizable.xcstrings\n")
            // No conflict markers: the file is a catalog holding ours, with theirs' clean changes merged in.
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("<<<<<<<"))
            #expect(text.contains(#""value" : "Auf""#) && text.contains(#""comment" : "Ends""#))
        }
    }

    @Test func preferTheirsResolvesTheConflictForScripts() throws {
        let base = Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("Los"))}}"#)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [
            ("base", base), ("ours", Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("A"))}}"#)),
            ("theirs", Self.catalog(#""Go":{"localizations":{"de":\#(Self.unit("B"))}}"#)),
        ] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try ToolProcess.run(["catalog", "merge", "base", "ours", "theirs", "--prefer", "theirs"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr.hasSuffix("ours: merged 0 changes from ours and 0 from theirs; 1 conflict resolved to theirs\n"),
            "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("ours"), encoding: .utf8).contains(#""value" : "B""#))
    }

    @Test func brokenInputExitsTwoAndLeavesOursUntouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = Self.catalog(#""Go":{}"#)
        for (name, text) in [("base", good), ("ours", good), ("theirs", "{\"sourceLanguage\":\"en\",\n\"strings\":{\"Go\":{}\n")] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try ToolProcess.run(["catalog", "merge", "base", "ours", "theirs", "--name", "App/L.xcstrings"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: App/L.xcstrings (theirs):3:1: "), "\(result.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("ours"), encoding: .utf8) == good)
    }
}
