import JSONCore

/// How variations may nest, as Xcode's compiler takes them: one group per depth, plural inside device and nothing
/// else, a plain device `other` case, and only the `plural` and `device` selectors.
///
/// The rule of the `variation-unsupported` check, said here so that the commands which expand plurals (pseudo,
/// export, import) can refuse what the check calls invalid before expanding it: a plural nested in a plural
/// doubles the units at every depth, so a few kilobytes could otherwise ask for gigabytes. The walk stops at the
/// first problem of each branch, so it costs time linear in the content.
public enum VariationShape {
    /// The check's id, named in the commands' refusals.
    public static let ruleID = "variation-unsupported"

    /// One place where variations are shaped as Xcode refuses.
    public struct Problem: Sendable, Equatable {
        /// Steps from the localization to the offending group or case.
        public var path: [UnitStep]
        /// What is wrong, as the end of a sentence (`is varied by plural inside a plural case: …`).
        public var text: String
        public var location: SourceLocation
    }

    /// The problems in `content`, in file order.
    public static func problems(in content: LocalizedContent) -> [Problem] {
        var out: [Problem] = []
        walk(content, enclosing: nil, path: [], into: &out)
        return out
    }

    /// The check's message for `problem` in the `locale` localization of `key`.
    public static func message(_ problem: Problem, key: String, locale: String) -> String {
        let place = ContentLeaf.describe(problem.path)
        return "\(place.isEmpty ? locale : "\(locale) \(place)") of \(KeyQuoting.quoted(key)) \(problem.text)"
    }

    /// The first problem in `catalog`, as an error that names the rule and where it is; nil when there is none.
    public static func firstRefusal(in catalog: StringCatalog) -> VariationShapeError? {
        for entry in catalog.entries {
            // Most localizations hold no variations: nothing to walk, nothing to allocate.
            for localization in entry.localizations where !localization.content.variations.isEmpty {
                if let problem = problems(in: localization.content).first {
                    return VariationShapeError(
                        message: message(problem, key: entry.key, locale: localization.locale), location: problem.location)
                }
            }
        }
        return nil
    }

    private static func walk(_ content: LocalizedContent, enclosing: Variations.Selector?, path: [UnitStep], into out: inout [Problem]) {
        if content.variations.count > 1 {
            let names = content.variations.map(\.selector.name).joined(separator: " and ")
            out.append(
                Problem(
                    path: path, text: "mixes \(names) variations at one depth, which Xcode refuses",
                    location: content.variations[1].location))
            return
        }
        guard let group = content.variations.first else { return }
        if case .unknown(let name) = group.selector {
            out.append(
                Problem(
                    path: path, text: "is varied by '\(name)', which neither stringsdict nor Android resources can hold",
                    location: group.location))
            return
        }
        if let enclosing {
            if enclosing == .plural {
                out.append(
                    Problem(
                        path: path,
                        text: "is varied by \(group.selector.name) inside a plural case: a plural case cannot be varied further",
                        location: group.location))
                return
            }
            if group.selector != .plural {
                out.append(
                    Problem(
                        path: path, text: "is varied by device inside a device case: a device case can only vary by plural",
                        location: group.location))
                return
            }
        }
        for variationCase in group.cases {
            let casePath = path + [.variation(selector: group.selector, caseName: variationCase.name)]
            if group.selector == .device, variationCase.name == "other", !variationCase.content.variations.isEmpty {
                out.append(
                    Problem(
                        path: casePath, text: "is varied, but a device 'other' case is the plain .strings value and cannot be varied",
                        location: variationCase.location))
                continue
            }
            walk(variationCase.content, enclosing: group.selector, path: casePath, into: &out)
        }
    }
}

/// A catalog a command refuses because its variations are shaped as `catalog check` calls invalid.
public struct VariationShapeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The check's message (`en plural 'other' of 'K' is varied by plural inside a plural case: …`).
    public var message: String
    public var location: SourceLocation

    /// `file:line:col: … [variation-unsupported]`, and what to do.
    public var description: String {
        "\(location): \(message) [\(VariationShape.ruleID)]; fix the variations (`timekeeper catalog check` lists "
            + "every such place) and run the command again"
    }
}

/// A key as messages quote it: in single quotes, shortened to 60 characters, newlines shown as `\n`.
public enum KeyQuoting {
    public static func quoted(_ key: String) -> String {
        if key.utf8.count <= 60 && !key.utf8.contains(0x0A) { return "'\(key)'" }
        var shown = key.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        if shown.count > 60 { shown = String(shown.prefix(57)) + "…" }
        return "'\(shown)'"
    }
}
