import JSONCore

/// A catalog flattened for diffing: each key's comment, extraction state, whether it is translated, its string units
/// with their paths and its substitutions' arguments.
struct CatalogUnits {
    struct Unit {
        var path: UnitPath
        var text: UnitText
        var location: SourceLocation
    }

    struct Key {
        var comment: String?
        var extractionState: String?
        /// False for `"shouldTranslate" : false`.
        var shouldTranslate = true
        var units: [Unit] = []
        /// Each substitution's argument, as `locale` `name` and its numbered specifier (`%1$lld`), in file order.
        var substitutions: [SubstitutionFormat] = []
        var location: SourceLocation
    }

    /// The argument a substitution formats: its number and specifier, as the format string would name it.
    struct SubstitutionFormat: Equatable {
        var locale: String
        var name: String
        var format: String
    }

    let document: JSONDocument
    /// Top-level string fields (`sourceLanguage`, `version`).
    var fields: [String: String] = [:]
    /// Each key's member of `strings`; its units are collected only when asked (`key(_:)`), since a diff needs the
    /// units of changed keys alone.
    var entries: [String: JSONMemberID] = [:]
    /// Keys in file order.
    var order: [String] = []

    init(_ document: JSONDocument) {
        self.document = document
        document.forEachMember(document.root) { member in
            let name = document.string(member.key) ?? ""
            if name == "strings" {
                document.forEachMember(member.value) { entry in
                    let key = document.string(entry.key) ?? ""
                    order.append(key)
                    entries[key] = entry
                }
            } else if let value = document.string(member.value) {
                fields[name] = value
            }
        }
    }

    /// The comment, extraction state and units of `name`, a key of `entries`.
    func key(_ name: String) -> Key { Self.key(name, entries[name]!, in: document) }

    private static func key(_ key: String, _ entry: JSONMemberID, in document: JSONDocument) -> Key {
        var facts = Key(location: document.location(entry.key))
        document.forEachMember(entry.value) { field in
            switch document.string(field.key) {
            case "comment": facts.comment = document.string(field.value)
            case "extractionState": facts.extractionState = document.string(field.value)
            case "shouldTranslate": facts.shouldTranslate = document.bool(field.value) ?? true
            case "localizations":
                document.forEachMember(field.value) { localization in
                    let locale = document.string(localization.key) ?? ""
                    collect(
                        localization.value, key: key, locale: locale, steps: [], in: document, into: &facts.units,
                        substitutions: &facts.substitutions)
                }
            default: break
            }
        }
        return facts
    }

    /// The units under a localization, a variation case or a substitution, depth first in file order.
    private static func collect(
        _ node: JSONNodeID, key: String, locale: String, steps: [String], in document: JSONDocument, into units: inout [Unit],
        substitutions: inout [SubstitutionFormat]
    ) {
        document.forEachMember(node) { member in
            switch document.string(member.key) {
            case "stringUnit":
                let value = document.member(member.value, named: "value")
                let state = document.member(member.value, named: "state").flatMap { document.string($0.value) }
                units.append(
                    Unit(
                        path: UnitPath(key: key, locale: locale, variation: steps.joined(separator: ".")),
                        text: UnitText(value: value.flatMap { document.string($0.value) } ?? "", state: state),
                        location: document.location(value?.value ?? member.value)))
            case "variations":
                document.forEachMember(member.value) { selector in
                    let selectorName = document.string(selector.key) ?? ""
                    document.forEachMember(selector.value) { variant in
                        collect(
                            variant.value, key: key, locale: locale, steps: steps + [selectorName, document.string(variant.key) ?? ""],
                            in: document, into: &units, substitutions: &substitutions)
                    }
                }
            case "substitutions":
                document.forEachMember(member.value) { substitution in
                    let name = document.string(substitution.key) ?? ""
                    let number = document.member(substitution.value, named: "argNum").flatMap { document.numberText($0.value) }
                    let specifier = document.member(substitution.value, named: "formatSpecifier").flatMap { document.string($0.value) }
                    substitutions.append(
                        SubstitutionFormat(
                            locale: locale, name: name, format: "%" + (number.map { "\($0)$" } ?? "") + (specifier ?? "@")))
                    collect(
                        substitution.value, key: key, locale: locale, steps: steps + ["substitutions", name], in: document,
                        into: &units, substitutions: &substitutions)
                }
            default: break
            }
        }
    }
}
