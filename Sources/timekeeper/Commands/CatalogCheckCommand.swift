import ArgumentParsing
import CatalogCheck
import Diagnostics
import Foundation
import StoreMetadata
import StringCatalog

/// `timekeeper catalog check`: plural, format-specifier and completeness checks with CI reporters.
enum CatalogCheckCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "check"],
        abstract: "Check String Catalogs for plural, format-specifier and completeness problems.",
        discussion: """
            Exit status: 0 clean (warnings allowed), 1 errors found (or warnings with --strict),
            2 a file cannot be read as a catalog, or the configuration or command line is unusable.
            Catalogs: files, folders (searched recursively for *.xcstrings, skipping .git, .build, DerivedData, Pods,
            Carthage, node_modules and what --exclude or "exclude" names), quoted globs (*, ?, **), '-' for standard
            input. Files are checked on all cores; the report lists them in a fixed order.
            Configuration: the nearest .timekeeper.json in the current folder or above, or --config <file>:
              { "checks": { "untranslated-copy": "off", "missing-translation": "error" },
                "locales": ["de", "uk"], "excludeKeys": ["debug.*"], "exclude": ["Vendor"], "budgets": "Catalogs/budgets.json" }
            Layout budgets (--budgets <file> or "budgets"): label-over-budget and glyph-missing measure each
            translation in graphemes, display columns or rendered points; --pseudo long also measures the
            source text as a pseudo-locale, expanded as translation will expand it.
            Baselines: --baseline <file> --write-baseline records today's findings; later runs with
            --baseline <file> report only findings that are not in it.
            Severities, lowest first: note, warning, error.
            """,
        positionals: [
            PositionalSpec("file", arity: .zeroOrMore, values: .files(extensions: ["xcstrings"]), help: CatalogInputOptions.positionalHelp)
        ],
        options: [
            OutputFormat.option(ReporterRegistry.names),
            .flag("--strict", help: "Fail (exit 1) on warnings too."),
            .flag("--quiet", short: "q", help: "Print only the summary line (text format)."),
            .value(
                "--min-severity", valueName: "severity", values: .choices(Severity.allCases.map(\.rawValue)),
                help: "Report only findings at this severity or above: note, warning or error (default note)."),
            .value(
                "--config", valueName: "file", values: .files(extensions: ["json"]),
                help: "Use this configuration instead of the nearest .timekeeper.json."),
            CatalogInputOptions.exclude,
            .repeated("--locales", valueName: "locale", help: "Check only these locales (comma-separated or repeated)."),
            .value(
                "--baseline", valueName: "file", values: .files(extensions: ["json"]),
                help: "Report only findings not recorded in this baseline."),
            .flag("--write-baseline", help: "Record today's findings in the --baseline file and exit 0."),
            .flag("--list-checks", help: "List every check with its id, default severity and rationale."),
            .value(
                "--budgets", valueName: "file", values: .files(extensions: ["json"]),
                help: "Check labels against this layout budgets file (overrides \"budgets\" in the configuration)."),
            .value(
                "--pseudo", valueName: "style", values: .choices(PseudoStyle.allCases.map(\.rawValue)),
                help: "Also check the source text as pseudo-locale accented, long, bounded or rtl (needs budgets)."),
            .value(
                "--base-path", valueName: "dir", values: .folders,
                help: "Write paths in sarif and gitlab reports relative to this folder (default: the git top level)."),
        ],
        deprecatedOptions: [OutputFormat.deprecatedReporter])

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        if arguments.flag("--list-checks") {
            Console.out(
                RuleDescription.all.map { "\($0.id) (\($0.defaultSeverity.rawValue)): \($0.shortDescription)\n    hint: \($0.help)\n" }
                    .joined())
            return .success
        }
        guard !arguments.positionals.isEmpty else { throw UsageError("missing argument <file>") }
        let reporterName = try arguments.choice(OutputFormat.name, from: ReporterRegistry.names) ?? "text"
        guard let reporter = ReporterRegistry.named(reporterName) else { throw UsageError("unknown format '\(reporterName)'") }
        let quiet = arguments.flag("--quiet")
        if quiet && reporterName != "text" {
            throw UsageError("--quiet prints the text summary only; it cannot be combined with --format \(reporterName)")
        }
        let minimum = try arguments.choice("--min-severity", from: Severity.allCases.map(\.rawValue)).flatMap(Severity.init(name:)) ?? .note
        let root = try artifactRoot(arguments)
        let writeBaseline = arguments.flag("--write-baseline")
        if writeBaseline && arguments.value("--baseline") == nil {
            throw UsageError("--write-baseline needs --baseline <file> to say where to write")
        }
        let locales = arguments.values("--locales")
        var options = CatalogCheckOptions(
            paths: arguments.positionals, configPath: arguments.value("--config"), locales: locales.isEmpty ? nil : locales,
            baselinePath: arguments.value("--baseline"), baselineMode: writeBaseline ? .record : .compare)
        options.excludes = arguments.values("--exclude")
        options.budgetsPath = arguments.value("--budgets")
        options.pseudo = try arguments.choice("--pseudo", from: PseudoStyle.allCases.map(\.rawValue)).flatMap(PseudoStyle.init)
        // The tool is where the configuration file's sections meet: `metadata` belongs to `timekeeper metadata`.
        options.otherConfigurationSections = [MetadataConfiguration.sectionName]

        let fullReport = try CatalogCheckRun.run(options, toolVersion: ToolInfo.version)
        if writeBaseline, let path = options.baselinePath {
            Console.error("Recorded \(fullReport.findings.count) findings in \(path).\n")
            return .success
        }
        // What is left out below --min-severity neither shows nor counts towards the exit status.
        var report = minimum == .note ? fullReport : fullReport.keeping(atLeast: minimum)
        let status: ExitStatus =
            switch CatalogCheckRun.verdict(report, strict: arguments.flag("--strict")) {
            case .clean: .success
            case .failed: .findings
            case .unusableInput: .unusable
            }
        report.exitCode = status.code
        report.artifactRoot = root
        if quiet {
            // Summary only: unreadable files are errors of the run, not findings, so they still say which file.
            for file in report.unreadableFiles { Console.problem(.error, file.error.description) }
            Console.out(report.summary + "\n")
        } else {
            var output = Console.standardOutput()
            reporter.write(report, colour: reporterName == "text" && Console.colours(.standardOutput), to: &output)
            output.flush()
            Console.waitForReportOutput()
        }
        return status
    }

    /// `--base-path DIR`, else the git work tree the current folder is in, else the current folder.
    static func artifactRoot(_ arguments: ParsedArguments) throws -> ArtifactRoot {
        let current = FileManager.default.currentDirectoryPath
        guard let base = arguments.value("--base-path") else {
            return ArtifactRoot(path: ArtifactRoot.gitTopLevel(containing: current) ?? current)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError("--base-path '\(base)' is not a folder; give the repository root the report's paths are relative to")
        }
        return ArtifactRoot(path: base)
    }
}
