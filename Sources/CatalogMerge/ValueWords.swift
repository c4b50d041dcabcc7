import JSONCore
import StringCatalog

/// A JSON value in a few words for a person: a unit as `"Hallo" (translated)`, a key as `an entry with 3 units`.
enum ValueWords {
    static func describe(_ document: JSONDocument, _ index: Int?) -> String? {
        guard let index else { return nil }
        let node = JSONNodeID(index)
        switch document.kind(node) {
        case .string:
            return quoted(document.string(node) ?? "")
        case .number:
            return document.numberText(node)
        case .true: return "true"
        case .false: return "false"
        case .null: return "null"
        case .array: return "a list of \(document.count(node))"
        case .object:
            if let value = document.member(node, named: "value").flatMap({ document.string($0.value) }) {
                let state = document.member(node, named: "state").flatMap { document.string($0.value) }
                return quoted(value) + (state.map { " (\($0))" } ?? "")
            }
            if let values = document.member(node, named: "values"), document.kind(values.value) == .array {
                // A phrase set: its phrases, then the state they share.
                let phrases = document.elements(values.value).map { quoted(document.string($0) ?? "") }
                let state = document.member(node, named: "state").flatMap { document.string($0.value) }
                return "phrases " + phrases.joined(separator: ", ") + (state.map { " (\($0))" } ?? "")
            }
            let units = countUnits(document, index)
            return units == 1 ? "an entry with 1 unit" : "an entry with \(units) units"
        }
    }

    /// `"text"`, shortened to 60 characters with an ellipsis, newlines shown as `\n`.
    static func quoted(_ text: String) -> String {
        var shown = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        if shown.count > 60 { shown = String(shown.prefix(59)) + "…" }
        return "\"\(shown)\""
    }

    private static func countUnits(_ document: JSONDocument, _ index: Int) -> Int {
        var count = 0
        document.forEachMember(JSONNodeID(index)) { member in
            let name = document.string(member.key)
            if name == CatalogShape.stringUnit {
                count += 1
            } else if name == CatalogShape.stringSet, let values = document.member(member.value, named: "values") {
                count += document.kind(values.value) == .array ? document.count(values.value) : 0
            } else if document.kind(member.value) == .object {
                count += countUnits(document, member.value.index)
            }
        }
        return count
    }
}
