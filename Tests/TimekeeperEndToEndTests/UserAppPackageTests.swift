import Foundation
import TestSupport
import Testing

private let swift = ChildProcess.onPath("swift")

/// A user's app that depends on this repository (the IntervalTimer product only), built as the user builds it,
/// runs a session, writes the cue log with CueLogWriter, and `drift ingest` reads it. The package is copied to
/// `.build/user-app` and built there, so later runs reuse its build folder (about 2 s; the first build about 45 s).
@Test(
    .enabled(if: swift != nil, "swift is not on PATH: the user-app package cannot be built"),
    .requiresPython(modules: "jsonschema"))
func anAppDependingOnIntervalTimerWritesACueLogThatIngests() throws {
    let package = Repository.path(".build/user-app")
    let fixture = Repository.path("Tests/TimekeeperEndToEndTests/Fixtures/user-app")
    let manager = FileManager.default
    try manager.createDirectory(at: package.appendingPathComponent("Sources/UserApp"), withIntermediateDirectories: true)
    for file in ["Package.swift", "Sources/UserApp/main.swift"] {
        let target = package.appendingPathComponent(file)
        let contents = try Data(contentsOf: fixture.appendingPathComponent(file))
        // Rewritten only when changed, so the build folder stays valid between runs.
        if (try? Data(contentsOf: target)) != contents { try contents.write(to: target) }
    }
    let build = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["TIMEKEEPER_PATH=\(Repository.root.path)", try #require(swift).path, "build", "--package-path", package.path])
    #expect(build.status == 0, "\(build.stdout.suffix(3000))\(build.stderr.suffix(3000))")
    let app = try ChildProcess.run(package.appendingPathComponent(".build/debug/UserApp"), ["2x1s/1s"])
    #expect(app.status == 0, "\(app.stderr)")
    #expect(app.stdout.hasPrefix(#"{"event":"start","format_version":3,"#))
    #expect(app.stdout.contains(#""clock":"ContinuousClock""#))
    #expect(try cueLogSchemaErrors(app.stdout) == "checked, 0 errors\n")
    let ingest = try ToolProcess.run(["drift", "ingest", "-", "--name", "user-app"], stdin: app.stdout)
    #expect(ingest.status == 0, "\(ingest.stderr)")
    // Seven cues of 2x1s/1s and a row for the app. Its anchored strategy ends close to plan; the margin is wide
    // because this is real time on a machine other tests are loading.
    #expect(app.stdout.components(separatedBy: #""event":"cue""#).count - 1 == 7)
    #expect(ingest.stdout.contains("\nuser-app "), "\(ingest.stdout)")
    let final = try #require(app.stdout.split(separator: "\n").first { $0.contains(#""kind":"session-complete""#) })
    let object = try #require(try JSONSerialization.jsonObject(with: Data(final.utf8)) as? [String: Any])
    let drift = try #require(object["fired_offset"] as? Double) - (try #require(object["planned_offset"] as? Double))
    #expect(abs(drift) < 0.5, "session drift \(drift) s")
}
