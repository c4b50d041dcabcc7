import JSONCore
import StringCatalog

/// What changed between two versions of a catalog, unit by unit (key, locale, variation path) and key by key.
public struct CatalogDiff: Sendable, Equatable {
    /// How the two catalogs are named (paths, or `REV:path`).
    public var base: String
    public var head: String
    /// Top-level fields (`version`, `sourceLanguage`) that changed.
    public var fieldChanges: [FieldChange]
    /// Keys added, removed, with a changed comment, newly stale, translated or not any more, or with a substitution
    /// formatting another argument, by key.
    public var keyChanges: [KeyChange]
    /// Units added, removed or changed, by key, locale and variation.
    public var unitChanges: [UnitChange]

    /// Whether nothing the diff reports changed.
    public var isEmpty: Bool { fieldChanges.isEmpty && keyChanges.isEmpty && unitChanges.isEmpty }

    /// Counts per locale of `unitChanges`, sorted by locale.
    public var localeSummaries: [LocaleSummary] {
        var byLocale: [String: LocaleSummary] = [:]
        for change in unitChanges {
            var summary = byLocale[change.path.locale] ?? LocaleSummary(locale: change.path.locale)
            switch change.kind {
            case .added: summary.added += 1
            case .removed: summary.removed += 1
            case .changed:
                if change.textChanged { summary.textChanged += 1 } else { summary.stateChanged += 1 }
            }
            if change.nowNeedsReview { summary.nowNeedsReview += 1 }
            byLocale[change.path.locale] = summary
        }
        return byLocale.values.sorted { $0.locale < $1.locale }
    }

    /// `2 keys added, 1 key removed, 5 units changed in 2 locales`, or `no changes`.
    public var headline: String {
        var parts: [String] = []
        func count(_ n: Int, _ one: String, _ many: String, _ what: String) {
            if n > 0 { parts.append("\(n) \(n == 1 ? one : many) \(what)") }
        }
        func keys(_ kind: (KeyChange.Kind) -> Bool) -> Int { keyChanges.filter { kind($0.kind) }.count }
        count(keys { $0 == .added }, "key", "keys", "added")
        count(keys { $0 == .removed }, "key", "keys", "removed")
        count(keys { if case .commentChanged = $0 { true } else { false } }, "comment", "comments", "changed")
        count(keys { if case .becameStale = $0 { true } else { false } }, "key", "keys", "now stale")
        count(keys { $0 == .translationChanged(shouldTranslate: false) }, "key", "keys", "no longer translated")
        count(keys { $0 == .translationChanged(shouldTranslate: true) }, "key", "keys", "now translated")
        count(keys { if case .argumentChanged = $0 { true } else { false } }, "substitution", "substitutions", "with another argument")
        let locales = Set(unitChanges.map(\.path.locale)).count
        if !unitChanges.isEmpty {
            parts.append(
                "\(unitChanges.count) \(unitChanges.count == 1 ? "unit" : "units") changed in \(locales) "
                    + (locales == 1 ? "locale" : "locales"))
        }
        for field in fieldChanges { parts.append("\(field.name) changed") }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }

    /// Compares two parsed catalogs (already checked to be String Catalogs).
    public static func compare(base: JSONDocument, head: JSONDocument) -> CatalogDiff {
        compare(base: base, head: head, sameAsHead: nil)
    }

    /// Loads both catalogs on all cores (`CatalogSource.loadAll`, head the reference) and compares them, reusing the
    /// entry comparisons checking made; throws what `loadAll` throws.
    public static func load(base: CatalogSource, head: CatalogSource) throws -> CatalogDiff {
        let loaded = try CatalogSetLoader.loadSet([(base, nil), (head, nil)], reference: 1)
        return compare(base: loaded.documents[0], head: loaded.documents[1], sameAsHead: loaded.sameAsReference[0])
    }

