import JSONCore

/// `catalog diff` for machines: the summary, the key changes and the unit changes as one JSON object.
public struct JSONDiffRenderer: DiffRenderer {
    public let name = "json"
    public let summary = "one JSON object: summary per locale, key changes, unit changes with locations"

    public init() {}

    public func render(_ diff: CatalogDiff) -> String {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func unit(_ text: UnitText?) -> JSONValue {
            guard let text else { return .null }
            return .object([
                .init(key: "value", value: .string(text.value)), .init(key: "state", value: text.state.map(JSONValue.string) ?? .null),
            ])
        }
        func number(_ n: Int) -> JSONValue { .number(String(n)) }
        let locales: [JSONValue] = diff.localeSummaries.map {
            .object([
                .init(key: "locale", value: .string($0.locale)), .init(key: "added", value: number($0.added)),
                .init(key: "removed", value: number($0.removed)), .init(key: "textChanged", value: number($0.textChanged)),
                .init(key: "stateChanged", value: number($0.stateChanged)),
                .init(key: "nowNeedsReview", value: number($0.nowNeedsReview)),
            ])
        }
        let fields: [JSONValue] = diff.fieldChanges.map {
            .object([
                .init(key: "field", value: .string($0.name)), .init(key: "before", value: text($0.before)),
                .init(key: "after", value: text($0.after)),
            ])
        }
        let keys: [JSONValue] = diff.keyChanges.map { change in
            var members: [JSONMember] = [
                .init(key: "change", value: .string(change.kindName)), .init(key: "key", value: .string(change.key)),
            ]
            switch change.kind {
            case .commentChanged(let from, let to):
                members += [.init(key: "before", value: text(from)), .init(key: "after", value: text(to))]
            case .becameStale(let from): members.append(.init(key: "before", value: text(from)))
            case .translationChanged(let shouldTranslate): members.append(.init(key: "shouldTranslate", value: .bool(shouldTranslate)))
            case .argumentChanged(let locale, let substitution, let from, let to):
                members += [
                    .init(key: "locale", value: .string(locale)), .init(key: "substitution", value: .string(substitution)),
                    .init(key: "before", value: .string(from)), .init(key: "after", value: .string(to)),
                ]
            case .added, .removed: break
            }
            members.append(.init(key: "location", value: .string(change.location.description)))
            return .object(members)
        }
        let units: [JSONValue] = diff.unitChanges.map { change in
            .object([
                .init(key: "change", value: .string(change.kind.rawValue)), .init(key: "key", value: .string(change.path.key)),
                .init(key: "locale", value: .string(change.path.locale)), .init(key: "variation", value: .string(change.path.variation)),
                .init(key: "before", value: unit(change.before)), .init(key: "after", value: unit(change.after)),
                .init(key: "textChanged", value: .bool(change.textChanged)), .init(key: "stateChanged", value: .bool(change.stateChanged)),
                .init(key: "location", value: .string(change.location.description)),
            ])
        }
        let document = JSONValue.object([
            .init(key: "base", value: .string(diff.base)), .init(key: "head", value: .string(diff.head)),
            .init(key: "changed", value: .bool(!diff.isEmpty)), .init(key: "summary", value: .string(diff.headline)),
            .init(key: "locales", value: .array(locales)), .init(key: "fields", value: .array(fields)),
            .init(key: "keys", value: .array(keys)), .init(key: "units", value: .array(units)),
        ])
        return JSONOutput.render(document, endingWithNewline: true)
    }
}
