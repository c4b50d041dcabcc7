// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the catalog reader + checks and for the format-specifier parser.
// Build: swift build -c release -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library   (see README.md here)
// A separate package so `swift test` never builds it.
let package = Package(
    name: "timekeeper-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "..")],
    targets: [
        .executableTarget(name: "fuzz-reader", dependencies: [.product(name: "StringCatalog", package: "Timekeeper")]),
        .executableTarget(name: "fuzz-format", dependencies: [.product(name: "StringCatalog", package: "Timekeeper")]),
    ]
)
