import Diagnostics
import StringCatalog
import Synchronization

/// Checks entries while the stream reader is still reading the catalog, so checking overlaps parsing and decoding.
///
/// Per-entry checks need the catalog's locales before the catalog is complete, so they run against the locales
/// of the first batch of entries (plus the source language): a guess that holds for almost every real catalog,
/// where each key lists the same locales. An entry checked ahead is kept only as its outline, so the model of the
/// whole catalog never sits in memory. A later batch that uses another locale proves the guess wrong; the read-ahead
/// findings are then dropped, and whoever runs the read reads the catalog again and checks it whole. When the guess
/// holds, the findings are exactly those of `CatalogChecker.check` on the complete catalog.
final class StreamingCheck: CatalogBatchConsumer {
    private let checker: CatalogChecker
    private let file: String
    private let state = Mutex(State())

    /// What to do with one batch.
    private enum BatchPlan {
        /// No guess (the source language came after the strings): keep the entries to check once read.
        case keepWhole
        /// The guess failed on an earlier batch: the catalog is read again anyway.
        case outlineOnly
        /// Check against the guess, unless the batch uses a locale it lacks.
        case check(CheckContext, known: Set<String>)
    }

    private struct State {
        /// The context the read-ahead checks use; nil until the first batch (or when the source language came late).
        var context: CheckContext?
        /// The locales `context` knows: a batch with any other one ends the read-ahead.
        var knownLocales: Set<String> = []
        var abandoned = false
        /// Read-ahead findings by the index of the first entry of their batch.
        var findings: [Int: [Finding]] = [:]
        /// Entries checked against the guess.
        var checkedEntries = 0
    }

    init(checker: CatalogChecker, file: String) {
        self.checker = checker
        self.file = file
    }

    /// Checks each decoded batch against the guessed locales and returns what the catalog keeps of it (outlines once
    /// checked; whole entries when there is no guess to check them against).
    func consume(_ batch: CatalogEntryBatch) -> [CatalogEntry] {
        let (firstIndex, entries, sourceLanguage) = (batch.firstIndex, batch.entries, batch.sourceLanguage)
        let plan = state.withLock { state -> BatchPlan in
            if state.context == nil, !state.abandoned, firstIndex == 0, let sourceLanguage {
                // The first batch is observed before any other: it sets the guess.
                let guess = StringCatalog(file: file, sourceLanguage: sourceLanguage, version: nil, entries: entries)
                let context = checker.context(for: guess)
                state.context = context
                state.knownLocales = Set(guess.locales)
            }
            guard let context = state.context else { return .keepWhole }
            return state.abandoned ? .outlineOnly : .check(context, known: state.knownLocales)
        }
        let context: CheckContext, known: Set<String>
        switch plan {
        case .keepWhole: return entries
        case .outlineOnly: return entries.map(\.outline)
        case .check(let guessed, let locales): (context, known) = (guessed, locales)
        }
        let outlines = entries.map(\.outline)
        for entry in entries {
            let localizations = entry.localizations
            for index in localizations.indices where !known.contains(localizations[index].locale) {
                state.withLock { $0.abandoned = true }
                return outlines
            }
        }
        let found = checker.entryFindings(entries[...], in: context)
        state.withLock { state in
            state.findings[firstIndex] = found
            state.checkedEntries += entries.count
        }
        return outlines
    }

    /// The findings for the finished `catalog` (outlines where entries were checked ahead), or nil when the guess
    /// failed and the catalog must be read again and checked whole.
    func findings(for catalog: StringCatalog) -> [Finding]? {
        let (guessed, readAhead) = state.withLock { state in
            defer { state.findings = [:] }
            return (state.context != nil, state.findings)
        }
        // Without a guess every entry was kept whole.
        guard guessed else { return checker.check(catalog) }
        guard readAheadHolds(for: catalog), let guess = state.withLock({ $0.context }) else { return nil }
        // Every entry used only the guessed locales, and the guess came from entries of this catalog: they are its locales.
        var findings = checker.catalogFindings(in: checker.context(for: catalog, usedLocales: guess.catalog.locales))
        for first in readAhead.keys.sorted() { findings += readAhead[first]! }
        return checker.sorted(findings)
    }

    /// Whether every entry of the finished `catalog` was checked ahead against its source language, with no entry
    /// using a locale the guess lacked (so the guess's locales are the catalog's).
    func readAheadHolds(for catalog: StringCatalog) -> Bool {
        let (context, abandoned, checked) = state.withLock { ($0.context, $0.abandoned, $0.checkedEntries) }
        guard !abandoned, let context, context.sourceLanguage == catalog.sourceLanguage else { return false }
        return checked == catalog.entries.count
    }
}
