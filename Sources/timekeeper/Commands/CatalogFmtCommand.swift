import ArgumentParsing
import CatalogInputs
import Diagnostics
import FileOutput
import Foundation
import StringCatalog

/// `timekeeper catalog fmt FILE…`: rewrite catalogs exactly as Xcode writes them.
enum CatalogFmtCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "fmt"],
        abstract: "Rewrite .xcstrings files byte for byte as Xcode writes them.",
        discussion: """
            Keys are sorted in ICU root collation with numeric ordering, the layout and escapes are Xcode's, unknown
            fields are kept, and a final newline stays only if the file had one. Files are replaced atomically with
            their permissions kept. Use '-' to read standard input and write standard output. Folders are searched for
            *.xcstrings (as in catalog check) and files are formatted on all cores.
            --diff prints a unified diff (git apply, or patch -p1 for relative paths) and changes nothing.
            Exit status: 0 done, 1 with --check or --diff when files would change, 2 when a file cannot be read as a catalog.
            """,
        positionals: [
            PositionalSpec("file", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: CatalogInputOptions.positionalHelp)
        ],
        options: [
            .flag("--check", help: "Change nothing; list the files that would change and exit 1 if any."),
            .flag("--diff", help: "Change nothing; print a unified diff of what would change and exit 1 if anything would."),
        ] + CatalogInputOptions.options
    )

    /// What formatting one input gave.
    private struct Outcome: Sendable {
        var warnings: [Finding] = []
        var changed = false
        /// The formatted bytes of standard input, or the diff, to print in input order.
        var output: [UInt8] = []
        var error: String?
    }

    private enum Mode { case rewrite, check, diff }

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let mode: Mode = arguments.flag("--diff") ? .diff : arguments.flag("--check") ? .check : .rewrite
        let resolved = try CatalogInputOptions.resolve(arguments)
        for problem in resolved.problems { Console.problem(.error, "\(problem)") }
        let outcomes = resolved.map(concurrently: { input in format(input, mode: mode) })
        var changed: [String] = []
        for (input, outcome) in zip(resolved.inputs, outcomes) {
            Console.report(outcome.warnings)
            if let error = outcome.error { Console.problem(.error, error) }
            if !outcome.output.isEmpty { FileHandle.standardOutput.write(Data(outcome.output)) }
            if outcome.changed { changed.append(input.path) }
        }
        switch mode {
        case .check: for path in changed { Console.out("would reformat \(path)\n") }
        case .rewrite: for path in changed where path != CatalogInput.standardInputName { Console.error("reformatted \(path)\n") }
        case .diff: break
        }
        if !resolved.problems.isEmpty || outcomes.contains(where: { $0.error != nil }) { return .unusable }
        return mode != .rewrite && !changed.isEmpty ? .findings : .success
    }

    private static func format(_ input: CatalogInput, mode: Mode) -> Outcome {
        var outcome = Outcome()
        do {
            let stamp = input.url.map { FileStamp.of($0.path) }
            let original = try input.readBytes()
            let formatted = try CatalogFormatter.format(bytes: original, file: input.path)
            outcome.warnings = formatted.warnings
            outcome.changed = formatted.changed
            switch mode {
            case .diff:
                outcome.output = CatalogFormatter.diff(from: original, to: formatted, path: input.path)
            case .check:
                break
            case .rewrite:
                if let url = input.url {
                    if formatted.changed { try AtomicReplace.write(formatted.bytes, to: url, unchangedSince: stamp) }
                } else {
                    outcome.output = formatted.bytes
                }
            }
        } catch {
            outcome.error = UserFacingError.sentence(for: error)
        }
        return outcome
    }
}
