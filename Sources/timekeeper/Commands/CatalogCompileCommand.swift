import ArgumentParsing
import CatalogCompile
import CatalogInputs
import Diagnostics
import Foundation
import JSONCore
import StringCatalog

/// `timekeeper catalog compile FILE… --format apple|android|json|swift --out DIR`.
enum CatalogCompileCommand: Command {
    static let signature = CommandSignature(
        path: ["catalog", "compile"],
        abstract: "Compile .xcstrings files to .strings/.stringsdict, Android resources, runtime bundles or Swift accessors.",
        discussion: """
            Formats (each written below <dir>/<format>/):
            \(CompilerRegistry.all.map { "  \($0.format.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))
            The table name is the catalog's file name (Localizable.xcstrings → Localizable). An untranslated case
            ('new', empty or missing) takes the source's text for that case; translated cases stay. All files are written or
            none, and are byte-identical for identical input. Xcode's compile errors (undefined or unused substitutions, cycles, mixed variations, a varied
            fallback) are reported as file:line:col and nothing is written.
            Folders are searched for *.xcstrings (as in catalog check) and read on all cores; '-' reads standard input
            as the table Localizable. A file that cannot be read is reported, the others are still compiled for their
            findings, and nothing is written.
            Exit status: 0 written (warnings allowed), 1 compile errors, 2 unreadable input or bad command line.
            """,
        positionals: [
            PositionalSpec(
                "file", arity: .oneOrMore, values: .files(extensions: ["xcstrings"]), help: CatalogInputOptions.positionalHelp)
        ],
        options: [
            .repeated(
                OutputFormat.name, valueName: "format", values: .choices(CompilerRegistry.names),
                help: "Output format: \(CompilerRegistry.names.joined(separator: ", ")) (repeatable or comma-separated)."),
            .value("--out", short: "o", valueName: "dir", values: .folders, help: "The output folder (created if missing)."),
        ] + CatalogInputOptions.options
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let names = arguments.values("--format")
        guard !names.isEmpty else { throw UsageError("missing --format; choose from \(CompilerRegistry.names.joined(separator: ", "))") }
        var compilers: [any CatalogCompiler] = []
        for name in names where !compilers.contains(where: { $0.format == name }) {
            guard let compiler = CompilerRegistry.named(name) else {
                throw UsageError("unknown format '\(name)' for --format; choose from \(CompilerRegistry.names.joined(separator: ", "))")
            }
            compilers.append(compiler)
        }
        guard let out = arguments.value("--out"), !out.isEmpty else { throw UsageError("missing --out <dir>: the folder to write into") }

        let resolved = try CatalogInputOptions.resolve(arguments)
        for problem in resolved.problems { Console.problem(.error, "\(problem)") }
        let reads = resolved.map(concurrently: { input in
            Result { () throws(JSONReadError) in
                if let url = input.url { return try CatalogReader.read(contentsOf: url, name: input.path) }
                return try CatalogReader.read(bytes: try input.readBytes(), file: input.path)
            }
        })
        var catalogs: [StringCatalog] = []
        var unreadable = !resolved.problems.isEmpty
        for read in reads {
            switch read {
            case .success(let result):
                Console.report(result.warnings)
                catalogs.append(result.catalog)
            case .failure(let error):
                Console.problem(.error, "\(error)")
                unreadable = true
            }
        }
        let compilation = CatalogCompilation.compile(catalogs, with: compilers)
        Console.report(compilation.findings)
        if unreadable {
            Console.problem(.error, "nothing written: a catalog above could not be read")
            return .unusable
        }
        if compilation.failed {
            Console.problem(.error, "nothing written: fix the errors above and compile again")
            return .findings
        }
        try CompiledFileWriter.write(compilation.files, to: URL(fileURLWithPath: out))
        for compiler in compilers {
            let count = compilation.files.filter { $0.path.first == compiler.format }.count
            Console.out(
                "\(compiler.format): \(count) file\(count == 1 ? "" : "s") in \((out as NSString).appendingPathComponent(compiler.format))\n"
            )
        }
        return .success
    }
}
