import ArgumentParsing
import CatalogCheck
import CatalogInputs
import Foundation
import StoreMetadata

/// The input options `catalog check`, `fmt`, `stats` and `compile` share, and how they reach the library's resolver.
enum CatalogInputOptions {
    /// What every catalog argument may be, for each command's positional help.
    static let positionalHelp = "Catalogs: files, folders (searched for *.xcstrings), quoted globs (*, ?, **), or '-' for standard input."

    /// `--exclude <glob>`.
    static let exclude = OptionSpec.repeated(
        "--exclude", valueName: "glob",
        help: "Leave out paths that folder searches and globs find (repeatable; a bare name matches at any depth).")

    /// `--exclude <glob>` and `--config <file>`.
    static let options: [OptionSpec] = [
        exclude,
        .value(
            "--config", valueName: "file", values: .files(extensions: ["json"]),
            help: "Use this configuration instead of the nearest .timekeeper.json."),
    ]

    /// The catalogs the positionals name, with `--exclude` and the configuration's `exclude` applied.
    static func resolve(_ arguments: ParsedArguments) throws -> CatalogInputs {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the catalogs: give files, folders, globs or '-'") }
        let configuration = try ConfigurationLoader.load(
            explicit: arguments.value("--config"), otherSections: [MetadataConfiguration.sectionName])
        let folder = FileManager.default.currentDirectoryPath
        let excludes = configuration.excludedPaths + arguments.values("--exclude").map { ExcludePattern($0, relativeTo: folder) }
        return CatalogInputResolver(excluding: excludes, currentFolder: folder).resolve(arguments.positionals)
    }
}
