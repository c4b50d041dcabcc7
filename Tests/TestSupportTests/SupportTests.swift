import Foundation
import TestSupport
import Testing
import TimerSimulation

@Test func fixturesAreFoundInTheNearestFixturesFolderAboveTheCallingFile() {
    let budgetsTest = Repository.path("Tests/StringCatalogTests/Budgets/BudgetChecksTests.swift").path
    #expect(Fixtures.folder(filePath: budgetsTest).path == Repository.path("Tests/StringCatalogTests/Fixtures").path)
    let fixture = Fixtures.url("AllFields.xcstrings", filePath: budgetsTest)
    #expect(fixture.path == Repository.path("Tests/StringCatalogTests/Fixtures/AllFields.xcstrings").path)
}

@Test func theRepositoryRootHoldsThePackageManifest() {
    #expect(FileManager.default.fileExists(atPath: Repository.path("Package.swift").path))
    #expect(FileManager.default.fileExists(atPath: Repository.catalogs.appendingPathComponent("Localizable.xcstrings").path))
}

@Test func boundedSeededNumbersStayInRangeReachEveryValueAndRepeatForTheSameSeed() {
    var first = SeededRandom(seed: 42), second = SeededRandom(seed: 42)
    let drawn = (0..<1_000).map { _ in first.next(7) }
    #expect(drawn == (0..<1_000).map { _ in second.next(7) })
    #expect(Set(drawn) == Set(0..<7))
    var other = SeededRandom(seed: 43)
    #expect(drawn != (0..<1_000).map { _ in other.next(7) })
}

@Test func theLogKeepsEveryEntryAppendedConcurrently() async {
    let log = Log<Int>()
    await withTaskGroup(of: Void.self) { group in
        for value in 0..<100 { group.addTask { log.append(value) } }
    }
    #expect(log.all.sorted() == Array(0..<100))
}

@Test(.requiresPython(modules: "json"))
func pythonRunsAScriptWithArgumentsAndReportsModulesItCannotImport() throws {
    let result = try Python.run("import sys, json; print(json.dumps(sys.argv[1:]))", arguments: ["a b", "ü"])
    #expect(result.status == 0)
    #expect(result.stdout == "[\"a b\", \"\\u00fc\"]\n")
    #expect(!Python.canImport(["timekeeper_no_such_module"]))
}

@Test func childProcessesReportStatusStdoutAndStderrSeparately() throws {
    let shell = try #require(ChildProcess.onPath("sh"))
    let result = try ChildProcess.run(shell, ["-c", "cat; echo out; echo err >&2; exit 3"], stdin: "in\n")
    #expect(result.status == 3)
    #expect(result.stdout == "in\nout\n")
    #expect(result.stderr == "err\n")
}
