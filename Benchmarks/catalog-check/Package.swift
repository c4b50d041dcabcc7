// swift-tools-version:6.0
import PackageDescription

// Benchmark helpers for `timekeeper catalog check`: a gettext PO exporter (so translate-toolkit's pofilter
// can check the same content), a Foundation JSONSerialization floor, and an in-process timing of read + check.
// A separate package so `swift test` never builds it; run it with ../catalog-check.sh (release build).
let package = Package(
    name: "catalog-check-bench",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "../..")],
    targets: [
        .executableTarget(name: "catalog-check-bench", dependencies: [.product(name: "StringCatalog", package: "Timekeeper"), .product(name: "CatalogCheck", package: "Timekeeper")]),
    ]
)
