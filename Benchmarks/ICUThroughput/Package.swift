// swift-tools-version:6.0
import PackageDescription

// Throughput of the ICU layer (grapheme counting, display columns, line breaks, plural selection).
// Run from the repository root: Benchmarks/icu-throughput.sh
let package = Package(
    name: "ICUThroughput",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "../..")],
    targets: [
        .executableTarget(name: "ICUThroughput", dependencies: [.product(name: "ICU", package: "Timekeeper")])
    ]
)
