import FileOutput
import Foundation
import JSONCore
import StringCatalog

/// Where a catalog to diff or merge comes from: a file, standard input, or a file as committed at a git revision.
public enum CatalogSource: Sendable, Equatable {
    case file(path: String)
    case standardInput
    /// `git show REV:./FILE` run in the folder of `path`, so the path is the working-tree file's as git wants it.
    case gitRevision(String, path: String)
    /// Bytes made by the tool, named `name` (the empty catalog git's add/add base stands for).
    case bytes([UInt8], name: String)

    /// `git:REV` for the revision of `counterpart` (the other catalog's path), `-` for standard input, else a file.
    public static func parse(_ argument: String, counterpart: String) -> CatalogSource {
        if argument.hasPrefix("git:") { return .gitRevision(String(argument.dropFirst(4)), path: counterpart) }
        return argument == "-" ? .standardInput : .file(path: argument)
    }

    /// How locations name this catalog: the path, `REV:path`, or `<stdin>`.
    public var displayName: String {
        switch self {
        case .file(let path): path
        case .standardInput: "<stdin>"
        case .gitRevision(let revision, let path): "\(revision):\(path)"
        case .bytes(_, let name): name
        }
    }

    /// The catalog's bytes; throws `JSONReadError` (unreadable file) or `GitShowError`.
    public func bytes() throws -> [UInt8] {
        switch self {
        case .file(let path): return try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .jsonObject)
        case .standardInput: return Array(FileHandle.standardInput.readDataToEndOfFile())
        case .gitRevision(let revision, let path): return try GitShow.read(revision: revision, path: path)
        case .bytes(let bytes, _): return bytes
        }
    }

    /// Reads, parses and checks that the input is a String Catalog, naming it `name` (default `displayName`) in
    /// locations; throws `JSONReadError` with `file:line:col`, or `GitShowError`.
    public func load(name: String? = nil) throws -> JSONDocument {
        let document = try JSONDocument.parse(try bytes(), file: name ?? displayName)
        _ = try CatalogReader.validate(document)
        return document
    }

    /// Loads several versions of one catalog on all cores; throws the first input's error (in argument order), as
    /// loading each in turn would. `reference` (an index of `sources`) is the input the others are checked against
    /// (`CatalogSetLoader`): their entries equal to its entries are decoded once.
    public static func loadAll(_ sources: [(source: CatalogSource, name: String?)], reference: Int = 0) throws -> [JSONDocument] {
        try CatalogSetLoader.load(sources, reference: reference)
    }
}

/// `git show` failed: no repository, no such revision, or the file is not in it.
public struct GitShowError: Error, Equatable, Sendable, CustomStringConvertible {
    public var revision: String
    public var path: String
    /// What git said, on its last line.
    public var reason: String

    public var description: String {
        "\(path): cannot read it at git revision '\(MessageText.escaped(revision))' (\(reason)); check the revision name and that the file was committed there"
    }
}

/// Reads a committed file with `git show`.
enum GitShow {
    static func read(revision: String, path: String) throws(GitShowError) -> [UInt8] {
        let file = URL(fileURLWithPath: path)
        // A revision is never an option: `git:--output=x` would make git write a file. Git refuses branch names that
        // start with '-', and `--end-of-options` keeps git from reading the argument as one all the same.
        guard !revision.hasPrefix("-") else {
            throw GitShowError(revision: revision, path: path, reason: "a revision cannot start with '-'")
        }
        // `./NAME` makes git resolve the path from the file's own folder, wherever the command was started.
        let result: GitCommand.Output
        do {
            result = try GitCommand.run(
                ["show", "--end-of-options", "\(revision):./\(file.lastPathComponent)"], in: file.deletingLastPathComponent())
        } catch {
            throw GitShowError(
                revision: revision, path: path,
                reason: "git could not be started: \(SystemReason(foundationError: error)?.description ?? "an unexpected system error"))")
        }
        guard result.status == 0 else { throw GitShowError(revision: revision, path: path, reason: result.lastErrorLine) }
        return result.stdout
    }
}
