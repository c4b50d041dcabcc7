import ArgumentParsing
import CatalogCheck
import Diagnostics
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
            Configuration: the nearest .timekeeper.json in the current folder or above, or --config FILE:
              { "checks": { "untranslated-copy": "off", "missing-translation": "error" },
                "locales": ["de", "uk"], "excludeKeys": ["debug.*"], "exclude": ["Vendor"], "budgets": "Catalogs/budgets.json" }
            Layout budgets (--budgets FILE or "budgets"): label-over-budget and glyph-missing measure each
            translation in graphemes, display columns or rendered points; --pseudo long also measures the
            source text as a pseudo-locale, expanded as translation will expand it.
            Baselines: --baseline FILE --write-baseline records today's findings; later runs with
            --baseline FILE report only findings that are not in it.
            """,
        positionals: [PositionalSpec("file", arity: .zeroOrMore, help: CatalogInputOptions.positionalHelp)],
        options: [
            .value(
                "--reporter", valueName: "name", help: "Output format: \(ReporterRegistry.names.joined(separator: ", ")) (default text)."),
            .flag("--strict", help: "Fail (exit 1) on warnings too."),
            .value("--config", valueName: "file", help: "Use this configuration instead of the nearest .timekeeper.json."),
            CatalogInputOptions.exclude,
            .repeated("--locales", valueName: "locale", help: "Check only these locales (comma-separated or repeated)."),
            .value("--baseline", valueName: "file", help: "Report only findings not recorded in this baseline."),
            .flag("--write-baseline", help: "Record today's findings in the --baseline file and exit 0."),
            .flag("--list-checks", help: "List every check with its id, default severity and rationale."),
            .value(
                "--budgets", valueName: "file",
                help: "Check labels against this layout budgets file (overrides \"budgets\" in the configuration)."),
            .value(
                "--pseudo", valueName: "style",
                help: "Also check the source text as pseudo-locale accented, long, bounded or rtl (needs budgets)."),
        ])

    static let toolVersion = "0.1.0"

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        if arguments.flag("--list-checks") {
            Console.out(
                RuleDescription.all.map { "\($0.id) (\($0.defaultSeverity.rawValue)): \($0.shortDescription)\n    hint: \($0.help)\n" }
                    .joined())
            return .success
        }
        guard !arguments.positionals.isEmpty else { throw UsageError("missing argument <file>") }
        let reporterName = try arguments.choice("--reporter", from: ReporterRegistry.names) ?? "text"
        guard let reporter = ReporterRegistry.named(reporterName) else { throw UsageError("unknown reporter '\(reporterName)'") }
        let writeBaseline = arguments.flag("--write-baseline")
        if writeBaseline && arguments.value("--baseline") == nil {
            throw UsageError("--write-baseline needs --baseline FILE to say where to write")
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

        let report = try CatalogCheckRun.run(options, toolVersion: toolVersion)
        if writeBaseline, let path = options.baselinePath {
            Console.error("Recorded \(report.findings.count) findings in \(path).\n")
            return .success
        }
        var output = Console.standardOutput()
        reporter.write(report, colour: reporterName == "text" && Console.outputIsTerminal, to: &output)
        output.flush()
        Console.waitForReportOutput()
        switch CatalogCheckRun.verdict(report, strict: arguments.flag("--strict")) {
        case .clean: return .success
        case .failed: return .findings
        case .unusableInput: return .unusable
        }
    }
}
