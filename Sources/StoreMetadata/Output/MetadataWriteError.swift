/// Why an output folder could not be written or read; prints as a sentence naming the path and what to do.
public enum MetadataWriteError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A locale or file name taken from data would not be a single safe path component.
    case unsafeName(String, reason: String)
    /// A folder on the way to a file is a symbolic link, which could lead outside the output folder.
    case symbolicLink(String)
    /// Something other than a folder is where a folder must be.
    case notAFolder(String)
    /// Something other than a file (a folder, a device) is where a listing file must be written.
    case notAFile(String)
    /// The operating system refused an operation.
    case system(operation: String, path: String, message: String)
    /// The folder given to `--check` does not exist or has no layout for the store.
    case missingFolder(String, expected: String)

    public var description: String {
        switch self {
        case .unsafeName(let name, let reason):
            "refusing to use \"\(name.debugDescription.dropFirst().dropLast())\" as a file or folder name: \(reason). Fix the locale "
                + "code or its mapping in .timekeeper.json."
        case .symbolicLink(let path):
            "\(path) is a symbolic link; refusing to write through it, since it could lead outside the output folder. Replace it with a "
                + "real folder or choose another --out."
        case .notAFolder(let path):
            "\(path) exists and is not a folder; move it away or choose another --out."
        case .notAFile(let path):
            "\(path) exists and is not a file; move it away or choose another --out."
        case .system(let operation, let path, let message):
            "cannot \(operation) \(path): \(message)."
        case .missingFolder(let path, let expected):
            "\(path) has no \(expected); pass the folder that fastlane reads (e.g. fastlane/metadata)."
        }
    }
}
