import CatalogCheck
import CatalogInputs
import Foundation
import Testing

/// A scratch tree of catalogs and folders a resolver searches, removed when the test ends.
private final class Tree {
    let root: URL

    init(_ files: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-inputs-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        for file in files {
            let url = root.appendingPathComponent(file)
            if file.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var path: String { root.path }

    /// The paths `arguments` resolve to from the tree's root, with `excludes` relative to it.
    func resolve(_ arguments: [String], excluding excludes: [String] = []) -> CatalogInputs {
        CatalogInputResolver(excluding: excludes.map { ExcludePattern($0, relativeTo: path) }, currentFolder: path).resolve(arguments)
    }
}

/// A repository-like tree: catalogs at several depths, a non-catalog, and every folder the search skips.
private let repository = [
    "A.xcstrings", "b/B.xcstrings", "b/notes.json", "c/Generated/Gen.xcstrings", "Vendor/Kit/V.xcstrings",
    ".git/G.xcstrings", ".build/debug/X.xcstrings", "DerivedData/App/D.xcstrings", "Pods/P/P.xcstrings",
    "Carthage/Checkouts/C.xcstrings", "node_modules/n/N.xcstrings", "empty/",
]

@Test func aFolderIsSearchedRecursivelyForCatalogsSkippingBuildAndDependencyFolders() throws {
    let tree = try Tree(repository)
    let resolved = tree.resolve(["."])
    #expect(resolved.problems.isEmpty)
    #expect(resolved.inputs.map(\.path) == ["A.xcstrings", "Vendor/Kit/V.xcstrings", "b/B.xcstrings", "c/Generated/Gen.xcstrings"])
    // Found paths start with the folder as the user typed it.
    #expect(tree.resolve(["b/"]).inputs.map(\.path) == ["b/B.xcstrings"])
    #expect(tree.resolve([tree.path]).inputs.first?.path == tree.path + "/A.xcstrings")
}

@Test func aSkippedFolderNamedAsTheArgumentIsSearchedAndAFileInOneIsTaken() throws {
    let tree = try Tree(repository)
    #expect(tree.resolve([".build"]).inputs.map(\.path) == [".build/debug/X.xcstrings"])
    #expect(tree.resolve([".git/G.xcstrings"]).inputs.map(\.path) == [".git/G.xcstrings"])
}

@Test func excludesLeaveOutBareNamesAtAnyDepthAndAnchoredPathsBelowTheirFolder() throws {
    let tree = try Tree(repository)
    #expect(
        tree.resolve(["."], excluding: ["Generated", "Vendor/**"]).inputs.map(\.path) == ["A.xcstrings", "b/B.xcstrings"])
    #expect(tree.resolve(["."], excluding: ["*.xcstrings"]).problems.map(\.kind) == [.emptyFolder])
    // An anchored pattern is relative to its own folder: `b` below another folder is not `b` here.
    let elsewhere = CatalogInputResolver(
        excluding: [ExcludePattern("b/*.xcstrings", relativeTo: tree.path + "/c")], currentFolder: tree.path)
    #expect(elsewhere.resolve(["."]).inputs.map(\.path).contains("b/B.xcstrings"))
    // A file named on its own is taken even when an exclude matches it.
    #expect(tree.resolve(["b/B.xcstrings"], excluding: ["b"]).inputs.map(\.path) == ["b/B.xcstrings"])
}

@Test func quotedGlobsAreExpandedByTheTool() throws {
    let tree = try Tree(repository)
    #expect(
        tree.resolve(["**/*.xcstrings"]).inputs.map(\.path)
            == ["A.xcstrings", "Vendor/Kit/V.xcstrings", "b/B.xcstrings", "c/Generated/Gen.xcstrings"])
    #expect(tree.resolve(["b/*.xcstrings"]).inputs.map(\.path) == ["b/B.xcstrings"])
    #expect(tree.resolve(["?.xcstrings"]).inputs.map(\.path) == ["A.xcstrings"])
    // A folder the glob matches is searched; a non-catalog it matches is left out.
    #expect(tree.resolve(["*"]).inputs.map(\.path).contains("c/Generated/Gen.xcstrings"))
    #expect(tree.resolve(["b/*"]).inputs.map(\.path) == ["b/B.xcstrings"])
    #expect(tree.resolve(["**/*.xcstrings"], excluding: ["c"]).inputs.map(\.path).contains("c/Generated/Gen.xcstrings") == false)
    #expect(tree.resolve([tree.path + "/*/*.xcstrings"]).inputs.map(\.path) == [tree.path + "/b/B.xcstrings"])
}

