// swift-tools-version:6.0
import PackageDescription

// Benchmark of the .xcstrings reader and writer; a separate package so `swift test` never builds it.
// Run it with ../catalog-io.sh (release build).
let package = Package(
    name: "catalog-io",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "../..")],
    targets: [
        .executableTarget(name: "catalog-io", dependencies: [.product(name: "StringCatalog", package: "Timekeeper"), .product(name: "JSONCore", package: "Timekeeper")]),
    ]
)
