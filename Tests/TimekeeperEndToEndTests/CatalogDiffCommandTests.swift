import Foundation
import TestSupport
import Testing

/// `catalog diff` as a user runs it, on `Fixtures/diff/base.xcstrings` and `head.xcstrings` (every kind of change,
/// and 16 changes in de so the Markdown folds them).
@Suite struct CatalogDiffCommandTests {
    static let folder = "Tests/TimekeeperEndToEndTests/Fixtures/diff"

    @Test(arguments: [("text", "txt"), ("markdown", "md"), ("json", "json")])
    func diffOutputMatchesSnapshot(format: String, ext: String) throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "--format", format, "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        expectSnapshot(result.stdout, as: ext, variant: format)
    }

    @Test func jsonOutputParsesAndCountsEveryChange() throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "--format", "json", "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["units"] as? [Any])?.count == 19)
        #expect((object["keys"] as? [Any])?.count == 4)
        #expect(object["changed"] as? Bool == true)
    }

    @Test func exitCodeIsOneOnChangesAndZeroWithoutOnlyWhenAsked() throws {
        let folder = Repository.path(Self.folder)
        #expect(try ToolProcess.run(["catalog", "diff", "base.xcstrings", "head.xcstrings"], in: folder).status == 0)
        #expect(try ToolProcess.run(["catalog", "diff", "--exit-code", "base.xcstrings", "head.xcstrings"], in: folder).status == 1)
        let same = try ToolProcess.run(["catalog", "diff", "--exit-code", "base.xcstrings", "base.xcstrings"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout == "base.xcstrings → base.xcstrings: no changes\n")
    }

    @Test func brokenJSONIsRefusedWithItsLocationAndExitTwo() throws {
        let result = try ToolProcess.run(
            ["catalog", "diff", "base.xcstrings", "-"], stdin: "{\n  \"strings\" : {\n    \"a\" : }\n}", in: Repository.path(Self.folder))
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: <stdin>:3:11: "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func baseCanBeTheFileAsCommittedAtAGitRevision() throws {
        try GitScratch.withRepository { repository in
            let catalogs = repository.appendingPathComponent("App/Resources")
            try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
            let file = catalogs.appendingPathComponent("Localizable.xcstrings")
            try Data(contentsOf: Repository.path("\(Self.folder)/base.xcstrings")).write(to: file)
            try GitScratch.git(["add", "."], in: repository)
            try GitScratch.git(["commit", "-qm", "base"], in: repository)
            try Data(contentsOf: Repository.path("\(Self.folder)/head.xcstrings")).write(to: file)
            // Run from the repository root with a path below it, as a CI job would.
            let fromGit = try ToolProcess.run(
                ["catalog", "diff", "--format", "json", "git:HEAD", "App/Resources/Localizable.xcstrings"], in: repository)
            #expect(fromGit.status == 0, "\(fromGit.stderr)")
            let fromFiles = try ToolProcess.run(
                ["catalog", "diff", "--format", "json", "base.xcstrings", "head.xcstrings"], in: Repository.path(Self.folder))
            func units(_ text: String) throws -> NSArray? {
                (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["units"] as? NSArray
            }
            let gitUnits = try #require(try units(fromGit.stdout)), fileUnits = try #require(try units(fromFiles.stdout))
            #expect(gitUnits.count == 19)
            // Same changes; only the file names in the locations differ.
            #expect(gitUnits.map { ($0 as! [String: Any])["key"] as! String } == fileUnits.map { ($0 as! [String: Any])["key"] as! String })
            #expect(fromGit.stdout.contains(#""base": "HEAD:App/Resources/Localizable.xcstrings""#))
            let missing = try ToolProcess.run(
                ["catalog", "diff", "git:no-such-branch", "App/Resources/Localizable.xcstrings"], in: repository)
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("cannot read it at git revision 'no-such-branch'"), "\(missing.stderr)")
        }
    }
}