@Test func aGlobThatMatchesNothingAndAnEmptyFolderAreProblemsWhileTheOthersStillResolve() throws {
    let tree = try Tree(repository)
    let resolved = tree.resolve(["nothing/*.xcstrings", "empty", "A.xcstrings"])
    #expect(resolved.problems.map(\.argument) == ["nothing/*.xcstrings", "empty"])
    #expect(resolved.problems.map(\.kind) == [.noMatch, .emptyFolder])
    #expect(resolved.inputs.map(\.path) == ["A.xcstrings"])
    #expect(resolved.problems[1].description.hasPrefix("empty: no .xcstrings file in this folder or below it"))
}

@Test func aMissingFileIsKeptSoReadingReportsIt() throws {
    let tree = try Tree(repository)
    let resolved = tree.resolve(["Missing.xcstrings"])
    #expect(resolved.inputs.map(\.path) == ["Missing.xcstrings"])
    #expect(resolved.problems.isEmpty)
}

@Test func dashIsStandardInputAndACatalogFoundTwiceIsKeptOnce() throws {
    let tree = try Tree(repository)
    let resolved = tree.resolve(["-", "b/B.xcstrings", "b", "./b/B.xcstrings", "-"])
    #expect(resolved.inputs == [.standardInput, CatalogInput(file: "b/B.xcstrings")])
    #expect(resolved.inputs[0].path == "<stdin>")
}

@Test func symbolicLinksToFoldersAreNotFollowedSoCyclesEnd() throws {
    let tree = try Tree(repository)
    try FileManager.default.createSymbolicLink(atPath: tree.path + "/b/loop", withDestinationPath: tree.path + "/b")
    #expect(tree.resolve(["b"]).inputs.map(\.path) == ["b/B.xcstrings"])
    #expect(tree.resolve(["**/*.xcstrings"]).inputs.count == 4)
}

@Test(.enabled(if: getuid() != 0, "root lists any folder, whatever its permissions"))
func aFolderThatCannotBeListedIsReportedAndTheRestIsSearched() throws {
    let tree = try Tree(repository + ["locked/L.xcstrings"])
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: tree.path + "/locked")
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path + "/locked") }
    let resolved = tree.resolve(["."])
    #expect(resolved.problems.map(\.argument) == ["locked"])
    #expect(resolved.problems.first?.message == "cannot list the folder: Permission denied")
    #expect(resolved.inputs.count == 4)
}

@Test func concurrentResultsComeBackInInputOrderWhateverOrderTheyFinishIn() {
    let inputs = CatalogInputs(inputs: (0..<64).map { CatalogInput(file: "file-\($0).xcstrings") })
    for _ in 0..<5 {
        let results = inputs.map(
            concurrently: { input in
                // Later inputs finish first.
                let number = Int(input.path.dropFirst(5).prefix { $0.isNumber })!
                usleep(UInt32((64 - number) * 100))
                return input.path
            }, threads: 4)
        #expect(results == inputs.inputs.map(\.path))
    }
}

@Test func excludeInTheConfigurationIsRelativeToTheConfigurationsFolder() throws {
    let configuration = try ConfigurationLoader.parse(
        Array(#"{ "exclude" : [ "Vendor/**", "Generated" ] }"#.utf8), file: "/repo/.timekeeper.json")
    #expect(
        configuration.excludedPaths == [ExcludePattern("Vendor/**", relativeTo: "/repo"), ExcludePattern("Generated", relativeTo: "/repo")])
    #expect(throws: (any Error).self) { try ConfigurationLoader.parse(Array(#"{ "exclude" : "Vendor" }"#.utf8), file: "c.json") }
}
