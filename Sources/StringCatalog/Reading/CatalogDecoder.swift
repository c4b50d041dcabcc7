import Dispatch
import Foundation
import JSONCore
import Synchronization

/// Turns a parsed JSON tree into the typed catalog model, checking that known fields have the types Xcode writes.
struct CatalogDecoder {
    let document: JSONDocument
    /// False to check every entry without keeping it (`catalog fmt`: peak memory stays at the tree's).
    var keepsEntries = true
    /// When set (only with `keepsEntries` false), the `strings` entries to check, by position and member; the caller
    /// vouches for the others (`CatalogReader.validate(_:checkingEntries:)`).
    var checksEntry: (@Sendable (Int, JSONMemberID) -> Bool)?

    private typealias Node = JSONNodeID

    func decodeCatalog() throws(JSONReadError) -> StringCatalog {
        let root = document.root
        guard document.kind(root) == .object else {
            throw notACatalog(
                root,
                "the top-level value is \(document.kind(root)), but a String Catalog is an object with \"sourceLanguage\", \"strings\" "
                    + "and \"version\""
            )
        }
        var sourceLanguage: String?
        var version: String?
        var entries: [CatalogEntry]?
        var unknown: [JSONMember] = []
        var unknownLocations: [SourceLocation] = []
        try eachField(root) { (_, member) throws(JSONReadError) in
            switch try decodeTopLevelMember(member) {
            case .sourceLanguage(let value): sourceLanguage = value
            case .version(let value, _): version = value
            case .strings(let decoded): entries = decoded
            case .unknown(let field):
                unknown.append(field)
                unknownLocations.append(document.location(member.key))
            }
        }
        let location = document.location(root)
        guard let sourceLanguage else { throw Self.missingSourceLanguage(at: location) }
        guard let entries else { throw Self.missingStrings(at: location) }
        var catalog = StringCatalog(file: document.file, sourceLanguage: sourceLanguage, version: version, entries: entries)
        catalog.unknownFields = unknown
        catalog.unknownFieldLocations = unknownLocations
        return catalog
    }

    /// One member of the top-level object, decoded.
    enum TopLevelMember {
        case sourceLanguage(String)
        /// The version and where its value is written (for the `unknown-version` warning).
        case version(String, SourceLocation)
        case strings([CatalogEntry])
        case unknown(JSONMember)
    }

    /// Decodes a member of the top-level object; `strings` decodes every entry.
    func decodeTopLevelMember(_ member: JSONMemberID) throws(JSONReadError) -> TopLevelMember {
        switch field(document.nodes[member.key.index]) {
        case .sourceLanguage: .sourceLanguage(try string(member.value, field: "sourceLanguage"))
        case .version: .version(try string(member.value, field: "version"), document.location(member.value))
        case .strings: .strings(try decodeEntries(member.value))
        default: .unknown(unknownMember(member))
        }
    }

    /// The error for a top-level object (at `location`) without `sourceLanguage`.
    static func missingSourceLanguage(at location: SourceLocation) -> JSONReadError {
        JSONReadError(
            .unexpectedShape, at: location,
            "missing \"sourceLanguage\" at the top level: this JSON is not a String Catalog (Xcode writes e.g. \"sourceLanguage\" : \"en\")"
        )
    }

    /// The error for a top-level object (at `location`) without `strings`.
    static func missingStrings(at location: SourceLocation) -> JSONReadError {
        JSONReadError(
            .unexpectedShape, at: location,
            "missing \"strings\" at the top level: this JSON is not a String Catalog (Xcode writes \"strings\" : { … } even when empty)")
    }

    /// Entries per parallel decoding chunk; below two chunks decoding runs on the calling thread.
    static let chunkSize = 64

