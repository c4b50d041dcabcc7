import ArgumentParsing
import CatalogMerge
import Foundation

/// `timekeeper catalog merge BASE OURS THEIRS`: a three-way merge by unit, and git's merge driver for catalogs.
enum CatalogMergeCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "merge"],
        abstract: "Merge two versions of a .xcstrings file with their common base, unit by unit (a git merge driver).",
        discussion: """
            A change made on one side is taken, the same change on both sides once, keys added on both sides merge,
            and a unit removed on one side and unchanged on the other is removed. A unit changed differently on both
            sides is a conflict: OURS's version is kept (or --prefer's), each conflict is listed with file:line, and
            the exit status is 1 so git marks the file conflicted. The result is written into OURS in Xcode's bytes,
            atomically; nothing is written when an input cannot be read.
            --install sets the driver up in the current repository:
              git config merge.xcstrings.driver "timekeeper catalog merge %O %A %B --name %P"
              echo '*.xcstrings merge=xcstrings' >> .gitattributes
            Exit status: 0 merged, 1 conflicts (resolved with --prefer: 0), 2 an input or the command line is unusable.
            """,
        positionals: [
            PositionalSpec("base", arity: .optional, values: .files(extensions: ["xcstrings"]), help: "The merge base (git's %O)."),
            PositionalSpec(
                "ours", arity: .optional, values: .files(extensions: ["xcstrings"]), help: "Ours, rewritten with the result (git's %A)."),
            PositionalSpec("theirs", arity: .optional, values: .files(extensions: ["xcstrings"]), help: "Theirs (git's %B)."),
        ],
        options: [
            .value(
                "--prefer", valueName: "side", values: .choices(MergePreference.allCases.map(\.rawValue)),
                help: "Resolve conflicts to ours or theirs and exit 0."),
            .value("--name", valueName: "path", help: "The catalog's path in messages (git's %P; git hands the driver temporary files)."),
            .flag("--install", help: "Set up the merge driver in the current git repository's config and .gitattributes."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        if arguments.flag("--install") {
            guard arguments.positionals.isEmpty else { throw UsageError("--install takes no files") }
            let outcome = try MergeDriverInstaller.install(
                in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), executable: executablePath())
            Console.out("merge.xcstrings.driver = \(outcome.driverCommand)\n")
            Console.out(
                outcome.addedAttributesLine
                    ? "added '\(MergeDriverInstaller.attributesLine)' to \(outcome.attributesFile)\n"
                    : "\(outcome.attributesFile) already routes *.xcstrings to the driver\n")
            return .success
        }
        guard arguments.positionals.count == 3 else {
            throw UsageError("expected <base>, <ours> and <theirs> (got \(arguments.positionals.count) files), or --install")
        }
        let preference = try arguments.choice("--prefer", from: MergePreference.allCases.map(\.rawValue)).flatMap(MergePreference.init)
        let result = try CatalogMergeRun.run(
            base: arguments.positionals[0], ours: arguments.positionals[1], theirs: arguments.positionals[2],
            prefer: preference ?? .ours, name: arguments.value("--name"))
        for conflict in result.conflicts { Console.error("\(conflict)\n") }
        let name = arguments.value("--name") ?? arguments.positionals[1]
        let conflicts = result.conflicts.count
        Console.error(
            "\(name): merged \(result.takenFromOurs) changes from ours and \(result.takenFromTheirs) from theirs; "
                + (conflicts == 0
                    ? "no conflicts\n"
                    : "\(conflicts) \(conflicts == 1 ? "conflict" : "conflicts") "
                        + (preference == nil ? "kept ours; resolve and commit\n" : "resolved to \(preference!.rawValue)\n")))
        return conflicts > 0 && preference == nil ? .findings : .success
    }

    /// This binary's absolute path, so git finds the same build the driver was installed from.
    private static func executablePath() -> String {
        let argument = CommandLine.arguments[0]
        if argument.contains("/") { return URL(fileURLWithPath: argument).standardizedFileURL.resolvingSymlinksInPath().path }
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? argument
    }
}
