import Diagnostics

/// One check over a catalog: a ``Rule`` (id, default severity, why it matters, how to fix what it finds) with
/// examples that pass and fail (the test suite runs them for every registered check).
///
/// Checks return findings through a ``FindingSink`` and never print.
public protocol CatalogCheck: Rule {
    /// Small catalogs that must pass or fail this check (the test suite runs them for every registered check).
    var examples: [RuleExample] { get }
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
    var exampleInstance: any CatalogCheck { self }
    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {}
    func checkCatalog(in context: CheckContext, into sink: inout FindingSink) {}
}

extension RuleExample {
    /// Wraps the members of `strings` into a catalog whose source language is `sourceLanguage`.
    public static func catalog(_ strings: String, sourceLanguage: String = "en") -> String {
        "{\n  \"sourceLanguage\" : \"\(sourceLanguage)\",\n  \"strings\" : {\n\(strings)\n  },\n  \"version\" : \"1.0\"\n}"
    }
}
