import JSONCore

/// The content of a localization or of one variation case: a unit, a string set, variations, and substitutions.
///
/// Real files hold exactly one of `stringUnit`, `stringSet` or `variations`, plus optional `substitutions`;
/// the model allows what files can contain so that checks, not the reader, report odd combinations.
public struct LocalizedContent: Sendable, Equatable {
    public var stringUnit: StringUnit?
    /// App Shortcuts phrases; rare, so stored out of line (see `storedStringSet`).
    public var stringSet: StringSet? {
        get { storedStringSet?.value }
        set { storedStringSet = newValue.map(StringSetBox.init) }
    }
    /// Whether the content holds a string set; reads no set (the getter above copies one out), and is inlined so that
    /// asking copies no content either.
    @inlinable public var hasStringSet: Bool { storedStringSet != nil }
    /// One pointer instead of a whole optional `StringSet` inline: every content value in a big catalog would
    /// otherwise carry about 60 unused bytes (the typed model of a 23 MB catalog holds ~90k of them).
    @usableFromInline var storedStringSet: StringSetBox?
    /// Variation groups in file order; more than one (e.g. `plural` and `device` side by side) is a compile error.
    public var variations: [Variations]
    /// Substitutions in file order (`%#@name@` arguments).
    public var substitutions: [Substitution]
    /// Where the object holding this content starts.
    public var location: SourceLocation
    /// Fields the model does not know, in file order (written back by `CatalogWriter`).
    public var unknownFields: [JSONMember] = []

    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: [Variations] = [],
        substitutions: [Substitution] = [], location: SourceLocation
    ) {
        self.stringUnit = stringUnit
        self.storedStringSet = stringSet.map(StringSetBox.init)
        self.variations = variations
        self.substitutions = substitutions
        self.location = location
    }
}

/// Immutable out-of-line storage for `LocalizedContent.stringSet` (value semantics: a set replaces the box).
@usableFromInline final class StringSetBox: Sendable, Equatable {
    let value: StringSet
    init(_ value: StringSet) { self.value = value }

    @usableFromInline static func == (lhs: StringSetBox, rhs: StringSetBox) -> Bool { lhs.value == rhs.value }
}

/// A `stringUnit`: a translation state and a value.
public struct StringUnit: Sendable, Equatable {
    /// The translation state; nil when absent.
    public var state: TranslationState?
    public var value: String
    /// Where the value string starts (the opening quote).
    public var valueLocation: SourceLocation
    /// Where the state string starts, for findings about the state; the value's location when there is no state.
    /// (Declared here, after `valueLocation`, it fills padding: a unit grows by 8 bytes, not 16.)
    public var stateLocation: SourceLocation
    /// Fields the model does not know, in file order (written back by `CatalogWriter`).
    public var unknownFields: [JSONMember] = []

    /// A unit; `stateLocation` defaults to `valueLocation`.
    public init(state: TranslationState?, value: String, valueLocation: SourceLocation, stateLocation: SourceLocation? = nil) {
        self.state = state
        self.value = value
        self.valueLocation = valueLocation
        self.stateLocation = stateLocation ?? valueLocation
    }
}

/// A `stringSet` (App Shortcuts phrases): a state and a list of values.
public struct StringSet: Sendable, Equatable {
    /// The translation state; nil when absent.
    public var state: TranslationState?
    /// The phrases, in file order.
    public var values: [String]
    /// Where each of `values` starts.
    public var valueLocations: [SourceLocation]
    /// Where the `stringSet` object starts.
    public var location: SourceLocation
    /// Where the state string starts; the set's location when there is no state.
    public var stateLocation: SourceLocation
    /// Fields the model does not know, in file order (written back by `CatalogWriter`).
    public var unknownFields: [JSONMember] = []

    /// A set; `stateLocation` defaults to `location`.
    public init(
        state: TranslationState?, values: [String], valueLocations: [SourceLocation], location: SourceLocation,
        stateLocation: SourceLocation? = nil
    ) {
        self.state = state
        self.values = values
        self.valueLocations = valueLocations
        self.location = location
        self.stateLocation = stateLocation ?? location
    }

    /// Each phrase as a unit with the set's state (what checks and statistics read, like any other unit).
    public var units: [StringUnit] {
        zip(values, valueLocations).map { StringUnit(state: state, value: $0, valueLocation: $1, stateLocation: stateLocation) }
    }
}

/// One `variations` group: its selector (`plural`, `device`, or an unknown name kept as written) and its cases.
public struct Variations: Sendable, Equatable {
    /// What chooses between the cases.
    public enum Selector: Hashable, Sendable {
        case plural
        case device
        case unknown(String)

        public init(_ name: String) {
            switch name {
            case "plural": self = .plural
            case "device": self = .device
            default: self = .unknown(name)
            }
        }

        public var name: String {
            switch self {
            case .plural: "plural"
            case .device: "device"
            case .unknown(let name): name
            }
        }
    }

    public var selector: Selector
    /// Cases in file order: plural categories (`zero` … `other`) or device names (`iphone`, `mac`, … `other`).
    public var cases: [VariationCase]
    /// Where the selector key (`"plural"`) is written.
    public var location: SourceLocation

    public init(selector: Selector, cases: [VariationCase], location: SourceLocation) {
        self.selector = selector
        self.cases = cases
        self.location = location
    }

    /// The case named `name`, if present.
    public func `case`(_ name: String) -> VariationCase? {
        cases.first { $0.name == name }
    }
}

/// One case of a variation group; its content may nest further variations (device → plural).
public struct VariationCase: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    public var content: LocalizedContent

    public init(name: String, location: SourceLocation, content: LocalizedContent) {
        self.name = name
        self.location = location
        self.content = content
    }
}

/// A named substitution: the argument it formats, its specifier, and its variations.
public struct Substitution: Sendable, Equatable {
    public var name: String
    public var location: SourceLocation
    /// 1-based argument number; nil when the file omits it.
    public var argNum: Int?
    /// The specifier without `%`, e.g. `lld`; nil when absent.
    public var formatSpecifier: String?
    public var variations: [Variations]
    /// Fields the model does not know, in file order (written back by `CatalogWriter`).
    public var unknownFields: [JSONMember] = []

    public init(name: String, location: SourceLocation, argNum: Int?, formatSpecifier: String?, variations: [Variations]) {
        self.name = name
        self.location = location
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}
