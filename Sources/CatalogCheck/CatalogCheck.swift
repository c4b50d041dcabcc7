import Diagnostics

/// One check over a catalog: a ``Rule`` (id, default severity, why it matters, how to fix what it finds) with
/// examples that pass and fail (the test suite runs them for every registered check).
///
/// Checks return findings through a ``FindingSink`` and never print.
public protocol CatalogCheck: Rule {
    /// Small catalogs that must pass or fail this check.
    var examples: [CheckExample] { get }
    /// The instance the examples run on: the check itself, or a configured copy for checks that need configuration.
    var exampleInstance: any CatalogCheck { get }

    /// Inspects one entry; called concurrently for different entries.
    func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink)

    /// Inspects what concerns the catalog as a whole (its keys and locales); called once per catalog. Entries may
    /// have been checked while the file was read, so `context.catalog` may hold only their outlines
    /// (`CatalogEntry.outline`: keys, flags, locales and locations, no content).
    func checkCatalog(in context: CheckContext, into sink: inout FindingSink)
}

extension CatalogCheck {
    public var exampleInstance: any CatalogCheck { self }
    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {}
    public func checkCatalog(in context: CheckContext, into sink: inout FindingSink) {}
}

/// A catalog (as `.xcstrings` JSON) that a check must pass, or must fail with at least one finding.
public struct CheckExample: Sendable {
    /// Whether the check must report nothing on ``json``.
    public enum Expectation: Sendable {
        case passes
        /// Fails with a finding whose message contains the given text, at the given severity.
        case fails(containing: String, severity: Severity)
    }

    /// What the example shows, in a few words.
    public var title: String
    /// A complete catalog: `{"sourceLanguage": …, "strings": {…}, "version": "1.0"}`.
    public var json: String
    /// Whether the check must pass or fail on this example.
    public var expectation: Expectation

    public init(_ title: String, _ expectation: Expectation, json: String) {
        self.title = title
        self.json = json
        self.expectation = expectation
    }

    /// Wraps the members of `strings` into a catalog whose source language is `sourceLanguage`.
    public static func catalog(_ strings: String, sourceLanguage: String = "en") -> String {
        "{\n  \"sourceLanguage\" : \"\(sourceLanguage)\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
    }
}
