import FileOutput
import Foundation

/// Turns the arguments of `catalog check`, `fmt`, `stats` and `compile` into the catalogs to process.
///
/// - A file is taken as given, whatever its name (a missing one is reported when it is read).
/// - `-` is standard input.
/// - A folder is searched recursively for `*.xcstrings`, skipping ``skippedFolderNames`` and excluded paths.
/// - A glob (`*`, `?`, `**`, quoted so the shell leaves it alone) selects the `.xcstrings` files it matches and
///   searches the folders it matches.
///
/// Excludes apply to what folders and globs find, not to a file named on its own. The result is the same on every
/// run: each argument's catalogs sorted by path, arguments in the order given, a catalog found twice kept once.
public struct CatalogInputResolver: Sendable {
    /// Folders never searched (build products, dependencies, version control), unless named as the argument itself.
    public static let skippedFolderNames = [".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// The extension a folder search and a glob keep.
    public static let catalogExtension = ".xcstrings"

    /// Paths left out of folder searches and glob expansions.
    public var excludes: [ExcludePattern]
    /// The folder relative arguments start from.
    public var currentFolder: String

    public init(excluding excludes: [ExcludePattern] = [], currentFolder: String = FileManager.default.currentDirectoryPath) {
        self.excludes = excludes
        self.currentFolder = FilePath.normalize(currentFolder)
    }

    /// The catalogs `arguments` name, and the arguments that named none.
    public func resolve(_ arguments: [String]) -> CatalogInputs {
        var inputs: [CatalogInput] = []
        var problems: [CatalogInputError] = []
        var seen: Set<String> = []
        func add(_ found: [CatalogInput]) {
            for input in found {
                let identity = input.isStandardInput ? CatalogInput.standardInputName : absolute(input.path)
                if seen.insert(identity).inserted { inputs.append(input) }
            }
        }
        for argument in arguments {
            if argument == "-" {
                add([.standardInput])
            } else if PathGlob.isGlob(argument) {
                var search = Search(resolver: self)
                search.expand(glob: argument)
                problems += search.problems
                if search.found.isEmpty && search.problems.isEmpty {
                    problems.append(CatalogInputError(argument: argument, kind: .noMatch))
                }
                add(search.found.sorted().map(CatalogInput.init(file:)))
            } else if isFolder(absolute(argument)) {
                var search = Search(resolver: self)
                search.walk(
                    folder: absolute(argument),
                    display: argument.count > 1 && argument.hasSuffix("/") ? String(argument.dropLast()) : argument)
                problems += search.problems
                if search.found.isEmpty && search.problems.isEmpty {
                    problems.append(CatalogInputError(argument: argument, kind: .emptyFolder))
                }
                add(search.found.sorted().map(CatalogInput.init(file:)))
            } else {
                add([CatalogInput(file: argument)])
            }
        }
        return CatalogInputs(inputs: inputs, problems: problems)
    }

    func absolute(_ path: String) -> String { FilePath.absolute(path, from: currentFolder) }

    func isExcluded(absolutePath: String, name: String) -> Bool {
        excludes.contains { $0.excludes(absolutePath: absolutePath, name: name) }
    }

    /// Whether `path` is a folder (following a symbolic link given as the argument).
    func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

/// One argument's folder walk or glob expansion.
private struct Search {
    let resolver: CatalogInputResolver
    /// Display paths of the catalogs found.
    var found: [String] = []
    var problems: [CatalogInputError] = []

    init(resolver: CatalogInputResolver) { self.resolver = resolver }

    /// An entry of a listed folder.
    struct Entry {
        let name: String
        let absolute: String
        let display: String
        let isFolder: Bool
    }

    /// The entries of `folder`, sorted by name, without skipped or excluded ones; nil (and a problem) if unlistable.
    mutating func list(_ folder: String, display: String) -> [Entry]? {
        guard let names = Self.names(in: folder) else {
            problems.append(CatalogInputError(argument: display, kind: .unlistableFolder(SystemReason.current.description)))
            return nil
        }
        var entries: [Entry] = []
        for name in names.sorted() {
            let absolute = folder == "/" ? "/" + name : folder + "/" + name
            var info = stat()
            guard lstat(absolute, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            // Symbolic links to folders are not followed, so a link cycle cannot make the search endless.
            let isFolder = kind == S_IFDIR
            if isFolder && CatalogInputResolver.skippedFolderNames.contains(name) { continue }
            if resolver.isExcluded(absolutePath: absolute, name: name) { continue }
            entries.append(Entry(name: name, absolute: absolute, display: FilePath.join(display, name), isFolder: isFolder))
        }
        return entries
    }

    /// The names in `folder` (without `.` and `..`), or nil with `errno` set when it cannot be listed.
    static func names(in folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Every catalog below `folder`.
    mutating func walk(folder: String, display: String) {
        guard let entries = list(folder, display: display) else { return }
        for entry in entries {
            if entry.isFolder {
                walk(folder: entry.absolute, display: entry.display)
            } else if entry.name.hasSuffix(CatalogInputResolver.catalogExtension) {
                found.append(entry.display)
            }
        }
    }

    /// Every catalog the glob `pattern` selects.
    mutating func expand(glob pattern: String) {
        let isAbsolute = pattern.hasPrefix("/")
        let pieces = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        // The literal folders before the first wildcard are where the search starts, written as the user wrote them.
        let literal = pieces.prefix { !PathGlob.isGlob($0) }
        let glob = PathGlob(pieces.dropFirst(literal.count).joined(separator: "/"))
        let display = (isAbsolute ? "/" : "") + literal.joined(separator: "/")
        let start = resolver.absolute(display.isEmpty ? "." : display)
        guard resolver.isFolder(start) else { return }
        var visited: Set<String> = []
        match(glob, 0, folder: start, display: display, visited: &visited)
        found = Array(Set(found))
    }

    private mutating func match(_ glob: PathGlob, _ index: Int, folder: String, display: String, visited: inout Set<String>) {
        // `**/**` and similar reach one folder at one index along several routes: visit each once.
        guard visited.insert("\(index)\u{0}\(folder)").inserted else { return }
        guard index < glob.components.count else {
            walk(folder: folder, display: display)
            return
        }
        guard let entries = list(folder, display: display.isEmpty ? "." : display) else { return }
        let isLast = index == glob.components.count - 1
        if case .anyDepth = glob.components[index] {
            if isLast {
                walk(folder: folder, display: display)
                return
            }
            match(glob, index + 1, folder: folder, display: display, visited: &visited)
            for entry in entries where entry.isFolder {
                match(glob, index, folder: entry.absolute, display: entry.display, visited: &visited)
            }
            return
        }
        for entry in entries where glob.componentMatches(index, entry.name) {
            if entry.isFolder {
                match(glob, index + 1, folder: entry.absolute, display: entry.display, visited: &visited)
            } else if isLast && entry.name.hasSuffix(CatalogInputResolver.catalogExtension) {
                found.append(entry.display)
            }
        }
    }
}
