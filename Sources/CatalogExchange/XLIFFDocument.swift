import JSONCore

/// An XLIFF 1.2 file as the import reads it: its `<file>` elements and their trans-units, with locations.
///
/// Accepts what translation tools send back: attributes in any order, `<target>` after `<note>`, single-quoted
/// attributes, `<source />`, a missing `state`, extra attributes and elements outside `<source>`/`<target>`.
public struct XLIFFDocument: Sendable {
    /// One trans-unit as read.
    public struct Unit: Sendable {
        public var id: String
        public var location: SourceLocation
        public var sourceText: XLIFFText
        public var sourceLocation: SourceLocation
        /// The target; nil when the unit has no `<target>`.
        public var targetText: XLIFFText?
        public var targetLocation: SourceLocation?
        public var state: XLIFFState
        /// False for `translate="no"`.
        public var translatable: Bool
        /// The `<note>` (nil without a note, empty for `<note/>`) and its `from` attribute.
        public var noteText: XLIFFText?
        public var noteFrom: String?

        /// The source text.
        public var source: String { sourceText.string }
        /// The target text; nil when the unit has no `<target>`.
        public var target: String? { targetText?.string }
        /// The note text (nil without a note, "" for `<note/>`).
        public var note: String? { noteText?.string }
    }

    /// One `<file>` element.
    public struct File: Sendable {
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String?
        public var location: SourceLocation
        public var units: [Unit]
    }

    /// The path the document was read from.
    public var path: String
    public var files: [File]

