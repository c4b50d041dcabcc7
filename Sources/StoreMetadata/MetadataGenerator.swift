import Diagnostics
import StringCatalog

/// Which findings stop a listing from being written (and make the tool exit 1).
public enum FailureThreshold: Sendable {
    /// Errors only: what the store would reject.
    case errors
    /// Warnings too (`--strict`).
    case warnings

    /// Whether `findings` contain one at or above the threshold.
    public func isReached(by findings: [Finding]) -> Bool {
        findings.contains { $0.severity >= (self == .errors ? .error : .warning) }
    }
}

/// Turns a store-listing catalog into one store's checked listing and the files fastlane reads.
public struct MetadataGenerator: Sendable {
    /// A checked listing: its findings, and the files to write when nothing blocks them.
    public struct Result: Sendable {
        public var listing: StoreListing
        /// Builder and rule findings, sorted by location.
        public var findings: [Finding]
        /// The files to write; nil when the findings reach the threshold, so nothing is written.
        public var plan: OutputPlan?
        /// The screenshot captions of the catalog, by store locale.
        public var captions = ScreenshotCaptions(locales: [:])
        /// The frameit caption files to write below the screenshots folder; nil when nothing may be written.
        public var captionPlan: OutputPlan?
    }

    public var store: any Store
    public var configuration: MetadataConfiguration
    public var checker: ListingChecker
    public var threshold: FailureThreshold

    /// A generator for `store`; the checker defaults to every rule with `configuration`'s settings.
    public init(
        store: any Store, configuration: MetadataConfiguration = MetadataConfiguration(), checker: ListingChecker? = nil,
        threshold: FailureThreshold = .errors
    ) {
        self.store = store
        self.configuration = configuration
        self.checker = checker ?? configuration.makeChecker()
        self.threshold = threshold
    }

    /// Builds and checks the listing of `catalog`; plans files only if no finding reaches the threshold.
    ///
    /// - Parameters:
    ///   - appVersion: the version being submitted as an update: its `release_notes.<version>` become the release notes,
    ///     required in every locale.
    ///   - base: the same catalog at an earlier revision, to find translations that did not follow a changed source.
    ///   - captionBudget: measures the screenshot captions; nil leaves their size unchecked.
    public func generate(
        from catalog: StringCatalog, versionCode: Int? = nil, appVersion: String? = nil, base: StringCatalog? = nil,
        captionBudget: (any CaptionBudget)? = nil
    ) throws(MetadataWriteError) -> Result {
        let localeMap = configuration.localeMap(for: store.id)
        var built = CatalogListingBuilder.build(catalog, for: store, localeMap: localeMap, appVersion: appVersion)
        if let base {
            built.listing.base = CatalogListingBuilder.build(base, for: store, localeMap: localeMap, appVersion: appVersion).listing.texts
        }
        let captions = ScreenshotCaptions.build(catalog, for: built.listing)
        var captionFindings = captions.findings
        if let captionBudget {
            captionFindings += Self.budgetFindings(catalog, listing: built.listing, budget: captionBudget)
        }
        let findings = (applyingOverrides(built.findings + captionFindings) + checker.check(built.listing, in: store)).sortedForReport()
        guard !threshold.isReached(by: findings) else {
            return Result(listing: built.listing, findings: findings, plan: nil, captions: captions.captions)
        }
        let plan = try OutputPlan(listing: built.listing, store: store, versionCode: versionCode)
        return Result(
            listing: built.listing, findings: findings, plan: plan, captions: captions.captions,
            captionPlan: try OutputPlan(captions: captions.captions))
    }

    /// `store-caption-over-budget` findings for every caption of a locale in `listing` that `budget` finds too wide.
    private static func budgetFindings(_ catalog: StringCatalog, listing: StoreListing, budget: any CaptionBudget) -> [Finding] {
        var findings: [Finding] = []
        for entry in catalog.entries {
            guard case .caption? = ListingKey(entry.key) else { continue }
            for overflow in budget.overflows(of: entry, sourceLanguage: catalog.sourceLanguage) {
                for locale in listing.locales where locale.origin == overflow.catalogLocale && !locale.isFallback {
                    findings.append(
                        ListingIssue.captionOverBudget.finding(
                            "\(locale.code) caption '\(entry.key)': \(overflow.message)", hint: "Shorten the \(locale.origin) caption.",
                            at: overflow.location, key: entry.key, locale: locale.code))
                }
            }
        }
        return findings
    }

    /// Reads and checks an existing fastlane folder (`--check`); nothing is planned or written.
    public func check(folder: String, sourceLocale: String? = nil, versionCode: Int? = nil) throws(MetadataWriteError) -> Result {
        let read = try FastlaneFolderReader.read(folder, for: store, sourceLocale: sourceLocale, versionCode: versionCode)
        let findings = (applyingOverrides(read.findings) + checker.check(read.listing, in: store)).sortedForReport()
        return Result(listing: read.listing, findings: findings, plan: nil)
    }

    /// Builder findings get the same severity overrides and switches as rule findings.
    private func applyingOverrides(_ findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard !checker.disabledRules.contains(finding.ruleID) else { return nil }
            var finding = finding
            if let severity = checker.severityOverrides[finding.ruleID] { finding.severity = severity }
            return finding
        }
    }
}
