import JSONCore

/// Why an export or import cannot go on; each case carries where the problem is and prints as a sentence.
public enum ExchangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not well-formed XML.
    case malformedXML(String, SourceLocation)
    /// The XML is well formed but is not XLIFF 1.2 as this tool reads it.
    case notXLIFF(String, SourceLocation)
    /// A trans-unit id names no unit of the catalog.
    case unknownUnit(id: String, catalog: String, SourceLocation)
    /// The unit's `<source>` is not the catalog's source text any more: the translation was made for another text.
    case sourceChanged(id: String, expected: String, found: String, SourceLocation)
    /// A trans-unit names an App Shortcuts phrase set (`stringSet`), which this tool does not export or import yet.
    case phraseSet(id: String, catalog: String, SourceLocation)
    /// The same trans-unit appears twice for one catalog and language.
    case duplicateUnit(id: String, first: SourceLocation, SourceLocation)
    /// Two units of the catalog get the same trans-unit id (a key holds `|==|`), so a file cannot say which one it means.
    case ambiguousID(id: String, keys: [String], catalog: String, SourceLocation)
    /// No `<file>` of the XLIFF files is for the catalog, or several are and none is named exactly.
    case noMatchingFile(String)
    /// A catalog value holds a character XML 1.0 cannot carry.
    case unrepresentable(String, SourceLocation)
    /// A file or folder could not be read or written.
    case io(String)

    /// Where the problem is, when it has a place in a file.
    public var location: SourceLocation? {
        switch self {
        case .malformedXML(_, let location), .notXLIFF(_, let location), .unknownUnit(_, _, let location),
            .phraseSet(_, _, let location), .sourceChanged(_, _, _, let location), .duplicateUnit(_, _, let location),
            .ambiguousID(_, _, _, let location),
            .unrepresentable(_, let location):
            location
        case .noMatchingFile, .io: nil
        }
    }

    public var description: String {
        switch self {
        case .malformedXML(let message, let location):
            "\(location): error: the XLIFF file is not well-formed XML: \(message); nothing was imported"
        case .notXLIFF(let message, let location):
            "\(location): error: \(message); nothing was imported"
        case .unknownUnit(let id, let catalog, let location):
            "\(location): error: trans-unit '\(Self.quoted(id))' is not a unit of \(catalog); it was exported from another "
                + "version of the catalog or edited by hand. Export again, or remove the unit"
        case .phraseSet(let id, let catalog, let location):
            "\(location): error: '\(Self.quoted(id))' is an App Shortcuts phrase set (stringSet) in \(catalog), which this "
                + "import cannot write yet (writing it as a string would break the catalog); remove the unit from the file "
                + "and translate the phrases in Xcode"
        case .sourceChanged(let id, let expected, let found, let location):
            "\(location): error: the source of trans-unit '\(Self.quoted(id))' is '\(Self.quoted(found))' but the catalog now "
                + "says '\(Self.quoted(expected))': the translation was made for a different text. Export again and "
                + "translate the new text"
        case .duplicateUnit(let id, let first, let location):
            "\(location): error: trans-unit '\(Self.quoted(id))' appears a second time (first at \(first)); keep one"
        case .ambiguousID(let id, let keys, let catalog, let location):
            "\(location): error: the keys \(keys.map { "'\(Self.quoted($0))'" }.joined(separator: " and ")) of \(catalog) both give the "
                + "trans-unit id '\(Self.quoted(id))' (a key holding '|==|' reads as a variation of another key), so an XLIFF "
                + "file cannot say which one it translates; rename the key without '|==|' (Xcode cannot tell them apart either)"
        case .noMatchingFile(let message):
            "error: \(message)"
        case .unrepresentable(let message, let location):
            "\(location): error: \(message)"
        case .io(let message):
            "error: \(message)"
        }
    }

    /// Newlines and tabs shown as escapes, so a message stays on one line.
    static func quoted(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out.count > 120 ? String(out.prefix(117)) + "…" : out
    }
}
