import Foundation

/// Places in the repository the tests read from, found from this file's own path (not the working directory).
public enum Repository {
    /// The repository root: the folder that holds `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The sample catalogs, `Catalogs/`.
    public static let catalogs = root.appendingPathComponent("Catalogs")

    /// `relative` below the repository root.
    public static func path(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}
