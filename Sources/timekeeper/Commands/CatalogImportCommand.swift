import ArgumentParsing
import CatalogExchange
import Foundation
import StringCatalog

/// `timekeeper catalog import FILE.xliff… --into CATALOG`: take translators' XLIFF back into a catalog.
enum CatalogImportCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "import"],
        abstract: "Import translated XLIFF 1.2 files into a catalog, matching units by Xcode's ids.",
        discussion: """
            Targets replace the catalog's text and become 'translated' ('machine_translated' with
            state-qualifier="leveraged-mt"); as in Xcode, targets marked new or needs-review are not imported.
            Comments are never changed. Unknown ids, sources that changed since the export, duplicate units and
            malformed XML are reported with file:line:col and nothing is written. The catalog is rewritten
            atomically in Xcode's bytes only when something changed.
            Exit status: 0 done, 2 when a file cannot be used (nothing is written then).
            """,
        positionals: [
            PositionalSpec(
                "file", arity: .oneOrMore, values: .files(extensions: ["xliff"]), help: "XLIFF files (.xliff, or the one inside an .xcloc)."
            )
        ],
        options: [
            .value("--into", valueName: "catalog", values: .files(extensions: ["xcstrings"]), help: "The catalog to update (required)."),
            .value(
                "--original", valueName: "path", help: "The file element's original attribute to take when several have the catalog's name."
            ),
            .flag("--dry-run", help: "Print what would change and write nothing."),
            .flag("--add-language", help: "Allow a file to add a language the catalog does not have yet."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let into = arguments.value("--into") else { throw UsageError("missing --into <catalog>: the catalog to import into") }
        let sources = try ImportSources.read(catalog: into, name: into, xliff: arguments.positionals.map(xliffPath))
        // The expected units give plurals the language's categories: refuse nested plurals before they multiply.
        if let refusal = VariationShape.firstRefusal(in: sources.catalog) { throw refusal }
        var documents: [XLIFFDocument] = []
        var failed = false
        for result in sources.xliff {
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let error):
                Console.error("\(error)\n")
                failed = true
            }
        }
        if failed { return .unusable }
        let plan = XLIFFImporter(
            catalog: sources.catalog, original: arguments.value("--original"), addsLanguages: arguments.flag("--add-language")
        ).plan(documents)
        ProcessLifetime.keepUntilExit((sources, documents, plan))
        guard plan.errors.isEmpty else {
            for error in plan.errors { Console.error("\(error)\n") }
            Console.error("\(plan.errors.count) error\(plan.errors.count == 1 ? "" : "s"); \(into) was not changed\n")
            return .unusable
        }
        let dryRun = arguments.flag("--dry-run")
        for change in plan.changes where dryRun {
            let old = change.oldValue.map { "'\($0)' (\(change.oldState ?? "no state"))" } ?? "nothing"
            Console.out("\(change.location): \(change.language) '\(change.id)': \(old) → '\(change.newValue)' (\(change.newState))\n")
        }
        for skip in plan.skipped {
            Console.error("\(skip.location): note: \(skip.language) '\(skip.id)' is marked \(skip.state); not imported, as in Xcode\n")
        }
        let summary =
            "\(plan.changes.count) change\(plan.changes.count == 1 ? "" : "s"), \(plan.unchanged) unchanged, "
            + "\(plan.skipped.count) skipped"
        if dryRun {
            Console.out("\(summary); dry run, \(into) was not changed\n")
        } else if plan.changes.isEmpty {
            Console.out("\(summary); \(into) is unchanged\n")
        } else {
            try XLIFFImporter.write(plan, editing: sources.document, to: into, unchangedSince: sources.catalogStamp)
            Console.out("\(summary); wrote \(into)\n")
        }
        return .success
    }

    /// The XLIFF inside an `.xcloc` folder, or the path itself.
    private static func xliffPath(_ path: String) -> String {
        guard path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/") else { return path }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let language = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        return "\(folder)/Localized Contents/\(language).xliff"
    }
}
