/// Why the merge could not be made from its inputs (unreadable catalogs are `JSONReadError`s, with their location).
public enum MergeInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The three inputs together pass the 4 GiB a document's offsets can address.
    case tooLarge(Int)
    /// The top level of an input is not an object.
    case notAnObject(file: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the three catalogs hold \(bytes) bytes together, more than the 4 GiB the merge can address; merge them by hand"
        case .notAnObject(let file): "\(file): the top level is not a JSON object, so it is not a String Catalog"
        }
    }
}
