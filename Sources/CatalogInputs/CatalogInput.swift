import Foundation
import JSONCore

/// One catalog to process: a file (named as the user gave it, or as found below a folder or glob) or standard input.
public struct CatalogInput: Hashable, Sendable, CustomStringConvertible {
    /// Where the bytes come from.
    public enum Source: Hashable, Sendable {
        /// A file; the path is ``CatalogInput/path``.
        case file
        /// Standard input (the argument `-`).
        case standardInput
    }

    /// How locations and messages name standard input.
    public static let standardInputName = "<stdin>"

    /// The path as the user knows it: the argument itself, the folder argument joined with the names found below
    /// it (`Sources` → `Sources/App/Localizable.xcstrings`), or `<stdin>`.
    public let path: String
    /// Where the bytes come from.
    public let source: Source

    /// A file input named `path`.
    public init(file path: String) {
        self.path = path
        self.source = .file
    }

    /// Standard input.
    public static let standardInput = CatalogInput(standardInput: ())

    private init(standardInput: Void) {
        self.path = Self.standardInputName
        self.source = .standardInput
    }

    /// Whether this is standard input.
    public var isStandardInput: Bool { source == .standardInput }

    public var description: String { path }

    /// The file's URL (nil for standard input).
    public var url: URL? { isStandardInput ? nil : URL(fileURLWithPath: path) }

    /// Every byte of the input; throws `JSONReadError` (`unreadableFile`, naming ``path``) when it cannot be read.
    public func readBytes() throws(JSONReadError) -> [UInt8] {
        guard let url else { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        return try FileBytes.read(url, name: path, expecting: .jsonObject)
    }
}