    private func decodeEntries(_ node: Node) throws(JSONReadError) -> [CatalogEntry] {
        try expect(node, .object, field: "strings")
        let memberCount = document.count(node)
        guard keepsEntries, memberCount >= 2 * Self.chunkSize else {
            var entries: [CatalogEntry] = []
            entries.reserveCapacity(keepsEntries ? memberCount : 0)
            var position = 0
            try eachField(node) { (_, member) throws(JSONReadError) in
                defer { position += 1 }
                if let checksEntry, !keepsEntries, !checksEntry(position, member) { return }
                let entry = try decodeEntry(member)
                if keepsEntries { entries.append(entry) }
            }
            return entries
        }
        // Entries are independent, so big catalogs decode in parallel chunks (decoding costs as much as parsing).
        var collected: [JSONMemberID] = []
        collected.reserveCapacity(memberCount)
        document.forEachMember(node) { collected.append($0) }
        let members = collected
        let chunkCount = (members.count + Self.chunkSize - 1) / Self.chunkSize
        let results = Mutex<[Result<[CatalogEntry], JSONReadError>?]>(Array(repeating: nil, count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = chunk * Self.chunkSize..<min(members.count, (chunk + 1) * Self.chunkSize)
            var decoded: [CatalogEntry] = []
            decoded.reserveCapacity(range.count)
            let result: Result<[CatalogEntry], JSONReadError>
            do throws(JSONReadError) {
                for member in members[range] {
                    decoded.append(try decodeEntry(member))
                }
                result = .success(decoded)
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[chunk] = result }
        }
        // The first failing chunk holds the first bad entry in file order: the error a sequential read would throw.
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(memberCount)
        for result in results.withLock({ results in
            defer { results = [] }
            return results
        }) {
            switch result {
            case .success(let decoded): entries += decoded
            case .failure(let error): throw error
            case nil: break
            }
        }
        return entries
    }

    /// Decodes one member of `strings`: its key is the entry's key.
    func decodeEntry(_ member: JSONMemberID) throws(JSONReadError) -> CatalogEntry {
        let key = document.string(member.key) ?? ""
        try expect(member.value, .object, field: "the entry for key \"\(key)\"")
        var entry = CatalogEntry(key: key, location: document.location(member.key))
        try eachField(member.value) { (name, field) throws(JSONReadError) in
            switch name {
            case .comment: entry.comment = try string(field.value, field: "comment")
            case .extractionState: entry.extractionState = ExtractionState(rawValue: try string(field.value, field: "extractionState"))
            case .shouldTranslate: entry.shouldTranslate = try bool(field.value, field: "shouldTranslate")
            case .isCommentAutoGenerated: entry.isCommentAutoGenerated = try bool(field.value, field: "isCommentAutoGenerated")
            // Fields newer than the 1.0 format: a value of another type is kept as written rather than refused, since
            // the only evidence of their types is what Xcode 26 and 27 wrote.
            case .commentGenerationVersion where document.kind(field.value) == .string:
                entry.commentGenerationVersion = try string(field.value, field: "commentGenerationVersion")
            case .generatesSymbol where document.bool(field.value) != nil:
                entry.generatesSymbol = try bool(field.value, field: "generatesSymbol")
            case .localizations where !keepsEntries:
                // Checking only: each content is decoded for its errors and dropped, and a locale is named only in
                // an error (copying every content into the entry was a third of checking a catalog).
                try expect(field.value, .object, field: "localizations")
                try eachField(field.value) { (_, localization) throws(JSONReadError) in
                    if isPlainStringUnit(localization.value) { return }
                    _ = try decodeContent(localization.value, field: "the localization \"\(document.string(localization.key) ?? "")\"")
                }
            case .localizations:
                try expect(field.value, .object, field: "localizations")
                entry.localizations.reserveCapacity(document.count(field.value))
                try eachMember(field.value) { (locale, localization) throws(JSONReadError) in
                    // The decoded content goes straight into the localization: bound to a local first, it was copied
                    // (every string and array in it retained, then released), a fifth of decoding a catalog.
                    entry.localizations.append(
                        Localization(
                            locale: locale, location: document.location(localization.key),
                            content: try decodeContent(localization.value, field: "the localization \"\(locale)\"")))
                }
            default: entry.unknownFields.append(unknownMember(field))
            }
        }
        return entry
    }

    /// A localization or a variation case: `stringUnit`, `stringSet`, `variations`, `substitutions`.
    /// `field` names the value in the error message; it is built only for an error (this runs for every locale).
    private func decodeContent(_ node: Node, field: @autoclosure () -> String) throws(JSONReadError) -> LocalizedContent {
        try expect(node, .object, field: field())
        var content = LocalizedContent(location: document.location(node))
        try eachField(node) { (name, member) throws(JSONReadError) in
            switch name {
            case .stringUnit: content.stringUnit = try decodeStringUnit(member.value)
            case .stringSet: content.stringSet = try decodeStringSet(member.value)
            case .variations: content.variations = try decodeVariations(member.value)
            case .substitutions:
                try expect(member.value, .object, field: "substitutions")
                content.substitutions.reserveCapacity(document.count(member.value))
                try eachMember(member.value) { (substitutionName, substitution) throws(JSONReadError) in
                    content.substitutions.append(try decodeSubstitution(name: substitutionName, substitution))
                }
            default: content.unknownFields.append(unknownMember(member))
            }
        }
        return consume content
    }

    /// Whether a content is `{"stringUnit" : {"state" : "…", "value" : "…"}}` (either order), the shape of nearly
    /// every localization, which `decodeContent` accepts without a finding: checking needs no model built for it.
    /// Anything else, valid or not, is left to `decodeContent`, so errors are exactly its.
    private func isPlainStringUnit(_ node: Node) -> Bool {
        let nodes = document.nodes
        let content = nodes[node.index]
        guard content.kind == .object, content.count == 1, field(nodes[node.index + 1]) == .stringUnit else { return false }
        let unitIndex = node.index + 2
        let unit = nodes[unitIndex]
        guard unit.kind == .object, unit.count == 2 else { return false }
        let firstKey = unitIndex + 1
        let secondKey = Int(nodes[firstKey + 1].end)
        guard nodes[firstKey + 1].kind == .string, nodes[secondKey + 1].kind == .string else { return false }
        let first = field(nodes[firstKey]), second = field(nodes[secondKey])
        return (first == .state && second == .value) || (first == .value && second == .state)
    }

    private func decodeStringUnit(_ node: Node) throws(JSONReadError) -> StringUnit {
        try expect(node, .object, field: "stringUnit")
        var state: TranslationState?
        var stateLocation: SourceLocation?
        var value: (String, SourceLocation)?
        var unknown: [JSONMember] = []
        try eachField(node) { (name, member) throws(JSONReadError) in
            switch name {
            case .state:
                let text = try string(member.value, field: "state")
                // Checking only: the state's text is not read (`string` returns ""), so there is nothing to map.
                if keepsEntries { state = TranslationState(rawValue: text) }
                stateLocation = document.location(member.value)
            case .value: value = (try string(member.value, field: "value"), document.location(member.value))
            default: unknown.append(unknownMember(member))
            }
        }
        guard let (text, location) = consume value else {
            throw notACatalog(node, "this stringUnit has no \"value\"; Xcode writes {\"state\" : …, \"value\" : …}")
        }
        var unit = StringUnit(state: state, value: text, valueLocation: location, stateLocation: stateLocation)
        unit.unknownFields = unknown
        return unit
    }

    private func decodeStringSet(_ node: Node) throws(JSONReadError) -> StringSet {
        try expect(node, .object, field: "stringSet")
        var set = StringSet(state: nil, values: [], valueLocations: [], location: document.location(node))
        try eachField(node) { (name, member) throws(JSONReadError) in
            switch name {
            case .state:
                set.state = TranslationState(rawValue: try string(member.value, field: "state"))
                set.stateLocation = document.location(member.value)
            case .values:
                try expect(member.value, .array, field: "values")
                set.values.reserveCapacity(document.count(member.value))
                set.valueLocations.reserveCapacity(document.count(member.value))
                for element in document.elements(member.value) {
                    set.values.append(try string(element, field: "an element of \"values\""))
                    set.valueLocations.append(document.location(element))
                }
            default: set.unknownFields.append(unknownMember(member))
            }
        }
        return set
    }

    private func decodeVariations(_ node: Node) throws(JSONReadError) -> [Variations] {
        try expect(node, .object, field: "variations")
        var groups: [Variations] = []
        // Exact capacities: growth by doubling would leave slack in every one of tens of thousands of small arrays.
        groups.reserveCapacity(document.count(node))
        try eachMember(node) { (selector, group) throws(JSONReadError) in
            try expect(group.value, .object, field: "the \"\(selector)\" variations")
            var cases: [VariationCase] = []
            cases.reserveCapacity(document.count(group.value))
            try eachMember(group.value) { (caseName, variationCase) throws(JSONReadError) in
                let content = try decodeContent(variationCase.value, field: "the \"\(caseName)\" case")
                cases.append(VariationCase(name: caseName, location: document.location(variationCase.key), content: content))
            }
            groups.append(Variations(selector: Variations.Selector(selector), cases: cases, location: document.location(group.key)))
        }
        return groups
    }

    private func decodeSubstitution(name: String, _ member: JSONMemberID) throws(JSONReadError) -> Substitution {
        try expect(member.value, .object, field: "the substitution \"\(name)\"")
        var substitution = Substitution(
            name: name, location: document.location(member.key), argNum: nil, formatSpecifier: nil, variations: [])
        try eachField(member.value) { (field, value) throws(JSONReadError) in
            switch field {
            case .argNum:
                guard document.kind(value.value) == .number, let text = document.numberText(value.value), let number = Int(text) else {
                    throw notACatalog(value.value, "\"argNum\" must be a whole number such as 1, found \(describe(value.value))")
                }
                substitution.argNum = number
            case .formatSpecifier: substitution.formatSpecifier = try string(value.value, field: "formatSpecifier")
            case .variations: substitution.variations = try decodeVariations(value.value)
            default: substitution.unknownFields.append(unknownMember(value))
            }
        }
        return substitution
    }

    // MARK: Helpers

    /// Calls `body` with each member's decoded key (builds a `String` per key; used where keys are data, e.g. locales).
    private func eachMember(_ node: Node, _ body: (String, JSONMemberID) throws(JSONReadError) -> Void) throws(JSONReadError) {
        try eachField(node) { (_, member) throws(JSONReadError) in try body(document.string(member.key) ?? "", member) }
    }

    /// Calls `body` with each member and its key as a known field name (nil for keys the model does not know).
    /// Matching the key bytes avoids building a `String` for every `state`, `value`, `stringUnit`… in big catalogs.
    private func eachField(_ node: Node, _ body: (Field?, JSONMemberID) throws(JSONReadError) -> Void) throws(JSONReadError) {
        let nodes = document.nodes
        let entry = nodes[node.index]
        guard entry.kind == .object else { return }
        var key = node.index + 1
        for _ in 0..<Int(entry.count) {
            let value = key + 1
            try body(field(nodes[key]), JSONMemberID(key: JSONNodeID(key), value: JSONNodeID(value)))
            key = Int(nodes[value].end)
        }
    }

    /// The known field a key node names, compared bytewise.
    private func field(_ key: JSONNode) -> Field? {
        let length = Int(key.count)
        guard key.flags & JSONNode.hasEscapes == 0 else {
            let unescaped = document.bytes.withUnsafeBufferPointer { bytes in
                JSONEscaping.unescape(UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.start) + length]))
            }
            return Field(rawValue: String(decoding: unescaped, as: UTF8.self))
        }
        return document.bytes.withUnsafeBufferPointer { bytes in
            let raw = UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.start) + length])
            guard length < Field.byLength.count else { return nil }
            // memcmp against stored bytes: `elementsEqual` over a `String.UTF8View` is a large share of a check.
            for (candidate, name) in Field.byLength[length]
            where length == 0 || name.withUnsafeBufferPointer({ memcmp(raw.baseAddress!, $0.baseAddress!, length) == 0 }) {
                return candidate
            }
            return nil
        }
    }

    /// Field names of the catalog format.
    enum Field: String, CaseIterable {
        case sourceLanguage, version, strings
        case comment, extractionState, shouldTranslate, isCommentAutoGenerated, commentGenerationVersion, generatesSymbol
        case localizations
        case stringUnit, stringSet, variations, substitutions
        case state, value, values
        case argNum, formatSpecifier

        var name: String { rawValue }

        /// The fields and their names' bytes by name length (an array, not a dictionary: this runs for every key of
        /// a catalog).
        static let byLength: [[(Field, [UInt8])]] = {
            var table = Array(repeating: [(Field, [UInt8])](), count: allCases.map(\.rawValue.utf8.count).max()! + 1)
            for field in allCases { table[field.rawValue.utf8.count].append((field, Array(field.rawValue.utf8))) }
            return table
        }()
    }

    private func unknownMember(_ member: JSONMemberID) -> JSONMember {
        JSONMember(key: document.string(member.key) ?? "", value: document.value(member.value))
    }

    private func string(_ node: Node, field: String) throws(JSONReadError) -> String {
        guard document.kind(node) == .string else {
            throw notACatalog(node, "\"\(field)\" must be a string, found \(describe(node))")
        }
        // Validation only needs the kind; building every value would double the time of `catalog fmt`.
        return keepsEntries ? document.string(node) ?? "" : ""
    }

    private func bool(_ node: Node, field: String) throws(JSONReadError) -> Bool {
        guard let value = document.bool(node) else {
            throw notACatalog(node, "\"\(field)\" must be true or false, found \(describe(node))")
        }
        return value
    }

    private func expect(_ node: Node, _ kind: JSONKind, field name: @autoclosure () -> String) throws(JSONReadError) {
        guard document.kind(node) != kind else { return }
        let field = name()
        let what = field.hasPrefix("the ") || field.hasPrefix("an ") ? field : "\"\(field)\""
        throw notACatalog(node, "\(what) must be \(kind), found \(describe(node))")
    }

    private func describe(_ node: Node) -> String {
        switch document.kind(node) {
        case .string: "the string \"\(document.string(node) ?? "")\""
        case .number: "the number \(document.numberText(node) ?? "")"
        case .true: "true"
        case .false: "false"
        default: "\(document.kind(node))"
        }
    }

    private func notACatalog(_ node: Node, _ message: String) -> JSONReadError {
        JSONReadError(.unexpectedShape, at: document.location(node), message)
    }
}
