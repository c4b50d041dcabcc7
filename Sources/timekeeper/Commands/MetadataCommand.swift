import ArgumentParsing
import CatalogCheck
import CatalogMerge
import Diagnostics
import FileOutput
import Foundation
import JSONCore
import LayoutBudgets
import StoreMetadata
import StringCatalog

/// `timekeeper metadata`: a store-listing catalog → fastlane deliver/supply folders, or `--check` of such a folder.
enum MetadataCommand: Command {
    static let signature = CommandSignature(
        path: ["metadata"],
        abstract: "Write fastlane deliver/supply metadata folders from a store-listing catalog, within each store's limits.",
        discussion: """
            The catalog's keys are listing fields: name, subtitle, promotional_text, description, keywords, release_notes,
            support_url, marketing_url, privacy_url, apple_tv_privacy_policy (App Store); title, short_description,
            full_description, video, changelog (Google Play). Catalog locales map to store codes (de → de-DE, he → iw-IL
            on Play, …); override the map in .timekeeper.json under metadata.localeMap.<store>. Nothing is written when a finding is an error (or, with
            --strict, a warning). Files hold the value exactly, UTF-8, without a final newline; each is replaced
            atomically, and files with identical bytes are left untouched.
            --app-version V (an update to version V) takes the release notes from the key release_notes.V and requires
            them in every locale. --base REV_OR_FILE (a file or git:REV, as catalog diff takes it) reports translations
            whose source text changed since then while theirs did not. Keys screenshot.<name>.title and
            screenshot.<name>.keyword become frameit's title.strings and keyword.strings (UTF-16 with a byte-order
            mark) in --screenshots <dir>/<locale>, measured against --budgets <file> when given.
            Exit status: 0 written (or checked) cleanly, 1 findings stopped it, 2 unusable input or command line.
            """,
        positionals: [
            PositionalSpec(
                "file", arity: .optional, values: .files(extensions: ["xcstrings"]), help: "The store-listing .xcstrings catalog.")
        ],
        options: [
            .value(
                "--store", valueName: "store", values: .choices(StoreRegistry.names),
                help: "Which store's fields, limits, locales and layout to use: \(StoreRegistry.names.joined(separator: " or "))."),
            .value(
                "--out", short: "o", valueName: "dir", values: .folders,
                help: "Folder to write (fastlane/metadata); supply's files go to <dir>/android."),
            .value("--check", valueName: "dir", values: .folders, help: "Check an existing fastlane folder instead of writing one."),
            .flag("--clean", help: "Also remove listing files this run would write but did not (changelogs of other versions are kept)."),
            .value(
                "--version-code", valueName: "n",
                help: "Google Play: write the changelog to changelogs/<n>.txt (default: changelogs/default.txt)."),
            .value(
                "--source-locale", valueName: "locale", help: "With --check: the store locale others are compared with (default en-US)."),
            .value(
                "--app-version", valueName: "version",
                help: "An update to this version: write release_notes.<version> as the release notes, required in every locale."),
            .value(
                "--base", valueName: "rev-or-file",
                help: "Report translations whose source text changed since this catalog (a file, or git:REV for the catalog at REV)."),
            .value(
                "--screenshots", valueName: "dir", values: .folders,
                help: "App Store: write the screenshot captions to <dir>/<locale>/title.strings and keyword.strings for frameit."),
            .value(
                "--budgets", valueName: "file", values: .files(extensions: ["json"]),
                help: "Measure the screenshot captions against this layout budgets file (keys screenshot.*)."),
            .value(
                "--config", valueName: "file", values: .files(extensions: ["json"]),
                help: "Configuration file (default: the nearest .timekeeper.json in the current folder or above)."),
            OutputFormat.option(ReporterRegistry.names),
            .flag("--strict", help: "Treat warnings as errors: write nothing and exit 1 if there are any."),
        ],
        deprecatedOptions: [OutputFormat.deprecatedReporter]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let storeName = try arguments.choice("--store", from: StoreRegistry.names), let store = StoreRegistry.named(storeName) else {
            throw UsageError("missing --store; use --store appstore or --store googleplay")
        }
        let reporterName = try arguments.choice(OutputFormat.name, from: ReporterRegistry.names) ?? "text"
        guard let reporter = ReporterRegistry.named(reporterName) else { throw UsageError("unknown format '\(reporterName)'") }
        let versionCode = try arguments.integer("--version-code", in: 1...2_100_000_000)
        if versionCode != nil && store.id != .googlePlay {
            throw UsageError("--version-code only applies to --store googleplay (the changelog file name)")
        }
        let threshold: FailureThreshold = arguments.flag("--strict") ? .warnings : .errors

        if let folder = arguments.value("--check") {
            guard arguments.positionals.isEmpty, arguments.value("--out") == nil, !arguments.flag("--clean") else {
                throw UsageError("--check <dir> takes no catalog, --out or --clean; it only reads <dir>")
            }
            for option in ["--app-version", "--base", "--screenshots", "--budgets"] where arguments.value(option) != nil {
                throw UsageError("\(option) needs a catalog; --check <dir> only reads <dir>")
            }
            let configuration = try loadConfiguration(arguments)
            let generator = MetadataGenerator(store: store, configuration: configuration, threshold: threshold)
            let result = try generator.check(folder: folder, sourceLocale: arguments.value("--source-locale"), versionCode: versionCode)
            emit(result.findings, for: folder, with: reporter, reporterName: reporterName)
            let languages = result.listing.locales.filter { !$0.isFallback }.count
            let fallback = result.listing.locales.contains { $0.isFallback } ? " and its \(store.fallbackFolder ?? "") folder" : ""
            Console.error("\(store.id.rawValue): checked \(languages) locales\(fallback) in \(folder)\n")
            return threshold.isReached(by: result.findings) ? .findings : .success
        }

        guard let catalogPath = arguments.positionals.first else {
            throw UsageError("missing the catalog: timekeeper metadata <file> --store \(store.id.rawValue) --out <dir> (or --check <dir>)")
        }
        guard let output = arguments.value("--out") else {
            throw UsageError("missing --out <dir> (the folder fastlane reads, e.g. fastlane/metadata), or use --check <dir>")
        }
        if arguments.value("--source-locale") != nil {
            throw UsageError("--source-locale only applies to --check; a catalog names its own source language")
        }
        let appVersion = arguments.value("--app-version")
        if let appVersion, !ListingKey.isVersion(Substring(appVersion)) {
            throw UsageError("--app-version '\(appVersion)' is not a version; write numbers separated by dots, such as 2.1 or 2.1.3")
        }
        let screenshots = arguments.value("--screenshots")
        if screenshots != nil && store.id != .appStore {
            throw UsageError("--screenshots only applies to --store appstore (frameit reads the captions beside deliver's screenshots)")
        }
        if arguments.value("--budgets") != nil && screenshots == nil {
            throw UsageError("--budgets measures screenshot captions; give --screenshots <dir> too")
        }
        let configuration = try loadConfiguration(arguments)
        let generator = MetadataGenerator(store: store, configuration: configuration, threshold: threshold)
        // Read by the path as typed, so findings name it as the user (and CI annotations) know it.
        let bytes = try FileBytes.read(URL(fileURLWithPath: catalogPath), name: catalogPath, expecting: .jsonObject)
        let read = try CatalogReader.read(bytes: bytes, file: catalogPath)
        let base = try arguments.value("--base").map { try readBase($0, counterpart: catalogPath) }
        let budget = try arguments.value("--budgets").map { path throws -> any CaptionBudget in
            guard let evaluator = try BudgetsCache().evaluator(path: path, pseudo: nil) else { throw UsageError("no budgets in \(path)") }
            return LayoutCaptionBudget(evaluator: evaluator)
        }
        let result = try generator.generate(
            from: read.catalog, versionCode: versionCode, appVersion: appVersion, base: base, captionBudget: budget)
        let findings = read.warnings + result.findings
        emit(findings, for: catalogPath, with: reporter, reporterName: reporterName)
        guard let plan = result.plan, !threshold.isReached(by: findings) else {
            Console.error("\(store.id.rawValue): nothing written to \(output), because of the findings above\n")
            return .findings
        }
        let summary = try FastlaneFolderWriter(outputFolder: output).write(plan, store: store, clean: arguments.flag("--clean"))
        var parts = ["\(summary.written.count) written", "\(summary.unchanged.count) unchanged"]
        if arguments.flag("--clean") { parts.append("\(summary.removed.count) removed") }
        Console.error(
            "\(store.id.rawValue): \(result.listing.locales.count) locales, \(plan.files.count) files in \(output) (\(parts.joined(separator: ", ")))\n"
        )
        if let screenshots, let captionPlan = result.captionPlan {
            // Captions are only ever added or replaced: screenshots and other files in the folder are the user's.
            let written = try FastlaneFolderWriter(outputFolder: screenshots).write(captionPlan, store: store, clean: false)
            Console.error(
                "captions: \(result.captions.locales.count) locales, \(captionPlan.files.count) files in \(screenshots) "
                    + "(\(written.written.count) written, \(written.unchanged.count) unchanged)\n")
        }
        return .success
    }

