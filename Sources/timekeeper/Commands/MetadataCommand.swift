import ArgumentParsing
import Foundation
import StoreMetadata
import StringCatalog

/// `timekeeper metadata`: a store-listing catalog → fastlane deliver/supply folders, or `--check` of such a folder.
enum MetadataCommand: Command {
    static let signature = CommandSignature(
        path: ["metadata"],
        abstract: "Write fastlane deliver/supply metadata folders from a store-listing catalog, within each store's limits.",
        discussion: """
        The catalog's keys are listing fields: name, subtitle, promotional_text, description, keywords, release_notes,
        support_url, marketing_url, privacy_url (App Store); title, short_description, full_description, changelog
        (Google Play). Catalog locales map to store codes (de → de-DE, he → iw-IL on Play, …); override the map in
        .timekeeper.json under metadata.localeMap.<store>. Nothing is written when a finding is an error (or, with
        --strict, a warning). Files hold the value exactly, UTF-8, without a final newline; each is replaced
        atomically, and files with identical bytes are left untouched.
        Exit status: 0 written (or checked) cleanly, 1 findings stopped it, 2 unusable input or command line.
        """,
        positionals: [PositionalSpec("FILE", arity: .optional, help: "The store-listing .xcstrings catalog.")],
        options: [
            .value("--store", valueName: "appstore|googleplay", help: "Which store's fields, limits, locales and layout to use."),
            .value("--out", short: "o", valueName: "DIR", help: "Folder to write (fastlane/metadata); supply's files go to DIR/android."),
            .value("--check", valueName: "DIR", help: "Check an existing fastlane folder instead of writing one."),
            .flag("--clean", help: "Also remove listing files in store locale folders that this run did not write."),
            .value("--version-code", valueName: "N", help: "Google Play: write the changelog to changelogs/N.txt (default: changelogs/default.txt)."),
            .value("--source-locale", valueName: "CODE", help: "With --check: the store locale others are compared with (default en-US)."),
            .value("--config", valueName: "FILE", help: "Configuration file (default: .timekeeper.json in the current folder)."),
            .value("--reporter", valueName: "FORMAT", help: "Findings as text (default) or json."),
            .flag("--strict", help: "Treat warnings as errors: write nothing and exit 1 if there are any."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let storeName = try arguments.choice("--store", from: StoreID.allCases.map(\.rawValue)), let storeID = StoreID(rawValue: storeName) else {
            throw UsageError("missing --store; use --store appstore or --store googleplay")
        }
        let store = StoreRegistry.store(storeID)
        let reporter = try arguments.choice("--reporter", from: FindingsOutput.formats) ?? "text"
        let versionCode = try arguments.integer("--version-code", in: 1...2_100_000_000)
        if versionCode != nil && storeID != .googlePlay {
            throw UsageError("--version-code only applies to --store googleplay (the changelog file name)")
        }
        let configuration = try MetadataConfiguration.load(from: arguments.value("--config") ?? ".timekeeper.json")
        let generator = MetadataGenerator(store: store, configuration: configuration, threshold: arguments.flag("--strict") ? .warnings : .errors)

        if let folder = arguments.value("--check") {
            guard arguments.positionals.isEmpty, arguments.value("--out") == nil, !arguments.flag("--clean") else {
                throw UsageError("--check DIR takes no catalog, --out or --clean; it only reads DIR")
            }
            let result = try generator.check(folder: folder, sourceLocale: arguments.value("--source-locale"), versionCode: versionCode)
            FindingsOutput.print(result.findings, format: reporter)
            let failed = generator.threshold.isReached(by: result.findings)
            Console.error("\(storeID.rawValue): checked \(result.listing.locales.count) locales in \(folder): \(FindingsOutput.tally(result.findings))\n")
            return failed ? .findings : .success
        }

        guard let catalogPath = arguments.positionals.first else {
            throw UsageError("missing the catalog: timekeeper metadata FILE --store \(storeID.rawValue) --out DIR (or --check DIR)")
        }
        guard let output = arguments.value("--out") else {
            throw UsageError("missing --out DIR (the folder fastlane reads, e.g. fastlane/metadata), or use --check DIR")
        }
        if arguments.value("--source-locale") != nil {
            throw UsageError("--source-locale only applies to --check; a catalog names its own source language")
        }
        let read = try CatalogReader.read(contentsOf: URL(fileURLWithPath: catalogPath))
        let result = try generator.generate(from: read.catalog, versionCode: versionCode)
        let findings = (read.warnings + result.findings)
        FindingsOutput.print(findings, format: reporter)
        guard let plan = result.plan else {
            Console.error("\(storeID.rawValue): nothing written to \(output): \(FindingsOutput.tally(findings))\n")
            return .findings
        }
        let summary = try FastlaneFolderWriter(outputFolder: output).write(plan, store: store, clean: arguments.flag("--clean"))
        var parts = ["\(summary.written.count) written", "\(summary.unchanged.count) unchanged"]
        if arguments.flag("--clean") { parts.append("\(summary.removed.count) removed") }
        Console.error("\(storeID.rawValue): \(result.listing.locales.count) locales, \(plan.files.count) files in \(output) (\(parts.joined(separator: ", "))): \(FindingsOutput.tally(findings))\n")
        return .success
    }
}

/// Prints findings as text or JSON (until the shared reporters of `catalog check` are merged in).
enum FindingsOutput {
    static let formats = ["text", "json"]

    static func print(_ findings: [Finding], format: String) {
        switch format {
        case "json":
            let objects: [[String: Any]] = findings.map { finding in
                var object: [String: Any] = [
                    "rule": finding.ruleID, "severity": finding.severity.rawValue, "message": finding.message,
                    "file": finding.location.file, "line": finding.location.line, "column": finding.location.column,
                ]
                if let hint = finding.hint { object["hint"] = hint }
                if let key = finding.key { object["key"] = key }
                if let locale = finding.locale { object["locale"] = locale }
                return object
            }
            let data = (try? JSONSerialization.data(withJSONObject: ["findings": objects], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
            Console.out(String(decoding: data, as: UTF8.self) + "\n")
        default:
            for finding in findings {
                Console.out("\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n")
                if let hint = finding.hint { Console.out("  hint: \(hint)\n") }
            }
        }
    }

    static func tally(_ findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