    /// `compare`, where `sameAsHead` (when known) holds the base entries (value nodes) equal to head's of the same key.
    static func compare(base: JSONDocument, head: JSONDocument, sameAsHead: Set<Int>?) -> CatalogDiff {
        let before = CatalogUnits(base), after = CatalogUnits(head)
        var fieldChanges: [FieldChange] = []
        for name in ["sourceLanguage", "version"] where before.fields[name] != after.fields[name] {
            fieldChanges.append(FieldChange(name: name, before: before.fields[name], after: after.fields[name]))
        }
        var keyChanges: [KeyChange] = []
        var unitChanges: [UnitChange] = []
        for key in after.order {
            let newEntry = after.entries[key]!
            guard let oldEntry = before.entries[key] else {
                let new = after.key(key)
                keyChanges.append(KeyChange(key: key, kind: .added, location: new.location))
                for unit in new.units {
                    unitChanges.append(
                        UnitChange(path: unit.path, kind: .added, before: nil, after: unit.text, location: unit.location))
                }
                continue
            }
            // An entry equal as a value has no change to report: most keys, so their units are never collected.
            let unchanged =
                sameAsHead.map { $0.contains(oldEntry.value.index) }
                ?? SubtreeEquality.equal(base, oldEntry.value.index, head, newEntry.value.index)
            if unchanged { continue }
            let old = before.key(key), new = after.key(key)
            if old.comment != new.comment {
                keyChanges.append(KeyChange(key: key, kind: .commentChanged(from: old.comment, to: new.comment), location: new.location))
            }
            if new.extractionState == "stale" && old.extractionState != "stale" {
                keyChanges.append(KeyChange(key: key, kind: .becameStale(from: old.extractionState), location: new.location))
            }
            if old.shouldTranslate != new.shouldTranslate {
                keyChanges.append(
                    KeyChange(key: key, kind: .translationChanged(shouldTranslate: new.shouldTranslate), location: new.location))
            }
            // A substitution whose argument changed formats another value (or another type) in the same text.
            for format in new.substitutions {
                guard let before = old.substitutions.first(where: { $0.locale == format.locale && $0.name == format.name }),
                    before.format != format.format
                else { continue }
                keyChanges.append(
                    KeyChange(
                        key: key,
                        kind: .argumentChanged(locale: format.locale, substitution: format.name, from: before.format, to: format.format),
                        location: new.location))
            }
            var oldUnits: [UnitAddress: CatalogUnits.Unit] = [:]
            for unit in old.units { oldUnits[unit.path] = unit }
            for unit in new.units {
                if let previous = oldUnits.removeValue(forKey: unit.path) {
                    if previous.text != unit.text {
                        unitChanges.append(
                            UnitChange(path: unit.path, kind: .changed, before: previous.text, after: unit.text, location: unit.location))
                    }
                } else {
                    unitChanges.append(UnitChange(path: unit.path, kind: .added, before: nil, after: unit.text, location: unit.location))
                }
            }
            for unit in old.units where oldUnits[unit.path] != nil {
                unitChanges.append(UnitChange(path: unit.path, kind: .removed, before: unit.text, after: nil, location: unit.location))
            }
        }
        for key in before.order where after.entries[key] == nil {
            let old = before.key(key)
            keyChanges.append(KeyChange(key: key, kind: .removed, location: old.location))
            for unit in old.units {
                unitChanges.append(UnitChange(path: unit.path, kind: .removed, before: unit.text, after: nil, location: unit.location))
            }
        }
        keyChanges.sort { ($0.key, $0.kind.order) < ($1.key, $1.kind.order) }
        unitChanges.sort { $0.path < $1.path }
        return CatalogDiff(
            base: base.file, head: head.file, fieldChanges: fieldChanges, keyChanges: keyChanges, unitChanges: unitChanges)
    }
}

/// A string unit's text and state.
public struct UnitText: Sendable, Equatable {
    public var value: String
    /// `translated`, `needs_review`, `new`, … as written; nil when the unit has none.
    public var state: String?

    public init(value: String, state: String?) {
        self.value = value
        self.state = state
    }
}

/// A top-level field that changed.
public struct FieldChange: Sendable, Equatable {
    public var name: String
    public var before: String?
    public var after: String?

    public init(name: String, before: String?, after: String?) {
        self.name = name
        self.before = before
        self.after = after
    }
}

/// A change to a key as a whole.
public struct KeyChange: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case added
        case removed
        case commentChanged(from: String?, to: String?)
        /// `extractionState` became `stale` (Xcode no longer finds the key in the code); `from` is what it was.
        case becameStale(from: String?)
        /// `shouldTranslate` changed: false marks the key as one translators leave alone.
        case translationChanged(shouldTranslate: Bool)
        /// A substitution of `locale` formats another argument: its number or specifier (`%1$lld` → `%2$@`).
        case argumentChanged(locale: String, substitution: String, from: String, to: String)

        var order: Int {
            switch self {
            case .added: 0
            case .removed: 1
            case .commentChanged: 2
            case .becameStale: 3
            case .translationChanged: 4
            case .argumentChanged: 5
            }
        }
    }

    public var key: String
    public var kind: Kind
    /// The key in the head catalog (in the base for removed keys).
    public var location: SourceLocation
}

/// A unit added, removed or changed.
public struct UnitChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case added, removed, changed
    }

    public var path: UnitAddress
    public var kind: Kind
    public var before: UnitText?
    public var after: UnitText?
    /// The unit in the head catalog (in the base for removed units).
    public var location: SourceLocation

    /// A changed unit whose text differs (its state may differ too).
    public var textChanged: Bool { kind == .changed && before?.value != after?.value }
    /// A changed unit whose state differs.
    public var stateChanged: Bool { kind == .changed && before?.state != after?.state }
    /// The unit is now `needs_review` and was not (or is new and needs review).
    public var nowNeedsReview: Bool { after?.state == "needs_review" && before?.state != "needs_review" }
}

/// Unit counts of one locale in a diff.
public struct LocaleSummary: Sendable, Equatable {
    public var locale: String
    public var added = 0
    public var removed = 0
    /// Units whose text changed (whatever their state did).
    public var textChanged = 0
    /// Units whose state alone changed.
    public var stateChanged = 0
    public var nowNeedsReview = 0

    public init(locale: String, added: Int = 0, removed: Int = 0, textChanged: Int = 0, stateChanged: Int = 0, nowNeedsReview: Int = 0) {
        self.locale = locale
        self.added = added
        self.removed = removed
        self.textChanged = textChanged
        self.stateChanged = stateChanged
        self.nowNeedsReview = nowNeedsReview
    }
}
