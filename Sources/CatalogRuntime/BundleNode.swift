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

    /// Decodes a node of the bundle format (see the README); `path` names it in errors.
    init(_ json: BundleJSON, error: (String) -> CatalogBundleError) throws(CatalogBundleError) {
        switch json {
        case .string(let text):
            body = .text(FormatPattern(text))
            substitutions = [:]
            return
        case .object:
            break
        default:
            throw error("a string node must be a string or an object")
        }
        if let text = json["text"]?.string {
            body = .text(FormatPattern(text))
        } else if let plural = json["plural"] {
            guard let argument = plural["arg"]?.number, argument > 0, let spec = plural["spec"]?.string,
                  case .object(let members)? = plural["cases"] else {
                throw error("a plural node needs \"arg\", \"spec\" and \"cases\"")
            }
            var cases = [BundleNode?](repeating: nil, count: PluralCategory.allCases.count)
            for member in members {
                guard let category = PluralCategory(rawValue: member.key) else { throw error("'\(member.key)' is not a plural category") }
                cases[Self.index(category)] = try BundleNode(member.value, error: error)
            }
            guard cases[Self.index(.other)] != nil else { throw error("a plural node has no 'other' case") }
            body = .plural(argument: argument, format: ArgumentFormat(spec: spec), cases: cases)
        } else if case .object(let members)? = json["device"] {
            var cases: [String: BundleNode] = [:]
            for member in members { cases[member.key] = try BundleNode(member.value, error: error) }
            body = .device(cases: cases)
        } else {
            throw error("a node object needs \"text\", \"plural\" or \"device\"")
        }
        var substitutions: [String: SubstitutionRule] = [:]
        if case .object(let members)? = json["subs"] {
            for member in members {
                guard let argument = member.value["arg"]?.number, argument > 0, let spec = member.value["spec"]?.string,
                      case .object(let caseMembers)? = member.value["cases"] else {
                    throw error("substitution '\(member.key)' needs \"arg\", \"spec\" and \"cases\"")
                }
                var cases = [FormatPattern?](repeating: nil, count: PluralCategory.allCases.count)
                for caseMember in caseMembers {
                    guard let category = PluralCategory(rawValue: caseMember.key), let text = caseMember.value.string else {
                        throw error("substitution '\(member.key)' has a case that is not a plural category with a string")
                    }
                    cases[Self.index(category)] = FormatPattern(text)
                }
                guard cases[Self.index(.other)] != nil else { throw error("substitution '\(member.key)' has no 'other' case") }
                substitutions[member.key] = SubstitutionRule(argument: argument, format: ArgumentFormat(spec: spec), cases: cases)
            }
        }
        self.substitutions = substitutions
    }

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
