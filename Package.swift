// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way:
//   timekeeper → DriftBench → TimerSimulation → IntervalTimer (DriftBench also imports IntervalTimer itself)
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
        .library(name: "TimerSimulation", targets: ["TimerSimulation"]),
        .library(name: "DriftBench", targets: ["DriftBench"]),
        .library(name: "ICU", targets: ["ICU"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
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
        .target(name: "TimerSimulation", dependencies: ["IntervalTimer"]),
        .target(name: "DriftBench", dependencies: ["IntervalTimer", "TimerSimulation", "CDriftSupport", "FileOutput"]),
        .target(name: "StringCatalog", dependencies: ["ICU", "CHarfBuzz", "FileOutput"]),
        .target(name: "CatalogRuntime", dependencies: ["ICU"]),
        .target(name: "StoreMetadata", dependencies: ["StringCatalog"]),
        .target(name: "ArgumentParsing"),

        // The one command-line tool: thin over the libraries.
        .executableTarget(
            name: "timekeeper",
            dependencies: ["ArgumentParsing", "IntervalTimer", "DriftBench", "ICU", "StringCatalog", "CatalogRuntime", "StoreMetadata"]
        ),

        // Tests: one target per library, plus end-to-end tests of the built tool.
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "IntervalTimerTests", dependencies: ["IntervalTimer"]),
        .testTarget(name: "TimerSimulationTests", dependencies: ["TimerSimulation", "IntervalTimer"]),
        .testTarget(name: "DriftBenchTests", dependencies: ["DriftBench", "IntervalTimer", "TimerSimulation"]),
        .testTarget(name: "ICUTests", dependencies: ["ICU"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "ICU"], exclude: ["Fixtures"]),
        .testTarget(name: "CatalogRuntimeTests", dependencies: ["CatalogRuntime", "StringCatalog"]),
        .testTarget(name: "StoreMetadataTests", dependencies: ["StoreMetadata", "StringCatalog"]),
        .testTarget(name: "TimekeeperEndToEndTests", dependencies: ["timekeeper"]),
    ]
)
