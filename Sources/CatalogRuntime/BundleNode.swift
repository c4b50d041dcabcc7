import ICU

/// One key's compiled text in a bundle: plain, or varied by a plural or a device, with its substitutions.
struct BundleNode: Sendable {
    indirect enum Body: Sendable {
        case text(FormatPattern)
        /// Cases indexed by plural category (CLDR order: zero, one, two, few, many, other).
        case plural(argument: Int, format: ArgumentFormat, cases: [BundleNode?])
        /// Cases by device name; `other` is the fallback.
        case device(cases: [String: BundleNode])
    }

    var body: Body
    var substitutions: [String: SubstitutionRule]

    static func index(_ category: PluralCategory) -> Int {
        switch category {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// A `%#@name@` plural substitution: the argument it selects on and a text per category.
struct SubstitutionRule: Sendable {
    var argument: Int
    var format: ArgumentFormat
    var cases: [FormatPattern?]
}
