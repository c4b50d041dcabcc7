import CatalogInputs
import Diagnostics
import Foundation
import JSONCore
import LayoutBudgets
import StringCatalog

/// What `timekeeper catalog check` asks for: files, configuration, locales and a baseline.
public struct CatalogCheckOptions: Sendable {
    /// The arguments: files, folders, globs and `-` (resolved by ``CatalogInputResolver``; locations use the paths
    /// as given or found).
    public var paths: [String]
    /// `--config FILE`; nil means the nearest `.timekeeper.json` in the current folder or above.
    public var configPath: String?
    /// `--exclude GLOB`: paths, relative to the current folder, that folder searches and globs leave out.
    public var excludes: [String] = []
    /// `--locales`; overrides the configuration's locales.
    public var locales: [String]?
    /// `--baseline FILE`.
    public var baselinePath: String?
    /// What to do with the baseline file.
    public var baselineMode: BaselineMode
    /// `--budgets FILE`; overrides the configuration's `"budgets"`.
    public var budgetsPath: String?
    /// `--pseudo STYLE`: also check the source text as this pseudo-locale (needs budgets).
    public var pseudo: PseudoStyle?
    /// Top-level members of `.timekeeper.json` that other tools own (the tool passes e.g. `metadata`).
    public var otherConfigurationSections: Set<String> = []

    /// Whether the baseline file is read (report only new findings) or written (record today's).
    public enum BaselineMode: Sendable, Equatable {
        case compare
        case record
    }

    public init(
        paths: [String], configPath: String? = nil, locales: [String]? = nil, baselinePath: String? = nil,
        baselineMode: BaselineMode = .compare
    ) {
        self.paths = paths
        self.configPath = configPath
        self.locales = locales
        self.baselinePath = baselinePath
        self.baselineMode = baselineMode
    }
}

/// How a check run ends, per the exit-status contract.
public enum CheckVerdict: Sendable, Equatable {
    /// Nothing at error severity (warnings allowed unless strict).
    case clean
    /// Errors found, or warnings under `--strict`.
    case failed
    /// At least one file could not be read as a catalog.
    case unusableInput
}

/// Runs `catalog check` over files: configuration, reading, checks, baseline. Returns a report; never prints.
public enum CatalogCheckRun {
    /// The report for `options`; throws ``ConfigurationError`` for an unusable configuration or baseline.
    public static func run(
        _ options: CatalogCheckOptions, pluralRules: ICUPluralRulesProvider = ICUPluralRulesProvider(), toolVersion: String
    ) throws -> CheckReport {
        let configuration = try ConfigurationLoader.load(explicit: options.configPath, otherSections: options.otherConfigurationSections)
        let folder = FileManager.default.currentDirectoryPath
        let resolver = CatalogInputResolver(
            excluding: configuration.excludedPaths + options.excludes.map { ExcludePattern($0, relativeTo: folder) })
        let resolved = resolver.resolve(options.paths)
        var checker = configuration.makeChecker(pluralRules: pluralRules, localeValidator: pluralRules, locales: options.locales)
        if let evaluator = try BudgetsCache().evaluator(path: options.budgetsPath ?? configuration.budgetsPath, pseudo: options.pseudo) {
            checker = checker.withBudgets(evaluator)
        }
        let finalChecker = checker
        // Arguments that named no catalog come first; then the catalogs, checked on all cores, in the resolver's order.
        var files = resolved.problems.map { CheckReport.FileResult(path: $0.argument, findings: [], unreadable: $0.readError) }
        files += resolved.map(concurrently: { input in
            let outcome: CatalogInspector.Outcome
            if input.isStandardInput {
                do throws(JSONReadError) {
                    outcome = CatalogInspector.inspect(bytes: try input.readBytes(), file: input.path, with: finalChecker)
                } catch {
                    outcome = .unreadable(error)
                }
            } else {
                outcome = CatalogInspector.inspect(path: input.path, with: finalChecker)
            }
            switch outcome {
            case .checked(let findings): return CheckReport.FileResult(path: input.path, findings: findings)
            case .unreadable(let error): return CheckReport.FileResult(path: input.path, findings: [], unreadable: error)
            }
        })
        var suppressed = 0
        if let baselinePath = options.baselinePath {
            switch options.baselineMode {
            case .record:
                try Baseline.write(files.flatMap(\.findings), to: baselinePath)
            case .compare:
                let baseline = try Baseline.load(baselinePath)
                for index in files.indices {
                    let before = files[index].findings.count
                    files[index].findings = baseline.newFindings(files[index].findings)
                    suppressed += before - files[index].findings.count
                }
            }
        }
        return CheckReport(
            files: files, rules: RuleDescription.all, toolVersion: toolVersion, icuVersion: ICUVersionInfo.icu,
            cldrVersion: ICUVersionInfo.cldr,
            suppressedByBaseline: suppressed)
    }

    /// The verdict for `report`: unreadable input first, then errors (and warnings when `strict`).
    public static func verdict(_ report: CheckReport, strict: Bool) -> CheckVerdict {
        if report.files.contains(where: { $0.unreadable != nil }) { return .unusableInput }
        let threshold: Severity = strict ? .warning : .error
        return report.files.contains { $0.findings.contains { $0.severity >= threshold } } ? .failed : .clean
    }
}