    /// Parses XLIFF bytes; `path` names the file in locations. Throws `ExchangeError` with `file:line:col`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ExchangeError) -> XLIFFDocument {
        var reader = XMLReader(bytes: bytes, file: path)
        var builder = Builder(path: path, locator: reader.locator, storage: XLIFFText.Storage(bytes))
        try reader.read(into: &builder)
        return XLIFFDocument(path: path, files: builder.files)
    }

    /// Collects files and units from the reader's events.
    private struct Builder: XMLReader.Consumer {
        let path: String
        var locator: XMLReader.Locator
        var files: [File] = []
        var stack: [XMLName] = []
        /// Whether a trans-unit is open: it is the last unit of the last file, edited in place (copying a unit retains
        /// and releases each of its strings).
        var inUnit = false
        /// Whether the text of a `<source>`, `<target>` or `<note>` is being collected.
        var collecting = false
        /// The pieces collected (several when CDATA sections or comments split the text): one array, emptied and
        /// reused, instead of one allocated and freed per element.
        var pieces: [XMLReader.Text] = []
        var sawRoot = false
        /// The file's bytes, which the texts point into.
        let storage: XLIFFText.Storage

        init(path: String, locator: XMLReader.Locator, storage: XLIFFText.Storage) {
            self.path = path
            self.locator = locator
            self.storage = storage
        }

        /// Starts collecting text.
        private mutating func collectText() {
            collecting = true
            while !pieces.isEmpty { pieces.removeLast() }
        }

        /// The collected text as one, and stops collecting.
        private mutating func finishText() -> XLIFFText {
            collecting = false
            guard !pieces.isEmpty else { return .empty }
            if pieces.count == 1, case .bytes(let range) = pieces[0] { return XLIFFText(storage, range) }
            var joined: [UInt8] = []
            for piece in pieces {
                switch piece {
                case .bytes(let range): joined.append(contentsOf: storage.bytes[range])
                case .decoded(let bytes): joined.append(contentsOf: bytes)
                }
            }
            return XLIFFText(decoded: joined)
        }

        var wantsText: Bool { collecting }

        mutating func startElement(_ name: XMLName, attributes: [XMLReader.Attribute], at mark: XMLReader.Mark) throws(ExchangeError) {
            func attribute(_ key: XMLName) -> String? { attributes.first { $0.name == key }?.value }
            if !sawRoot {
                sawRoot = true
                guard name == .xliff else { throw .notXLIFF("the root element is '<\(name)>', not '<xliff>'", locator.location(mark)) }
                if let version = attribute(.version), version != "1.2" {
                    throw .notXLIFF("this is XLIFF \(version); only XLIFF 1.2 (what Xcode writes) can be imported", locator.location(mark))
                }
            }
            if collecting {
                let open = stack.last ?? .other("")
                switch name {
                case .xliff, .file, .body, .group, .transUnit, .source, .target, .note, .altTrans:
                    // A structural element here means the text element was never closed, not that it holds markup.
                    throw .notXLIFF(
                        "'<\(open)>' is not closed before '<\(name)>' starts; end it with '</\(open)>'", locator.location(mark))
                default:
                    throw .notXLIFF(
                        "inline markup '<\(name)>' inside <\(open)> is not supported; keep the text plain as Xcode wrote it",
                        locator.location(mark))
                }
            }
            // The builder places elements by their parent, so an `<xliff>`, `<file>` or unit opened inside a
            // trans-unit would start a file or unit the open one's later children cannot address.
            if name == .xliff && !stack.isEmpty {
                throw .notXLIFF("an '<xliff>' element cannot be nested inside '<\(stack.last ?? .xliff)>'", locator.location(mark))
            }
            if inUnit, name == .file || name == .transUnit || name == .body || name == .group {
                throw .notXLIFF(
                    "'<\(name)>' cannot start inside a '<trans-unit>'; close the unit with '</trans-unit>' first",
                    locator.location(mark))
            }
            switch name {
            case .file where stack.last == .xliff && stack.count == 1:
                let location = locator.location(mark)
                guard let original = attribute(.original), let sourceLanguage = attribute(.sourceLanguage) else {
                    throw .notXLIFF("<file> needs 'original' and 'source-language' attributes", location)
                }
                // Room for the units an Xcode export of this size holds (about 250 bytes each), so the list is not
                // regrown and copied a dozen times.
                var units: [Unit] = []
                units.reserveCapacity(files.isEmpty ? storage.bytes.count / 250 : 0)
                files.append(
                    File(
                        original: original, sourceLanguage: sourceLanguage, targetLanguage: attribute(.targetLanguage),
                        location: location,
                        units: units))
            case .transUnit where stack.last == .body || stack.last == .group:
                let location = locator.location(mark)
                guard let id = attribute(.id) else { throw .notXLIFF("<trans-unit> has no 'id' attribute", location) }
                guard !files.isEmpty else { throw .notXLIFF("<trans-unit> outside a <file>", location) }
                files[files.count - 1].units.append(
                    Unit(
                        id: id, location: location, sourceText: .empty, sourceLocation: location, targetText: nil,
                        targetLocation: nil, state: XLIFFState(state: nil), translatable: attribute(.translate) != "no",
                        noteText: nil, noteFrom: nil))
                inUnit = true
            case .source where stack.last == .transUnit:
                let location = locator.location(mark)
                editUnit { $0.sourceLocation = location }
                collectText()
            case .target where stack.last == .transUnit:
                let location = locator.location(mark)
                let state = XLIFFState(state: attribute(.state), qualifier: attribute(.stateQualifier))
                editUnit {
                    $0.targetLocation = location
                    $0.state = state
                }
                collectText()
            case .note where stack.last == .transUnit:
                let from = attribute(.from)
                editUnit { $0.noteFrom = from }
                collectText()
            default: break
            }
            stack.append(name)
        }

        mutating func endElement(_ name: XMLName, at mark: XMLReader.Mark) throws(ExchangeError) {
            stack.removeLast()
            switch name {
            case .source where stack.last == .transUnit:
                let collected = finishText()
                editUnit { $0.sourceText = collected }
            case .target where stack.last == .transUnit:
                let collected = finishText()
                editUnit { $0.targetText = collected }
            case .note where stack.last == .transUnit:
                let collected = finishText()
                editUnit { $0.noteText = collected }
            case .transUnit:
                inUnit = false
            default: break
            }
        }

        /// Edits the open trans-unit in place, if one is open.
        private mutating func editUnit(_ edit: (inout Unit) -> Void) {
            guard inUnit, let file = files.indices.last, let unit = files[file].units.indices.last else { return }
            edit(&files[file].units[unit])
        }

        mutating func text(_ content: XMLReader.Text, at mark: XMLReader.Mark) throws(ExchangeError) {
            guard collecting else { return }
            pieces.append(content)
        }
    }
}
