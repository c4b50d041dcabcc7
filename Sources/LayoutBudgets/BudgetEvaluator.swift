import Dispatch
import ICU
import StringCatalog
import Synchronization

/// Measures every label of a catalog against its budgets and reports overflow, shrinking and missing glyphs.
///
/// Shaped widths are cached per font chain, so each distinct string is shaped once however many sizes,
/// budgets or variants use it. Safe to share between threads.
public struct BudgetEvaluator: Sendable {
    /// The budgets every entry is measured against.
    public let budgets: LayoutBudgets
    /// Where font chains (and their width caches) come from.
    public let fonts: FontLibrary
    /// When set, the source text is also checked as this pseudo-locale (e.g. `long`: as translation will expand it).
    public let pseudo: PseudoStyle?
    private let numbers: PluralNumberSampler
    private let localeIDs = LocaleIdentifierCache()
    /// Where `label-over-budget` leaves glyph findings for `glyph-missing`, so texts are measured once per run.
    public let glyphHandoff = FindingHandoff()
    private let chainCache: ChainCache

    /// An evaluator for `budgets`; `fonts` should be the library the budgets file was read with.
    public init(budgets: LayoutBudgets, fonts: FontLibrary, pseudo: PseudoStyle? = nil) {
        self.budgets = budgets
        self.fonts = fonts
        self.pseudo = pseudo
        self.numbers = PluralNumberSampler(range: budgets.numberRange)
        self.chainCache = ChainCache(fonts: fonts)
    }

    /// Every finding for `catalog`: overflow and the rest per entry (in parallel), then unmatched patterns.
    public func evaluate(_ catalog: StringCatalog, locales: Set<String>? = nil) -> [BudgetFinding] {
        let entries = catalog.entries
        let results = Mutex<[[BudgetFinding]]>(Array(repeating: [], count: entries.count))
        let chunk = 32
        let chunks = (entries.count + chunk - 1) / chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { index in
            for position in index * chunk..<min(entries.count, (index + 1) * chunk) {
                let found = evaluate(entries[position], sourceLanguage: catalog.sourceLanguage, locales: locales)
                if !found.isEmpty { results.withLock { $0[position] = found } }
            }
        }
        return results.withLock { $0.flatMap { $0 } } + unmatchedPatterns(in: catalog)
    }

    /// Budgets whose pattern matches no key of `catalog` (a warning: a renamed key or a typo).
    public func unmatchedPatterns(in catalog: StringCatalog) -> [BudgetFinding] {
        budgets.budgets.filter { budget in !catalog.entries.contains { budget.pattern.matches($0.key) } }.map { budget in
            BudgetFinding(
                kind: .patternUnmatched, key: nil, locale: nil, variant: "", numbers: nil, unit: budget.limit.unit,
                measured: 0, allowed: 0, sizeName: nil, text: "", location: budget.location,
                message: "The budget for \"\(budget.pattern)\" matches no key in \(catalog.file), so it checks nothing.")
        }
    }

