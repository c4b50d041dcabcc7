/// An element or attribute name: one of those XLIFF files repeat on every unit, or any other, spelled out.
///
/// A name the reader knows is a case, so a consumer's `switch` over names is a jump, not a chain of string
/// comparisons (unequal strings leave Swift's fast path, and the names of a 32-language import are counted in
/// hundreds of thousands).
enum XMLName: Equatable, Sendable, CustomStringConvertible {
    // Elements.
    case xliff, file, header, tool, body, group, transUnit, source, target, note, altTrans, contextGroup, context
    // Attributes.
    case id, original, sourceLanguage, targetLanguage, datatype, state, stateQualifier, translate, from, version
    case xmlns, xmlnsXSI, toolID, toolName, toolVersion, buildNum, xmlSpace, restype, resname
    case approved, priority, annotates, contextType
    /// A name outside the list, as written (never one of the list's spellings: `read` returns the case for those).
    case other(String)

    /// The names the reader recognizes, every case but `other`; each at most 16 bytes long.
    static let known: [XMLName] = [
        .xliff, .file, .header, .tool, .body, .group, .transUnit, .source, .target, .note, .altTrans, .contextGroup, .context,
        .id, .original, .sourceLanguage, .targetLanguage, .datatype, .state, .stateQualifier, .translate, .from, .version,
        .xmlns, .xmlnsXSI, .toolID, .toolName, .toolVersion, .buildNum, .xmlSpace, .restype, .resname,
        .approved, .priority, .annotates, .contextType,
    ]

    /// The name as written in XML.
    var description: String {
        switch self {
        case .xliff: "xliff"
        case .file: "file"
        case .header: "header"
        case .tool: "tool"
        case .body: "body"
        case .group: "group"
        case .transUnit: "trans-unit"
        case .source: "source"
        case .target: "target"
        case .note: "note"
        case .altTrans: "alt-trans"
        case .contextGroup: "context-group"
        case .context: "context"
        case .id: "id"
        case .original: "original"
        case .sourceLanguage: "source-language"
        case .targetLanguage: "target-language"
        case .datatype: "datatype"
        case .state: "state"
        case .stateQualifier: "state-qualifier"
        case .translate: "translate"
        case .from: "from"
        case .version: "version"
        case .xmlns: "xmlns"
        case .xmlnsXSI: "xmlns:xsi"
        case .toolID: "tool-id"
        case .toolName: "tool-name"
        case .toolVersion: "tool-version"
        case .buildNum: "build-num"
        case .xmlSpace: "xml:space"
        case .restype: "restype"
        case .resname: "resname"
        case .approved: "approved"
        case .priority: "priority"
        case .annotates: "annotates"
        case .contextType: "context-type"
        case .other(let name): name
        }
    }

    /// The name spelled by the bytes at `start` (`count` of them, at least one); `available` bytes can be read
    /// from `start`, at least `count`.
    @inline(__always)
    static func read(_ start: UnsafePointer<UInt8>, count: Int, available: Int) -> XMLName {
        if let word = XMLWords.lookup(start, count: count, available: available) { return known[word] }
        return .other(String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self))
    }
}
