import JSONCore
import StringCatalog

/// A catalog flattened for diffing: each key's comment, extraction state, whether it is translated, its string units
/// with their paths and its substitutions' arguments.
struct CatalogUnits {
    struct Unit {
        var path: UnitAddress
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
                    CatalogShape.forEachUnit(
                        in: document, localization: localization.value,
                        unit: { found in
                            facts.units.append(
                                Unit(
                                    path: UnitAddress(key: key, locale: locale, steps: found.steps),
                                    text: UnitText(value: found.value, state: found.state), location: found.location))
                        },
                        substitution: { found in
                            facts.substitutions.append(SubstitutionFormat(locale: locale, name: found.name, format: found.format))
                        })
                }
            default: break
            }
        }
        return facts
    }
}
