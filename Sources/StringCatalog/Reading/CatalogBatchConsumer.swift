/// Takes a catalog's entries batch by batch while the reader goes on reading, and says what the catalog keeps.
///
/// The reader hands each batch over as soon as it is decoded, on worker threads, several at once; the call for the
/// first batch returns before the call for any other batch begins. The consumer never calls the reader.
public protocol CatalogBatchConsumer: Sendable {
    /// Consumes `batch` and returns what the finished catalog keeps of its entries (all of them, or less, such as
    /// their outlines, when the consumer has used them up).
    func consume(_ batch: CatalogEntryBatch) -> [CatalogEntry]
}

/// Entries decoded together, in file order.
public struct CatalogEntryBatch: Sendable {
    /// The index in the catalog of the batch's first entry.
    public var firstIndex: Int
    /// The entries, in file order.
    public var entries: [CatalogEntry]
    /// The source language, when the file gave it before `strings` (Xcode always does).
    public var sourceLanguage: String?
}
