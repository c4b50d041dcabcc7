// swift-tools-version:6.0
// A user's app as it would depend on Timekeeper: only the IntervalTimer library. The test writes the dependency's
// path into TIMEKEEPER_PATH (a path dependency; a release would name the repository's URL and a version).
import Foundation
import PackageDescription

let timekeeper = ProcessInfo.processInfo.environment["TIMEKEEPER_PATH"] ?? "../../../.."

let package = Package(
    name: "UserApp",
    platforms: [.macOS(.v15), .iOS(.v18), .watchOS(.v11)],
    dependencies: [.package(name: "Timekeeper", path: timekeeper)],
    targets: [
        .executableTarget(name: "UserApp", dependencies: [.product(name: "IntervalTimer", package: "Timekeeper")])
    ]
)
