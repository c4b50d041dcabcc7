// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way:
//   timekeeper → DriftBench → IntervalTimer
//   timekeeper → StoreMetadata → StringCatalog → ICU → CICU
//   DriftBench → FileOutput, StringCatalog → FileOutput (atomic file writing; depends on nothing)
//   StringCatalog → CHarfBuzz (rendered text width for layout budgets)
//   CatalogRuntime → ICU (an app links the runtime without the tool)
// Only the toolchain and Debian -dev packages are available: no outside Swift packages.
let icuLinker: [LinkerSetting] = [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]

let package = Package(
    name: "Timekeeper",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "timekeeper", targets: ["timekeeper"]),
        .library(name: "IntervalTimer", targets: ["IntervalTimer"]),
        .library(name: "DriftBench", targets: ["DriftBench"]),
        .library(name: "ICU", targets: ["ICU"]),
        .library(name: "JSONCore", targets: ["JSONCore"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "FormatSpecifiers", targets: ["FormatSpecifiers"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "LayoutBudgets", targets: ["LayoutBudgets"]),
        .library(name: "CatalogCheck", targets: ["CatalogCheck"]),
        .library(name: "CatalogCompile", targets: ["CatalogCompile"]),
        .library(name: "CatalogRuntime", targets: ["CatalogRuntime"]),
        .library(name: "StoreMetadata", targets: ["StoreMetadata"]),
    ],
    targets: [
        // C shims: the only places that include C library headers.
        .target(name: "CICU", linkerSettings: icuLinker),
        .target(name: "CDriftSupport"),
        // Includes <harfbuzz/hb.h> by path, so it needs no -I (unsafe) flag.
        .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("harfbuzz")]),

        // Libraries
        .target(name: "ICU", dependencies: ["CICU"]),
        .target(name: "FileOutput"),
        .target(name: "IntervalTimer"),
        .target(name: "DriftBench", dependencies: ["IntervalTimer", "CDriftSupport", "FileOutput"]),
        .target(name: "JSONCore"),
        .target(name: "Diagnostics", dependencies: ["JSONCore", "FileOutput"]),
        .target(name: "FormatSpecifiers"),
        .target(name: "StringCatalog", dependencies: ["JSONCore", "Diagnostics", "FormatSpecifiers", "ICU", "FileOutput"]),
        .target(name: "LayoutBudgets", dependencies: ["StringCatalog", "JSONCore", "Diagnostics", "FormatSpecifiers", "ICU", "CHarfBuzz"]),
        .target(
            name: "CatalogCheck",
            dependencies: ["StringCatalog", "LayoutBudgets", "JSONCore", "Diagnostics", "FormatSpecifiers", "ICU", "FileOutput"]
        ),
        .target(name: "CatalogCompile", dependencies: ["StringCatalog", "JSONCore", "Diagnostics", "FormatSpecifiers", "FileOutput"]),
        .target(name: "CatalogRuntime", dependencies: ["ICU", "FormatSpecifiers"]),
        .target(name: "StoreMetadata", dependencies: ["StringCatalog", "Diagnostics", "JSONCore", "FileOutput", "ICU"]),
        .target(name: "ArgumentParsing"),

        // The one command-line tool: thin over the libraries.
        .executableTarget(
            name: "timekeeper",
            dependencies: [
                "ArgumentParsing", "IntervalTimer", "DriftBench", "ICU", "FileOutput", "JSONCore", "Diagnostics", "StringCatalog",
                "CatalogCheck", "CatalogCompile", "StoreMetadata",
            ]
        ),

        // Tests: one target per library, plus end-to-end tests of the built tool.
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "IntervalTimerTests", dependencies: ["IntervalTimer"]),
        .testTarget(name: "DriftBenchTests", dependencies: ["DriftBench", "IntervalTimer"]),
        .testTarget(name: "ICUTests", dependencies: ["ICU"]),
        .testTarget(
            name: "StringCatalogTests",
            dependencies: [
                "JSONCore", "Diagnostics", "FormatSpecifiers", "StringCatalog", "LayoutBudgets", "CatalogCheck", "CatalogCompile", "ICU",
                "FileOutput",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CatalogRuntimeTests", dependencies: ["CatalogRuntime", "StringCatalog", "CatalogCompile", "JSONCore", "Diagnostics"]),
        .testTarget(name: "StoreMetadataTests", dependencies: ["StoreMetadata", "StringCatalog", "Diagnostics", "JSONCore", "CatalogCheck"]),
        .testTarget(name: "TimekeeperEndToEndTests", dependencies: ["timekeeper"]),
    ]
)
