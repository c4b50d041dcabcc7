import ArgumentParsing
import CatalogMerge

/// `timekeeper catalog diff BASE HEAD`: what changed between two versions of a catalog, unit by unit.
enum CatalogDiffCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "diff"],
        abstract: "Show what changed between two versions of a .xcstrings file, unit by unit.",
        discussion: """
            Compares by key, locale and variation path: units added, removed, with changed text or state; keys added,
            removed, with a changed comment or newly stale. BASE may be git:REV to read HEAD's file as committed at REV
            (git show), e.g. 'catalog diff git:origin/main App/Localizable.xcstrings'. '-' reads standard input.
            Exit status: 0 (with --exit-code: 0 no changes, 1 changes), 2 when a catalog cannot be read.
            """,
        positionals: [
            PositionalSpec("base", values: .files(extensions: ["xcstrings"]), help: "The catalog before: a file, '-', or git:REV."),
            PositionalSpec("head", values: .files(extensions: ["xcstrings"]), help: "The catalog after: a file or '-'."),
        ],
        options: [
            .value(
                "--format", valueName: "format", values: .choices(DiffRendererRegistry.names),
                help: "Output: " + DiffRendererRegistry.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ") + "."),
            .flag("--exit-code", help: "Exit 1 when the catalogs differ, 0 when they do not, as git diff --exit-code does."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = try arguments.choice("--format", from: DiffRendererRegistry.names) ?? "text"
        let renderer = DiffRendererRegistry.named(format)!
        let headPath = arguments.positionals[1]
        let base = CatalogSource.parse(arguments.positionals[0], counterpart: headPath)
        let head = CatalogSource.parse(headPath, counterpart: headPath)
        if case .gitRevision = head { throw UsageError("HEAD must be a file or '-'; only BASE may be git:REV") }
        if base == .standardInput && head == .standardInput { throw UsageError("only one of BASE and HEAD can be '-'") }
        let diff = try CatalogDiff.load(base: base, head: head)
        Console.out(renderer.render(diff))
        return arguments.flag("--exit-code") && !diff.isEmpty ? .findings : .success
    }
}
