import FileOutput
import Foundation

/// The files a listing becomes, computed in full before anything is written.
public struct OutputPlan: Sendable, Equatable {
    /// One file: its path below the output folder and its exact bytes.
    public struct File: Sendable, Equatable {
        /// Path components below the output folder, e.g. `["android", "iw-IL", "title.txt"]`.
        public var path: [String]
        public var contents: Data
    }

    /// Files sorted by path, so the same listing always gives the same plan.
    public var files: [File]
    /// The Google Play version code the changelogs are written for (`changelogs/<N>.txt`); nil for `default.txt`.
    public var versionCode: Int?

    /// The plan for `listing` in `store`'s fastlane layout.
    ///
    /// Each file holds the value exactly as written, UTF-8, with no newline added: what `deliver download_metadata`
    /// and `supply init` write, and what supply uploads unchanged. Empty values are not written (deliver skips them).
    /// Throws ``MetadataWriteError/unsafeName(_:reason:)`` if a locale code could leave the output folder.
    public init(listing: StoreListing, store: any Store, versionCode: Int?) throws(MetadataWriteError) {
        var files: [File] = []
        for locale in listing.locales {
            if let reason = PathComponent.problem(with: locale.code) {
                throw .unsafeName(locale.code, reason: reason.description)
            }
            for field in store.fields {
                guard let value = locale.values[field.key], !value.text.isEmpty else { continue }
                let path = store.layoutRoot + [locale.code] + store.relativeFilePath(of: field, versionCode: versionCode)
                for component in path {
                    if let reason = PathComponent.problem(with: component) { throw .unsafeName(component, reason: reason.description) }
                }
                files.append(File(path: path, contents: Data(value.text.utf8)))
            }
        }
        self.files = files.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        self.versionCode = versionCode
    }

    /// The frameit caption files of `captions`, below the screenshots folder: `<locale>/title.strings` and
    /// `<locale>/keyword.strings`, each with a `"<screenshot>" = "<caption>";` line per screenshot.
    public init(captions: ScreenshotCaptions) throws(MetadataWriteError) {
        var files: [File] = []
        for (code, localeCaptions) in captions.locales {
            if let reason = PathComponent.problem(with: code) { throw .unsafeName(code, reason: reason.description) }
            for part in ListingKey.CaptionPart.allCases {
                let lines = localeCaptions.filter { $0.part == part }.map { (key: $0.screenshot, value: $0.value.text) }
                guard !lines.isEmpty else { continue }
                files.append(File(path: [code, part.fileName], contents: StringsFileEncoder.encode(lines)))
            }
        }
        self.files = files.sorted { $0.path.lexicographicallyPrecedes($1.path) }
        self.versionCode = nil
    }
}
