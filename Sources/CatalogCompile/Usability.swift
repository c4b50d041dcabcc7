import StringCatalog

/// Whether a localization's own text can be shipped, or Xcode would use the source text instead.
enum Usability {
    /// Every unit must have a non-empty value, and (outside the source language) must not be in state `new`.
    static func isUsable(_ content: LocalizedContent, allowsNewState: Bool) -> Bool {
        if !content.variations.isEmpty {
            return content.variations.allSatisfy { $0.cases.allSatisfy { isUsable($0.content, allowsNewState: allowsNewState) } }
                && substitutionsUsable(content, allowsNewState: allowsNewState)
        }
        guard let unit = content.stringUnit else { return false }
        return isUsable(unit, allowsNewState: allowsNewState) && substitutionsUsable(content, allowsNewState: allowsNewState)
    }

    private static func substitutionsUsable(_ content: LocalizedContent, allowsNewState: Bool) -> Bool {
        content.substitutions.allSatisfy { substitution in
            substitution.variations.allSatisfy { $0.cases.allSatisfy { isUsable($0.content, allowsNewState: allowsNewState) } }
        }
    }

    private static func isUsable(_ unit: StringUnit, allowsNewState: Bool) -> Bool {
        !unit.isUntranslated(inSourceLanguage: allowsNewState)
    }
}