    /// The catalog `--base` names: a file, or `git:REV` for the catalog's own file as committed at REV (as `catalog diff`
    /// reads it). A revision starting with `-` is refused, since git would take it as an option.
    private static func readBase(_ argument: String, counterpart: String) throws -> StringCatalog {
        let source = CatalogSource.parse(argument, counterpart: counterpart)
        switch source {
        case .gitRevision(let revision, _) where revision.isEmpty || revision.hasPrefix("-"):
            throw UsageError("--base git:\(revision) is not a revision; name a commit, tag or branch, such as git:v2.0 or git:HEAD~1")
        case .standardInput:
            throw UsageError("--base - is not supported; give a file or git:REV")
        default: break
        }
        return try CatalogReader.read(bytes: try source.bytes(), file: source.displayName).catalog
    }

    /// `--config <file>`, else the nearest `.timekeeper.json` in the current folder or above (as `catalog check` finds it).
    private static func loadConfiguration(_ arguments: ParsedArguments) throws -> MetadataConfiguration {
        if let explicit = arguments.value("--config"), !FileManager.default.fileExists(atPath: explicit) {
            // Only a file found by the search may be absent (it is then empty); one named on the command line must exist.
            throw ConfigurationError(
                at: SourceLocation(file: explicit, line: 0, column: 0), "cannot read the configuration file: \(SystemReason(errno: ENOENT))"
            )
        }
        guard let file = arguments.value("--config") ?? ConfigurationLoader.find() else { return MetadataConfiguration() }
        return try MetadataConfiguration.load(from: file)
    }

    /// Findings through the same reporters as `catalog check`, listing the metadata rules.
    private static func emit(_ findings: [Finding], for path: String, with reporter: any FindingReporter, reporterName: String) {
        var report = CheckReport(
            files: [CheckReport.FileResult(path: path, findings: findings)], rules: ListingRuleRegistry.descriptions + RuleDescription.all,
            toolVersion: ToolInfo.version, icuVersion: ICUVersionInfo.icu, cldrVersion: ICUVersionInfo.cldr
        )
        let current = FileManager.default.currentDirectoryPath
        report.artifactRoot = ArtifactRoot(path: ArtifactRoot.gitTopLevel(containing: current) ?? current)
        var output = Console.standardOutput()
        reporter.write(report, colour: reporterName == "text" && Console.colours(.standardOutput), to: &output)
        output.flush()
        Console.waitForReportOutput()
    }
}
