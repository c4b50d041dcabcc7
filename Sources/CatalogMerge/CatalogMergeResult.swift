/// The outcome of a three-way catalog merge.
public struct CatalogMergeResult: Sendable {
    /// The merged catalog in Xcode's bytes.
    public var bytes: [UInt8]
    /// The values both sides changed differently, each resolved to `MergeConflict.kept`; empty for a clean merge.
    public var conflicts: [MergeConflict]
    /// How many values were taken from each side's changes (both sides' identical changes count for ours).
    public var takenFromOurs: Int
    public var takenFromTheirs: Int
}
