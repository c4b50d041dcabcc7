/// Whether an atomically written file is flushed to disk before it replaces the old one.
public enum Durability: Sendable {
    /// Flushed first (`fsync`), so a crash leaves the old file or the whole new one on disk: for files that hold the
    /// user's own work, such as a catalog rewritten in place.
    case flushed
    /// Renamed into place without waiting for the disk: readers still see the old file or the whole new one, but a
    /// crash of the machine may lose it. For files regenerated from sources (an XLIFF export), where a flush per file
    /// made writing forty languages wait on the disk forty times.
    case regenerable
}
