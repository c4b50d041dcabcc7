import ArgumentParsing
import FileOutput
import Foundation
import StringCatalog

/// `timekeeper catalog pseudo FILE --style S [--out FILE]`: add a pseudo-locale to a copy of a catalog.
enum CatalogPseudoCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "pseudo"],
        abstract: "Add a pseudo-locale (accented, long, bounded or rtl) to a copy of a catalog.",
        discussion: """
            Every translatable key gets the pseudo-locale's text, made from the source language: accented (en-XA),
            long (en-XL: accented and expanded by IBM's table, +200% up to 10 characters … +30% over 70), bounded
            (en-XB: [text]) or rtl (ar-XB: each word forced right to left). Format specifiers and substitutions stay
            intact; plurals get every category the pseudo-locale's own rules have (ar-XB: zero to other). The result is written as Xcode writes catalogs, to --out (atomically) or to standard output.
            Exit status: 0 done, 2 when the catalog cannot be read or the output cannot be written.
            """,
        positionals: [
            PositionalSpec(
                "file", arity: .one, values: .files(extensions: ["xcstrings"]),
                help: "The catalog to read (it is not changed unless --out names it).")
        ],
        options: [
            .value(
                "--style", valueName: "style", values: .choices(PseudoStyle.allCases.map(\.rawValue)),
                help: "accented, long, bounded or rtl (required)."),
            .value(
                "--out", short: "o", valueName: "file", values: .files(extensions: ["xcstrings"]),
                help: "Write the catalog here instead of standard output."),
        ]
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let styles = PseudoStyle.allCases.map(\.rawValue)
        guard let name = try arguments.choice("--style", from: styles), let style = PseudoStyle(rawValue: name) else {
            throw UsageError("missing --style: give one of \(styles.joined(separator: ", "))")
        }
        let input = URL(fileURLWithPath: arguments.positionals[0])
        // The output as it was before the work, so a file another program wrote meanwhile is not overwritten.
        let outStamp = arguments.value("--out").map(FileStamp.of)
        let (bytes, warnings) = try PseudoCatalog.pseudolocalize(contentsOf: input, style: style)
        Console.report(warnings)
        if let out = arguments.value("--out") {
            try AtomicReplace.write(bytes, to: URL(fileURLWithPath: out), unchangedSince: outStamp)
            Console.error("added \(style.locale) to \(out)\n")
        } else {
            FileHandle.standardOutput.write(Data(bytes))
        }
        return .success
    }
}
