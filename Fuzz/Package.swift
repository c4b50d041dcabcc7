// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the catalog reader + checks, the format-specifier parser, the XLIFF import, the merge and the cue-log ingest.
// Build: swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library   (see README.md here)
// A separate package so `swift test` never builds it.
let package = Package(
    name: "timekeeper-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "..")],
    targets: [
        // SwiftPM links each executable's entry as `<target>_main`; this C target defines those to start libFuzzer.
        .target(name: "FuzzMain"),
        .executableTarget(
            name: "fuzz-reader",
            dependencies: ["FuzzMain", .product(name: "StringCatalog", package: "Timekeeper"), .product(name: "CatalogCheck", package: "Timekeeper"), .product(name: "Diagnostics", package: "Timekeeper"), .product(name: "JSONCore", package: "Timekeeper")]
        ),
        .executableTarget(
            name: "fuzz-xliff",
            dependencies: ["FuzzMain", .product(name: "CatalogExchange", package: "Timekeeper"), .product(name: "StringCatalog", package: "Timekeeper"), .product(name: "JSONCore", package: "Timekeeper")]
        ),
        .executableTarget(
            name: "fuzz-merge",
            dependencies: ["FuzzMain", .product(name: "CatalogMerge", package: "Timekeeper"), .product(name: "StringCatalog", package: "Timekeeper"), .product(name: "JSONCore", package: "Timekeeper")]
        ),
        .executableTarget(
            name: "fuzz-cue-log",
            dependencies: ["FuzzMain", .product(name: "DriftBench", package: "Timekeeper")]
        ),
        .executableTarget(
            name: "fuzz-format",
            dependencies: ["FuzzMain", .product(name: "StringCatalog", package: "Timekeeper"), .product(name: "FormatSpecifiers", package: "Timekeeper")]
        ),
    ]
)
