import Foundation
import Testing

/// The shared corpus of real files from public apps, `../shared/corpus` beside the repository (never copied into it).
///
/// Some machines do not have it; tests that read it carry the ``Testing/Trait/requiresCorpus`` trait, so they are
/// reported as skipped there rather than passing without having looked at anything. The environment variable
/// `TIMEKEEPER_CORPUS` names another folder instead (`TIMEKEEPER_CORPUS=/nonexistent` shows what a machine without
/// the corpus reports).
public enum Corpus {
    /// The corpus folder: `$TIMEKEEPER_CORPUS`, else `../shared/corpus` beside the repository root.
    public static var folder: URL {
        if let override = ProcessInfo.processInfo.environment["TIMEKEEPER_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return Repository.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// Real String Catalogs, `xcstrings/`.
    public static var xcstrings: URL { folder.appendingPathComponent("xcstrings") }
    /// Real XLIFF exports, `xliff/`.
    public static var xliff: URL { folder.appendingPathComponent("xliff") }
    /// Real merge cases, `merges/`.
    public static var merges: URL { folder.appendingPathComponent("merges") }

    /// Whether the corpus is here: `xcstrings/` holds at least one catalog.
    public static var isPresent: Bool { !xcstringsFiles().isEmpty }

    /// Every `.xcstrings` file of the corpus, sorted by name; empty when the corpus is absent.
    public static func xcstringsFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: xcstrings.path)) ?? []
        return names.filter { $0.hasSuffix(".xcstrings") }.sorted().map { xcstrings.appendingPathComponent($0) }
    }

    /// The names of ``xcstringsFiles()``, for parameterized tests.
    public static func xcstringsFileNames() -> [String] {
        xcstringsFiles().map(\.lastPathComponent)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when the shared corpus is present; otherwise Swift Testing reports it as skipped.
    public static var requiresCorpus: Self {
        .enabled(if: Corpus.isPresent, "the shared corpus (../shared/corpus, or $TIMEKEEPER_CORPUS) is absent")
    }
}
