import Diagnostics
import Foundation
import JSONCore
import StringCatalog

/// One output format of `catalog compile`: turns a resolved table into files.
///
/// Each format is one small type listed in ``CompilerRegistry/all``. Compilers are pure: they return
/// files and findings, and ``CompiledFileWriter`` puts the files on disk.
public protocol CatalogCompiler: Sendable {
    /// The `--format` value, also the output subfolder (`apple`, `android`, `json`, `swift`).
    var format: String { get }
    /// One line for `--help`.
    var summary: String { get }
    /// The files for `table` (paths relative to the format's folder) and anything the format cannot hold.
    func compile(_ table: CompiledTable) -> CompilerOutput
}

/// What one compiler produced for one table.
public struct CompilerOutput: Sendable {
    /// Files relative to the format's folder.
    public var files: [CompiledFile]
    /// What the format could not hold (warnings) or refused (errors).
    public var findings: [Finding]

    /// An output of `files` and `findings`.
    public init(files: [CompiledFile], findings: [Finding] = []) {
        self.files = files
        self.findings = findings
    }
}

/// A file to write: its path as components below the output folder, and its bytes.
public struct CompiledFile: Sendable, Equatable {
    /// Path components, e.g. `["apple", "de.lproj", "Localizable.strings"]`; each one is checked before writing.
    public var path: [String]
    /// The file's bytes.
    public var contents: [UInt8]

    /// A file at `path` (components) with `contents`.
    public init(path: [String], contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// The path joined with `/`.
    public var relativePath: String { path.joined(separator: "/") }
}

/// The outcome of compiling catalogs: every file (none when any error was found) and every finding.
public struct CatalogCompilation: Sendable {
    /// Every file to write, paths starting with the format folder; empty when an error was found.
    public var files: [CompiledFile]
    /// Compile diagnostics and format limitations, sorted by location per catalog.
    public var findings: [Finding]

    /// True when an error finding stopped the compile (nothing is to be written).
    public var failed: Bool { findings.contains { $0.severity == .error } }

    /// Reads catalogs for compiling; locations name each file as given (`Catalogs/Localizable.xcstrings`).
    /// Throws `JSONReadError` for a file that is not a readable catalog.
    public static func readCatalogs(_ paths: [String]) throws(JSONReadError) -> (catalogs: [StringCatalog], warnings: [Finding]) {
        var catalogs: [StringCatalog] = []
        var warnings: [Finding] = []
        for path in paths {
            let result = try CatalogReader.read(contentsOf: URL(fileURLWithPath: path), name: path)
            catalogs.append(result.catalog)
            warnings += result.warnings
        }
        return (catalogs, warnings)
    }

    /// Compiles every catalog with every compiler. All or nothing: an error in any catalog yields no files,
    /// as a failed Xcode build copies no resources. Each format writes below its own folder (`apple/…`).
    public static func compile(_ catalogs: [StringCatalog], with compilers: [any CatalogCompiler]) -> CatalogCompilation {
        var files: [CompiledFile] = []
        var findings: [Finding] = []
        for catalog in catalogs {
            let (table, tableFindings) = CompiledTableBuilder.build(catalog)
            findings += tableFindings
            guard let table, !tableFindings.contains(where: { $0.severity == .error }) else { continue }
            for compiler in compilers {
                let output = compiler.compile(table)
                findings += output.findings
                files += output.files.map { CompiledFile(path: [compiler.format] + $0.path, contents: $0.contents) }
            }
        }
        var seen: Set<[String]> = []
        for file in files where !seen.insert(file.path).inserted {
            findings.append(
                Finding(
                    ruleID: CompileRule.invalidTableName, severity: .error,
                    message: "Two catalogs compile to the same file \(file.relativePath)",
                    hint: "Give the catalogs different file names (the table name is the file's base name).",
                    location: SourceLocation(file: catalogs.first?.file ?? "", line: 1, column: 1)))
        }
        let failed = findings.contains { $0.severity == .error }
        return CatalogCompilation(files: failed ? [] : files, findings: findings)
    }
}
