// swift-tools-version:6.0
import PackageDescription

// Benchmark of `catalog compile --format json` and the CatalogRuntime library (bundle loading, cached lookups);
// a separate package so `swift test` never builds it. Run it with ../catalog-runtime.sh (release build).
let package = Package(
    name: "catalog-runtime",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "../..")],
    targets: [
        .executableTarget(name: "catalog-runtime", dependencies: [
            .product(name: "StringCatalog", package: "Timekeeper"),
            .product(name: "CatalogCompile", package: "Timekeeper"),
            .product(name: "CatalogRuntime", package: "Timekeeper"),
        ]),
    ]
)
