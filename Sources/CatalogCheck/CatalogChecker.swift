import Diagnostics
import Dispatch
import StringCatalog
import Synchronization

/// Runs the configured checks over a catalog and returns its findings, sorted by location.
///
/// Entries are checked in parallel in chunks when the catalog is large enough for that to pay.
public struct CatalogChecker: Sendable {
    /// One check with the severity configuration gave it.
    public struct ActiveCheck: Sendable {
        /// The check.
        public let check: any CatalogCheck
        /// Its severity after configuration.
        public let severity: Severity
    }

    /// The enabled checks, in registry order.
    public let checks: [ActiveCheck]
    /// Where plural categories come from.
    public let pluralRules: any PluralRulesProvider
    /// Decides which locale tags are valid.
    public let localeValidator: any LocaleValidating
    /// Keys matching any of these are skipped.
    public let excludedKeys: [KeyPattern]
    /// Locales to check (nil: those the catalog uses).
    public let locales: [String]?

    /// Ids turned off by configuration (findings from the reader with these ids are dropped too).
    public let disabled: Set<String>
    /// Severities configuration set for ids outside the registry (reader warnings).
    public let severityOverrides: [String: Severity]

    /// Entries per parallel chunk; below two chunks the work runs on the calling thread.
    static let chunkSize = 64

    public init(
        checks: [ActiveCheck], pluralRules: any PluralRulesProvider, localeValidator: any LocaleValidating,
        excludedKeys: [KeyPattern] = [], locales: [String]? = nil, disabled: Set<String> = [],
        severityOverrides: [String: Severity] = [:]
    ) {
        self.checks = checks
        self.disabled = disabled
        self.severityOverrides = severityOverrides
        self.pluralRules = pluralRules
        self.localeValidator = localeValidator
        self.excludedKeys = excludedKeys
        self.locales = locales
    }

    /// Every check of the registry at its default severity.
    public init(pluralRules: any PluralRulesProvider, localeValidator: any LocaleValidating) {
        self.init(
            checks: CheckRegistry.all.map { ActiveCheck(check: $0, severity: $0.defaultSeverity) },
            pluralRules: pluralRules, localeValidator: localeValidator)
    }

    /// Whether configuration turned `id` off.
    public func isDisabled(_ id: String) -> Bool { disabled.contains(id) }

    /// A reader finding after configuration: nil when its rule is off, else with the configured severity.
    public func applyConfiguration(to finding: Finding) -> Finding? {
        guard !disabled.contains(finding.ruleID) else { return nil }
        var configured = finding
        if let severity = severityOverrides[finding.ruleID] { configured.severity = severity }
        return configured
    }

    /// The findings for `catalog`, sorted by location, then rule id.
    public func check(_ catalog: StringCatalog) -> [Finding] {
        let context = context(for: catalog)
        var findings = catalogFindings(in: context)
        let entries = catalog.entries
        let chunkCount = (entries.count + Self.chunkSize - 1) / Self.chunkSize
        if chunkCount < 2 {
            findings += entryFindings(entries[...], in: context)
        } else {
            let results = Mutex<[[Finding]]>(Array(repeating: [], count: chunkCount))
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let range = chunk * Self.chunkSize..<min(entries.count, (chunk + 1) * Self.chunkSize)
                let found = entryFindings(entries[range], in: context)
                results.withLock { $0[chunk] = found }
            }
            findings += results.withLock { $0.flatMap { $0 } }
        }
        return sorted(findings)
    }

    /// What the checks of `catalog` consult: its locales (or the configured ones) and their plural rules.
    /// `usedLocales`, when given, must be `catalog.locales` (which walks every localization to compute).
    func context(for catalog: StringCatalog, usedLocales: [String]? = nil) -> CheckContext {
        CheckContext(
            catalog: catalog, usedLocales: usedLocales ?? catalog.locales, locales: locales, pluralRules: pluralRules,
            localeValidator: localeValidator)
    }

    /// The findings of the checks that look at the catalog as a whole (`context` must hold the whole catalog).
    func catalogFindings(in context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        for active in checks {
            var sink = makeSink(active, context.catalog.file)
            active.check.checkCatalog(in: context, into: &sink)
            findings += sink.findings
        }
        return findings
    }

    /// The findings of the per-entry checks for `entries`, unsorted; `context` needs only the catalog's file,
    /// source language and locales, so entries can be checked before the rest of the catalog is read.
    func entryFindings(_ entries: ArraySlice<CatalogEntry>, in context: CheckContext) -> [Finding] {
        // One sink per check for the whole slice: findings are sorted by location afterwards anyway.
        var sinks = checks.map { makeSink($0, context.catalog.file) }
        for entry in entries where !excludedKeys.contains(where: { $0.matches(entry.key) }) {
            let facts = EntryFacts(entry, context: context)
            for index in checks.indices {
                checks[index].check.check(facts, in: context, into: &sinks[index])
            }
        }
        return sinks.flatMap(\.findings)
    }

    /// `findings` sorted by location, then registry order, then the order they were found in.
    func sorted(_ findings: [Finding]) -> [Finding] {
        // Ranks are looked up before sorting, not per comparison.
        let order = Dictionary(uniqueKeysWithValues: checks.enumerated().map { ($1.check.id, $0) })
        var ranked = findings.enumerated().map { (rank: order[$1.ruleID] ?? 0, index: $0) }
        ranked.sort { a, b in
            let left = findings[a.index].location, right = findings[b.index].location
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            if a.rank != b.rank { return a.rank < b.rank }
            return a.index < b.index
        }
        return ranked.map { findings[$0.index] }
    }

    private func makeSink(_ active: ActiveCheck, _ file: String) -> FindingSink {
        FindingSink(ruleID: active.check.id, severity: active.severity, hint: active.check.help, file: file)
    }
}
