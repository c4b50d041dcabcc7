/// The arguments a string (or a whole localization) formats, by 1-based position.
///
/// Numbers come from ``ParsedFormat/argumentNumbers()``: sequential directives take the next free number;
/// `%N$…` takes N; `*` width or precision takes an integer first; `%#@name@` takes the substitution's `argNum`
/// (or the next number) with the family of its `formatSpecifier`; `%arg` inside a substitution case takes the
/// substitution's number.
public struct ArgumentSignature: Hashable, Sendable {
    /// One argument position as the string uses it.
    public struct Slot: Hashable, Sendable {
        /// The family, or nil when a substitution has no usable `formatSpecifier`.
        public var family: ArgumentFamily?
        /// The directive that uses the position, as written (`%2$@`, `%#@count@`).
        public var text: String
    }

    /// What a substitution contributes when a string references it.
    public struct SubstitutionArgument: Hashable, Sendable {
        /// The substitution's `argNum`, nil when omitted.
        public var argNum: Int?
        /// The family of its `formatSpecifier`, nil when absent or unknown.
        public var family: ArgumentFamily?

        public init(argNum: Int?, family: ArgumentFamily?) {
            self.argNum = argNum
            self.family = family
        }
    }

    /// Position → slot. A position used twice with different families keeps the first; see ``conflicts``.
    public var slots: [Int: Slot] = [:]
    /// Positions used twice with different families within the same signature (`%1$@ … %1$lld`).
    public var conflicts: [Int] = []

    public init() {}

    /// The signature of one parsed string.
    ///
    /// - Parameters:
    ///   - substitutions: the substitutions visible to the string, by name.
    ///   - substitutionArgument: for a substitution case, what `%arg` stands for.
    public init(
        _ parsed: ParsedFormat, substitutions: [String: SubstitutionArgument] = [:],
        substitutionArgument: SubstitutionArgument? = nil
    ) {
        for (directive, numbers) in zip(parsed.directives, parsed.argumentNumbers()) {
            switch directive.kind {
            case .literalPercent:
                continue
            case .argument(let family):
                for star in numbers.stars { add(star, .integer, directive.text) }
                if let value = numbers.value { add(value, family, directive.text) }
            case .substitution(let name):
                let substitution = substitutions[name]
                // `%N$#@name@` names its argument; otherwise the substitution's `argNum` does, else the count.
                let position = directive.explicitPosition ?? substitution?.argNum ?? numbers.value ?? 1
                add(position, substitution?.family, directive.text)
            case .substitutionArgument:
                guard let substitutionArgument else { continue }
                add(substitutionArgument.argNum ?? 1, substitutionArgument.family, directive.text)
            }
        }
    }

    /// Adds every slot of `other` that this signature lacks.
    public mutating func formUnion(_ other: ArgumentSignature) {
        // In position order, so that conflicts are listed the same way on every run.
        for position in other.slots.keys.sorted() {
            add(position, other.slots[position]!)
        }
    }

    private mutating func add(_ position: Int, _ family: ArgumentFamily?, _ text: String) {
        add(position, Slot(family: family, text: text))
    }

    /// Merges one slot: a second type for a position is a conflict; a known type replaces an unknown one.
    private mutating func add(_ position: Int, _ slot: Slot) {
        if let existing = slots[position] {
            if let a = existing.family, let b = slot.family, a != b, !conflicts.contains(position) {
                conflicts.append(position)
            }
            if existing.family == nil && slot.family != nil { slots[position] = slot }
        } else {
            slots[position] = slot
        }
    }

    /// The highest position used, 0 when none.
    public var arity: Int { slots.keys.max() ?? 0 }
}

/// One way a translation's arguments disagree with the source's.
public struct ArgumentMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The kind of disagreement.
    public enum Kind: Hashable, Sendable {
        /// The source formats an argument at this position that the translation drops.
        case missing(expected: ArgumentSignature.Slot)
        /// The translation formats an argument the source never passes.
        case extra(found: ArgumentSignature.Slot)
        /// Both format the position, as different kinds of value.
        case typeMismatch(expected: ArgumentSignature.Slot, found: ArgumentSignature.Slot)
    }

    /// The 1-based argument position concerned.
    public var position: Int
    /// What kind of mismatch or directive this is.
    public var kind: Kind

    public var description: String {
        switch kind {
        case .missing(let expected):
            "drops argument \(position) (\(expected.text) in the source)"
        case .extra(let found):
            "formats argument \(position) with \(found.text), which the source does not pass"
        case .typeMismatch(let expected, let found):
            "formats argument \(position) as \(found.text) (\(found.family?.rawValue ?? "unknown")) "
                + "where the source has \(expected.text) (\(expected.family?.rawValue ?? "unknown"))"
        }
    }

    /// Compares a translation's arguments with the source's.
    ///
    /// - Parameters:
    ///   - translation: what the translated string formats.
    ///   - required: what the matching source string formats (every position must be present).
    ///   - available: everything the source passes (a translation may use no position outside it).
    ///   - numericMayBeOmitted: plural cases may leave out numbers ("one file", "no files").
    public static func compare(
        translation: ArgumentSignature, required: ArgumentSignature, available: ArgumentSignature,
        numericMayBeOmitted: Bool
    ) -> [ArgumentMismatch] {
        var mismatches: [ArgumentMismatch] = []
        var positions = Array(required.slots.keys) + translation.slots.keys.filter { required.slots[$0] == nil }
        positions.sort()
        for position in positions {
            let expected = required.slots[position] ?? available.slots[position]
            let found = translation.slots[position]
            switch (expected, found) {
            case (let expected?, let found?):
                if let a = expected.family, let b = found.family, a != b {
                    mismatches.append(ArgumentMismatch(position: position, kind: .typeMismatch(expected: expected, found: found)))
                }
            case (let expected?, nil):
                guard required.slots[position] != nil else { continue }
                if numericMayBeOmitted && (expected.family?.isNumeric ?? true) { continue }
                // A substitution's own argument only selects the plural; a language without plurals may drop it.
                if expected.text.hasPrefix("%#@") || expected.text.contains("$#@") { continue }
                mismatches.append(ArgumentMismatch(position: position, kind: .missing(expected: expected)))
            case (nil, let found?):
                mismatches.append(ArgumentMismatch(position: position, kind: .extra(found: found)))
            case (nil, nil):
                continue
            }
        }
        return mismatches
    }
}
