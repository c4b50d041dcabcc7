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
    public func generate(from catalog: StringCatalog, versionCode: Int? = nil) throws(MetadataWriteError) -> Result {
        let built = CatalogListingBuilder.build(catalog, for: store, localeMap: configuration.localeMap(for: store.id))
        let findings = (applyingOverrides(built.findings) + checker.check(built.listing, in: store)).sortedForReport()
        let plan = threshold.isReached(by: findings) ? nil : try OutputPlan(listing: built.listing, store: store, versionCode: versionCode)
        return Result(listing: built.listing, findings: findings, plan: plan)
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
