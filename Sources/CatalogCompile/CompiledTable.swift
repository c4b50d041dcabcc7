import JSONCore

/// A catalog resolved for compiling: one table, every locale filled in with Xcode's fallbacks, and
/// every plural bound to the argument it selects on. Every output format is written from this.
public struct CompiledTable: Sendable, Equatable {
    /// The table name: the catalog file's base name (`Localizable`).
    public var name: String
    /// The catalog's source language.
    public var sourceLanguage: String
    /// The path of the catalog it came from.
    public var file: String
    /// Every locale of the catalog (source first, then sorted), each with every compilable key.
    public var locales: [CompiledLocale]

    /// The source language's strings (the fallback of every other locale).
    public var source: CompiledLocale? { locales.first { $0.locale == sourceLanguage } }
}

/// One locale's strings, sorted by key (Unicode scalar order) so every output is deterministic.
public struct CompiledLocale: Sendable, Equatable {
    /// The locale as the catalog writes it (`pt-BR`).
    public var locale: String
    /// The plural categories CLDR gives the locale, in CLDR order (what a key that is a plural elsewhere needs here).
    public var pluralCategories: [String]
    /// Every key of the catalog.
    public var strings: [CompiledString]
}

/// One key's text for one locale.
public struct CompiledString: Sendable, Equatable {
    /// The catalog key.
    public var key: String
    /// Where the key is written in the catalog.
    public var location: SourceLocation
    /// The translators' comment, if any.
    public var comment: String?
    /// The text, possibly varied.
    public var content: CompiledContent
    /// True when this locale's own text was missing, `new` or empty and the source text stands in, as Xcode does.
    public var isSourceFallback: Bool
    /// The source's named arguments (`%(count)lld`) in order of first use: argument N is `argumentNames[N - 1]`.
    /// The texts above are already positional (`%1$lld`); the names are kept for accessors' argument labels.
    public var argumentNames: [String] = []
}

/// Text that may vary by a plural or a device, with the substitutions its texts reference.
public struct CompiledContent: Sendable, Equatable {
    /// What the text varies by, if anything.
    public indirect enum Body: Sendable, Equatable {
        /// A plain string (possibly with `%#@name@` references).
        case text(String)
        /// Cases chosen by the plural category of one argument.
        case plural(PluralArgument, [CompiledCase])
        /// Cases chosen by the device the app runs on; `other` is the fallback.
        case device([CompiledCase])
    }

    /// The text or its variation.
    public var body: Body
    /// The `%#@name@` substitutions its texts reference.
    public var substitutions: [CompiledSubstitution]

    /// Content with `body` and `substitutions`.
    public init(body: Body, substitutions: [CompiledSubstitution] = []) {
        self.body = body
        self.substitutions = substitutions
    }

    /// Every text in the body, depth first (not substitution cases).
    public var bodyTexts: [String] {
        switch body {
        case .text(let text): [text]
        case .plural(_, let cases), .device(let cases): cases.flatMap(\.content.bodyTexts)
        }
    }
}

/// One case of a plural or device variation.
public struct CompiledCase: Sendable, Equatable {
    /// A plural category (`zero` … `other`) or a device (`iphone`, `mac`, … `other`).
    public var name: String
    /// The case's text, possibly varied further (device → plural).
    public var content: CompiledContent
}

/// The argument a plural variation selects on.
public struct PluralArgument: Sendable, Equatable {
    /// 1-based argument number.
    public var number: Int
    /// The printf specifier without `%` (`lld`, `.1f`), the stringsdict `NSStringFormatValueTypeKey`.
    public var formatSpecifier: String
}

/// A `%#@name@` plural substitution, bound to its argument.
public struct CompiledSubstitution: Sendable, Equatable {
    /// The name referenced as `%#@name@`.
    public var name: String
    /// The argument it selects on.
    public var argument: PluralArgument
    /// Plural category → text, where `%arg` stands for the argument.
    public var cases: [(name: String, text: String)]

    /// Equal names, arguments and cases (tuples are not Equatable, so spelled out).
    public static func == (lhs: CompiledSubstitution, rhs: CompiledSubstitution) -> Bool {
        lhs.name == rhs.name && lhs.argument == rhs.argument
            && lhs.cases.map(\.name) == rhs.cases.map(\.name) && lhs.cases.map(\.text) == rhs.cases.map(\.text)
    }
}

/// CLDR's plural categories in CLDR order (outputs list cases in this order).
enum PluralCategoryOrder {
    static let all = ["zero", "one", "two", "few", "many", "other"]

    static func sorted(_ names: [String]) -> [String] {
        names.sorted { (all.firstIndex(of: $0) ?? all.count, $0) < (all.firstIndex(of: $1) ?? all.count, $1) }
    }
}
