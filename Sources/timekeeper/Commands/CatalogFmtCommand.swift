import ArgumentParsing
import Diagnostics
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
            their permissions kept. Use '-' to read standard input and write standard output.
            Exit status: 0 done, 1 with --check when files would change, 2 when a file cannot be read as a catalog.
            """,
        positionals: [
            PositionalSpec(
                "file", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: "Catalogs to format, or '-' for standard input."
            )
        ],
        options: [.flag("--check", help: "Change nothing; list the files that would change and exit 1 if any.")]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let check = arguments.flag("--check")
        var failed = false
        var changed: [String] = []
        for path in arguments.positionals {
            do {
                if path == "-" {
                    let input = Array(FileHandle.standardInput.readDataToEndOfFile())
                    let formatted = try CatalogFormatter.format(bytes: input, file: "<stdin>")
                    Console.report(formatted.warnings)
                    if check {
                        if formatted.changed { changed.append("<stdin>") }
                    } else {
                        FileHandle.standardOutput.write(Data(formatted.bytes))
                    }
                } else {
                    let (outcome, warnings) = try CatalogFormatter.formatFile(
                        at: URL(fileURLWithPath: path), displayName: path, checkOnly: check)
                    Console.report(warnings)
                    if outcome == .changed { changed.append(path) }
                }
            } catch {
                Console.problem(.error, UserFacingError.sentence(for: error))
                failed = true
            }
        }
        if check {
            for path in changed { Console.out("would reformat \(path)\n") }
        } else {
            for path in changed where path != "<stdin>" { Console.error("reformatted \(path)\n") }
        }
        if failed { return .unusable }
        return check && !changed.isEmpty ? .findings : .success
    }
}
