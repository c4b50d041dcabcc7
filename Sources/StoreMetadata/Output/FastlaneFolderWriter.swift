import FileOutput
import Foundation

/// Writes an ``OutputPlan`` into an output folder, and with `clean` removes listing files the plan no longer has.
public struct FastlaneFolderWriter: Sendable {
    /// How many files a run wrote, left unchanged (identical bytes) and removed.
    public struct Summary: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// The folder given as `--out`; created if missing.
    public var outputFolder: String

    public init(outputFolder: String) {
        self.outputFolder = outputFolder
    }

    /// Writes every file of `plan` atomically. Folders on the way are created; a symbolic link or a file where a
    /// folder must be stops the run before that file is written.
    ///
    /// With `clean`, also removes what a listing of this run would have written and `plan` lacks: in locale folders of
    /// `store`, the field files (`name.txt`, …) and this run's changelog (`changelogs/<N>.txt` for the plan's version
    /// code, else `changelogs/default.txt`), then folders left empty. Changelogs of other versions are release
    /// history, and they and every other file are never touched.
    public func write(_ plan: OutputPlan, store: any Store, clean: Bool) throws(MetadataWriteError) -> Summary {
        var summary = Summary()
        try makeFolder(outputFolder, isOutputFolder: true)
        // Every folder is checked before the first file is written, so a bad path writes nothing.
        let folders = Set(plan.files.map { Array($0.path.dropLast()) }).sorted { $0.lexicographicallyPrecedes($1) }
        for folder in folders {
            var current = outputFolder
            for component in folder {
                current += "/" + component
                switch FileStatus.of(current) {
                case .missing, .folder: break
                case .symbolicLink: throw .symbolicLink(current)
                case .regularFile, .other: throw .notAFolder(current)
                }
            }
        }
        for file in plan.files {
            let path = ([outputFolder] + file.path).joined(separator: "/")
            switch FileStatus.of(path) {
            case .missing, .regularFile, .symbolicLink: break
            case .folder, .other: throw .notAFile(path)
            }
        }
        for folder in folders {
            var current = outputFolder
            for component in folder {
                current += "/" + component
                try makeFolder(current, isOutputFolder: false)
            }
        }
        for file in plan.files {
            let relative = file.path.joined(separator: "/")
            switch try ListingFileWriter.write(file.contents, to: outputFolder + "/" + relative) {
            case .written: summary.written.append(relative)
            case .unchanged: summary.unchanged.append(relative)
            }
        }
        if clean {
            summary.removed = try removeStale(
                keeping: Set(plan.files.map { $0.path.joined(separator: "/") }), store: store, versionCode: plan.versionCode)
        }
        return summary
    }

    /// Creates `path` if missing. The output folder may be a link the user chose, and is created with its parents;
    /// folders below it must be real folders.
    private func makeFolder(_ path: String, isOutputFolder: Bool) throws(MetadataWriteError) {
        switch FileStatus.of(path) {
        case .folder: return
        case .symbolicLink:
            if isOutputFolder, (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return }
            }
            throw .symbolicLink(path)
        case .regularFile, .other: throw .notAFolder(path)
        case .missing:
            if isOutputFolder {
                do {
                    try FolderCreator.create(path)
                } catch {
                    throw .system(operation: "create the folder", path: path, message: error.explanation)
                }
            } else if mkdir(path, 0o755) != 0 {
                throw .system(operation: "create the folder", path: path, message: SystemReason.current.description)
            }
        }
    }

    private func removeStale(keeping planned: Set<String>, store: any Store, versionCode: Int?) throws(MetadataWriteError) -> [String] {
        let rootRelative = store.layoutRoot
        let root = ([outputFolder] + rootRelative).joined(separator: "/")
        guard FileStatus.of(root) == .folder else { return [] }
        var removed: [String] = []
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for name in entries where !name.hasPrefix(".") && !store.nonLocaleFolders.contains(name) {
            let localeFolder = root + "/" + name
            guard FileStatus.of(localeFolder) == .folder, store.acceptedCode(matching: name) != nil else { continue }
            // Exactly the paths this run writes for a locale: the plan's version code picks the one changelog.
            let candidates = store.fields.map { store.relativeFilePath(of: $0, versionCode: versionCode) }
            for candidate in candidates {
                let relative = (rootRelative + [name] + candidate).joined(separator: "/")
                let path = outputFolder + "/" + relative
                guard !planned.contains(relative), FileStatus.of(path) == .regularFile else { continue }
                guard unlink(path) == 0 else { throw ListingFileWriter.systemError("remove", path) }
                removed.append(relative)
            }
            // Folders left empty by the clean-up go too; rmdir refuses non-empty ones, which is the point.
            rmdir(localeFolder + "/changelogs")
            rmdir(localeFolder)
        }
        return removed
    }
}
