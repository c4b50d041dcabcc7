// swift-tools-version:6.0
import PackageDescription

// Benchmark of layout budgets (HarfBuzz widths for every key and locale); a separate package so `swift test`
// never builds it. Run it with ../layout-budgets.sh (release build).
let package = Package(
    name: "layout-budgets",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Timekeeper", path: "../..")],
    targets: [
        .executableTarget(name: "layout-budgets", dependencies: [.product(name: "StringCatalog", package: "Timekeeper"), .product(name: "LayoutBudgets", package: "Timekeeper")]),
    ]
)
