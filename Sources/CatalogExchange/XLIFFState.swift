import StringCatalog

/// A `<target>`'s `state` and `state-qualifier`, and how they map to and from catalog states.
///
/// `translated` ↔ `translated`, `new` ↔ `new`, `needs_review` ↔ `needs-review-l10n`, `machine_translated` ↔
/// `translated` with `state-qualifier="leveraged-mt"`. `machine_translated` is read and written by its raw value, so
/// the mapping holds whether or not `TranslationState` names it.
public struct XLIFFState: Hashable, Sendable {
    /// The `state` attribute; nil when the target has none.
    public var state: String?
    /// The `state-qualifier` attribute, if any.
    public var qualifier: String?

    public init(state: String?, qualifier: String? = nil) {
        self.state = state
        self.qualifier = qualifier
    }

    static let machineTranslatedRawValue = "machine_translated"
    static let leveragedMT = "leveraged-mt"

    /// What Xcode's export writes for a catalog state (a unit without a state is written as translated).
    init(exporting state: TranslationState?) {
        switch state?.rawValue {
        case "new": self.init(state: "new")
        case "needs_review": self.init(state: "needs-review-l10n")
        case Self.machineTranslatedRawValue: self.init(state: "translated", qualifier: Self.leveragedMT)
        default: self.init(state: "translated")
        }
    }

    /// Whether Xcode's import skips a target in this state: it takes no `new` or `needs-review-*` target
    /// (observed in Xcode 27's own import of an edited export; see docs/catalog-export-import.md).
    var isSkippedOnImport: Bool {
        guard let state else { return false }
        return state == "new" || state.hasPrefix("needs-review")
    }

    /// The catalog state an imported target gets: `machine_translated` for `leveraged-mt`, else `translated`
    /// (`final`, `signed-off`, a missing or unknown state and other qualifiers all import as translated, as in Xcode).
    var importedState: TranslationState {
        qualifier == Self.leveragedMT ? TranslationState(rawValue: Self.machineTranslatedRawValue) : .translated
    }
}