    /// The findings for one entry, over each locale it has (the source language read from the key when absent).
    public func evaluate(_ entry: CatalogEntry, sourceLanguage: String, locales: Set<String>? = nil) -> [BudgetFinding] {
        let applicable = budgets.budgets(for: entry.key)
        guard !applicable.isEmpty else { return [] }
        var texts: [(locale: String, content: LocalizedContent)] = []
        for localization in entry.localizations where locales?.contains(localization.locale) ?? true {
            texts.append((localization.locale, localization.content))
        }
        if entry.localization(sourceLanguage) == nil, locales?.contains(sourceLanguage) ?? true {
            // Without a source localization the key is the text shown.
            let unit = StringUnit(state: nil, value: entry.key, valueLocation: entry.location)
            texts.insert((sourceLanguage, LocalizedContent(stringUnit: unit, location: entry.location)), at: 0)
        }
        if let pseudo, let content = Pseudolocalizer(style: pseudo).content(for: entry, sourceLanguage: sourceLanguage) {
            texts.append((pseudo.locale, content))
        }
        var findings: [BudgetFinding] = []
        for (locale, content) in texts {
            let localeID = localeIDs.identifier(locale)
            for budget in applicable {
                let renderer = VariantRenderer(
                    locale: locale, sampleValue: budget.sampleValue ?? budgets.sampleValue, numbers: numbers)
                var chains: [String: Result<FontChain, FontError>] = [:]
                for variant in renderer.render(content) {
                    let limit = budget.limit(forDevice: variant.device)
                    var chain: Result<FontChain, FontError>?
                    if case .points(let points) = limit {
                        // One chain lookup per locale, budget and device, not per variant.
                        let device = variant.device ?? ""
                        chain = chains[device] ?? Result { () throws(FontError) in try chainCache.chain(for: points, locale: locale) }
                        chains[device] = chain
                    }
                    findings += check(variant, key: entry.key, locale: locale, localeID: localeID, limit: limit, chain: chain)
                }
            }
        }
        return findings
    }

    private func check(
        _ variant: RenderedVariant, key: String, locale: String, localeID: LocaleIdentifier?, limit: BudgetLimit,
        chain: Result<FontChain, FontError>?
    ) -> [BudgetFinding] {
        func finding(_ kind: BudgetFinding.Kind, _ unit: BudgetUnit, measured: Double, allowed: Double, size: String?, _ message: String)
            -> BudgetFinding
        {
            BudgetFinding(
                kind: kind, key: key, locale: locale, variant: variant.variant, numbers: variant.numbers, unit: unit,
                measured: measured, allowed: allowed, sizeName: size, text: variant.text, location: variant.location,
                message: message)
        }
        switch limit {
        case .graphemes(let allowed), .columns(let allowed):
            let unit = limit.unit
            let count =
                (try? unit == .graphemes ? TextMetrics.graphemeCount(variant.text) : TextMetrics.displayColumns(variant.text))
                ?? variant.text.count
            guard count > allowed else { return [] }
            let over = count - allowed
            let subject = describe(key: key, locale: locale, variant: variant)
            return [
                finding(
                    .overBudget, unit, measured: Double(count), allowed: Double(allowed), size: nil,
                    "\(subject) is \(count) \(unit) long, allowed \(allowed): over by \(over) "
                        + "(\(Self.percent(Double(over), of: Double(allowed))))."
                )
            ]
        case .points(let points):
            return checkPoints(variant, key: key, locale: locale, localeID: localeID, limit: points, chain: chain) {
                finding($0, $1, measured: $2, allowed: $3, size: $4, $5)
            }
        }
    }

