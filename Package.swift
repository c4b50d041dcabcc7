// swift-tools-version:6.0
import PackageDescription

// One module per concern, along the data paths; dependencies point one way (CONTRIBUTING.md has the map):
//   bytes → JSONCore → Diagnostics → StringCatalog → CatalogCheck (with LayoutBudgets) → reporters
//   StringCatalog → CatalogCompile (apple, android, bundle, swift);  StringCatalog → StoreMetadata
//   IntervalTimer → TimerSimulation → DriftBench
//   CatalogRuntime → ICU, FormatSpecifiers (an app links the runtime without the tool)
// Each target lists exactly what it imports (CI builds with --explicit-target-dependency-import-check error).
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
        .library(name: "JSONCore", targets: ["JSONCore"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "FormatSpecifiers", targets: ["FormatSpecifiers"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "LayoutBudgets", targets: ["LayoutBudgets"]),
        .library(name: "CatalogInputs", targets: ["CatalogInputs"]),
        .library(name: "CatalogCheck", targets: ["CatalogCheck"]),
        .library(name: "CatalogCompile", targets: ["CatalogCompile"]),
        .library(name: "CatalogRuntime", targets: ["CatalogRuntime"]),
        .library(name: "StoreMetadata", targets: ["StoreMetadata"]),
        .library(name: "CatalogExchange", targets: ["CatalogExchange"]),
        .library(name: "CatalogMerge", targets: ["CatalogMerge"]),
    ],
    targets: [
        // C shims: the only places that include C library headers.
        .target(name: "CICU", linkerSettings: icuLinker),
        .target(name: "CDriftSupport"),
        // ioctl(TIOCGWINSZ) and a signal handler that only writes to a pipe, which Swift cannot express safely.
        .target(name: "CTerminalSupport"),
        // Includes <harfbuzz/hb.h> by path, so it needs no -I (unsafe) flag.
        .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("harfbuzz")]),

        // Shared foundations
        .target(name: "ICU", dependencies: ["CICU"]),
        .target(name: "FileOutput"),
        .target(name: "ArgumentParsing", dependencies: ["Diagnostics"]),
        // Terminal mechanics for full-screen programs: raw key input, signals relayed to a thread, window size.
        .target(name: "Terminal", dependencies: ["CTerminalSupport"]),

        // The timer half: what an app imports, the simulation, the benchmark.
        .target(name: "IntervalTimer"),
        .target(name: "TimerSimulation", dependencies: ["IntervalTimer"]),
        .target(name: "DriftBench", dependencies: ["IntervalTimer", "TimerSimulation", "CDriftSupport", "FileOutput", "JSONCore"]),

        // The catalog half: bytes → JSON → catalog model → findings → reporters; model → compiled files.
        // The byte layer every reader shares: the one UTF-8 rule and the eight-byte lane tests.
        .target(name: "ByteRules"),
        .target(name: "JSONCore", dependencies: ["FileOutput", "ByteRules"]),
        .target(name: "Diagnostics", dependencies: ["JSONCore", "FileOutput"]),
        .target(name: "FormatSpecifiers", dependencies: ["ByteRules"]),
        .target(name: "StringCatalog", dependencies: ["JSONCore", "Diagnostics", "FormatSpecifiers", "ICU", "FileOutput"]),
        .target(name: "LayoutBudgets", dependencies: ["StringCatalog", "JSONCore", "FormatSpecifiers", "ICU", "CHarfBuzz"]),
        // Which catalogs a command line names (files, folders, globs, stdin), and running them on all cores.
        .target(name: "CatalogInputs", dependencies: ["JSONCore", "FileOutput"]),
        .target(
            name: "CatalogCheck",
            dependencies: ["StringCatalog", "LayoutBudgets", "JSONCore", "Diagnostics", "FormatSpecifiers", "CatalogInputs"]
        ),
        .target(name: "CatalogCompile", dependencies: ["StringCatalog", "JSONCore", "Diagnostics", "FormatSpecifiers", "FileOutput"]),
        .target(name: "CatalogRuntime", dependencies: ["ICU", "FormatSpecifiers", "FileOutput"]),
        .target(name: "StoreMetadata", dependencies: ["StringCatalog", "Diagnostics", "JSONCore", "FileOutput"]),
        // XLIFF 1.2 export and import, as Xcode's -exportLocalizations / -importLocalizations do for catalogs.
        .target(name: "CatalogExchange", dependencies: ["StringCatalog", "JSONCore", "FileOutput", "ByteRules", "ICU"]),
        // catalog diff and the three-way merge (git's merge driver), on the lossless JSON tree.
        .target(name: "CatalogMerge", dependencies: ["StringCatalog", "JSONCore", "FileOutput"]),

        // The one command-line tool: parsing and dispatch over the libraries.
        .executableTarget(
            name: "timekeeper",
            dependencies: [
                "ArgumentParsing", "IntervalTimer", "DriftBench", "ICU", "JSONCore", "Diagnostics", "StringCatalog",
                "CatalogCheck", "CatalogCompile", "StoreMetadata", "CatalogExchange", "CatalogMerge", "CatalogInputs", "FileOutput",
                "Terminal", "LayoutBudgets",
            ],
            // The Swift runtime and Foundation linked in: start-up then spends ~13 M fewer instructions resolving
            // symbols across a dozen shared libraries, which a merge driver run per file pays each time. The
            // Foundation archives do not name what they need, so they are listed (in link order). Release only:
            // test bundles link the executable's module next to the shared runtime XCTest needs.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-stdlib", "-lFoundation", "-lCoreFoundation", "-lFoundationInternationalization", "-l_FoundationICU",
                        "-lFoundationEssentials", "-l_FoundationCollections", "-l_FoundationCShims", "-lstdc++",
                    ], .when(platforms: [.linux], configuration: .release))
            ]
        ),

        // Tests: one target per library, plus end-to-end tests of the built tool. TestSupport is what they share:
        // repository paths, the corpus and its skip trait, fixtures, snapshots, seeded random, Python, running the tool.
        .target(name: "TestSupport", dependencies: ["TimerSimulation"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "TimerSimulation"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput"]),
        .testTarget(name: "ByteRulesTests", dependencies: ["ByteRules"]),
        .testTarget(name: "IntervalTimerTests", dependencies: ["IntervalTimer", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "TimerSimulationTests", dependencies: ["TimerSimulation", "IntervalTimer", "TestSupport"]),
        .testTarget(
            name: "DriftBenchTests", dependencies: ["DriftBench", "IntervalTimer", "TimerSimulation", "TestSupport"], exclude: ["Snapshots"]
        ),
        .testTarget(name: "ICUTests", dependencies: ["ICU"]),
        .testTarget(name: "CatalogInputsTests", dependencies: ["CatalogInputs", "CatalogCheck", "TestSupport"]),
        .testTarget(
            name: "StringCatalogTests",
            dependencies: [
                "JSONCore", "Diagnostics", "FormatSpecifiers", "StringCatalog", "LayoutBudgets", "CatalogCheck", "CatalogCompile", "ICU",
                "FileOutput", "TimerSimulation", "TestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "CatalogRuntimeTests",
            dependencies: ["CatalogRuntime", "StringCatalog", "CatalogCompile", "TestSupport"]
        ),
        .testTarget(
            name: "StoreMetadataTests",
            dependencies: ["StoreMetadata", "StringCatalog", "JSONCore", "CatalogCheck", "TestSupport"]
        ),
        .testTarget(
            name: "TimekeeperEndToEndTests", dependencies: ["timekeeper", "Diagnostics", "TestSupport"], exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "CatalogMergeTests", dependencies: ["CatalogMerge", "StringCatalog", "JSONCore", "TimerSimulation", "TestSupport"]
        ),
        .testTarget(
            name: "CatalogExchangeTests", dependencies: ["CatalogExchange", "StringCatalog", "JSONCore", "TestSupport", "TimerSimulation"]
        ),
        // docs/rules.md is generated from the rules' descriptions; this fails when it is out of date.
        .testTarget(
            name: "DocumentationTests", dependencies: ["CatalogCheck", "CatalogCompile", "Diagnostics", "StoreMetadata", "StringCatalog"]),
    ]
)