    private func checkPoints(
        _ variant: RenderedVariant, key: String, locale: String, localeID: LocaleIdentifier?, limit: PointsLimit,
        chain resolved: Result<FontChain, FontError>?,
        finding: (BudgetFinding.Kind, BudgetUnit, Double, Double, String?, String) -> BudgetFinding
    ) -> [BudgetFinding] {
        let chain: FontChain
        do {
            chain = try resolved?.get() ?? chainCache.chain(for: limit, locale: locale)
        } catch {
            // The budgets reader opened every named font already; a font that vanished since is reported, not skipped.
            return [
                finding(
                    .overBudget, .points, 0, limit.width, nil,
                    "\(describe(key: key, locale: locale, variant: variant)) could not be measured: \(error)")
            ]
        }
        var results: [BudgetFinding] = []
        let layout = chain.layout(of: variant.text, lines: limit.lines, locale: localeID)
        let whole = layout.width
        let fit = layout.fit
        if !whole.missingCharacters.isEmpty {
            let listed = whole.missingCharacters.map { character in
                "'\(character)' (\(character.unicodeScalars.map(\.codePointNotation).joined(separator: " ")))"
            }
            results.append(
                finding(
                    .glyphMissing(whole.missingCharacters), .points, 0, 0, nil,
                    "\(describe(key: key, locale: locale, variant: variant)): no font has a glyph for \(listed.joined(separator: ", ")) (tried \(chain.faces.map(\.displayName).joined(separator: ", "))); it was measured as an empty box."
                ))
        }
        for (size, sizeName) in limit.sizes {
            let needed = fit.ems * size
            if !fit.tooManyHardLines && needed <= limit.width + 1e-9 { continue }
            let subject = describe(key: key, locale: locale, variant: variant)
            let box = limit.lines == 1 ? "\(Self.points(limit.width)) pt" : "\(Self.points(limit.width)) pt × \(limit.lines) lines"
            if fit.tooManyHardLines {
                results.append(
                    finding(
                        .overBudget, .points, needed, limit.width, sizeName,
                        "\(subject) has \(fit.lines) lines (forced line breaks), allowed \(limit.lines) in \(box) at \(sizeName)."))
                continue
            }
            let fonts = whole.fontsUsed.joined(separator: " + ")
            let scale = limit.width / needed
            if scale >= limit.minimumScaleFactor {
                results.append(
                    finding(
                        .shrank(scale: scale), .points, needed, limit.width, sizeName,
                        "\(subject) needs \(Self.points(needed)) pt at \(sizeName) in \(fonts) and fits \(box) only by shrinking to "
                            + "\(Self.percent(scale * 100, of: 100)) (minimumScaleFactor \(Self.number(limit.minimumScaleFactor)))."
                    ))
                continue
            }
            let over = needed - limit.width
            let shrinkNote =
                limit.minimumScaleFactor < 1 ? ", even shrunk to minimumScaleFactor \(Self.number(limit.minimumScaleFactor))" : ""
            results.append(
                finding(
                    .overBudget, .points, needed, limit.width, sizeName,
                    "\(subject) needs \(Self.points(needed)) pt at \(sizeName) in \(fonts), allowed \(box): over by "
                        + "\(Self.points(over)) pt (\(Self.percent(over, of: limit.width)))\(shrinkNote)."
                ))
        }
        return results
    }

    private func describe(key: String, locale: String, variant: RenderedVariant) -> String {
        let label = variant.label
        return "\"\(key)\" in \(locale)\(label.isEmpty ? "" : " (\(label))") \"\(variant.text)\""
    }

    /// One decimal, without `String(format:)` (slow on Linux when thousands of findings are written).
    static func points(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func percent(_ part: Double, of whole: Double) -> String {
        whole > 0 ? points(part / whole * 100) + "%" : "—"
    }
}

/// Parsed locale identifiers, once per locale (line breaking is tailored by locale).
final class LocaleIdentifierCache: Sendable {
    private let known = Mutex<[String: LocaleIdentifier?]>([:])

    func identifier(_ locale: String) -> LocaleIdentifier? {
        if let cached = known.withLock({ $0[locale] }) { return cached }
        let parsed = try? LocaleIdentifier(locale)
        known.withLock { $0[locale] = parsed }
        return parsed
    }
}

/// The font chain of each (font, fallbacks, locale) combination; a cheaper key than the full face list.
final class ChainCache: Sendable {
    private struct Key: Hashable {
        var font: FontReference?
        var fallbacks: [FontReference]?
        /// Only the CJK face of the default fallbacks depends on the locale.
        var cjkFace: Int
    }

    private let fonts: FontLibrary
    private let chains = Mutex<[Key: FontChain]>([:])

    init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    func chain(for limit: PointsLimit, locale: String) throws(FontError) -> FontChain {
        let key = Key(
            font: limit.font, fallbacks: limit.fallbackFonts, cjkFace: limit.fallbackFonts == nil ? DefaultFonts.cjkFace(for: locale) : 0)
        if let known = chains.withLock({ $0[key] }) { return known }
        let chain = try fonts.chain(
            primary: limit.font ?? DefaultFonts.primary, fallbacks: limit.fallbackFonts ?? DefaultFonts.fallbacks(for: locale))
        chains.withLock { $0[key] = chain }
        return chain
    }
}
