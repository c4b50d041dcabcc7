import Diagnostics
import Foundation
import JSONCore

/// Reads an existing fastlane folder (deliver's or supply's layout) into a listing, for `metadata --check`.
public enum FastlaneFolderReader {
    /// The listing in `folder` (what `--out` would be: supply's files are read from `folder/android`).
    ///
    /// Locale folders the uploader would refuse become findings; so do files that are not UTF-8. Values point at
    /// their file (`…/de-DE/name.txt:1:1`); a missing field points at the file that would hold it.
    /// - Parameters:
    ///   - sourceLocale: the store code untranslated copies are compared with; defaults to `en-US` when present.
    ///   - versionCode: which `changelogs/<N>.txt` to check; `changelogs/default.txt` without one.
    public static func read(_ folder: String, for store: any Store, sourceLocale: String? = nil, versionCode: Int? = nil)
        throws(MetadataWriteError) -> (listing: StoreListing, findings: [Finding])
    {
        var root = ([folder] + store.layoutRoot).joined(separator: "/")
        if FileStatus.of(root) != .folder, !store.layoutRoot.isEmpty, (folder as NSString).lastPathComponent == store.layoutRoot.last {
            // `--check fastlane/metadata/android` names supply's folder itself.
            root = folder
        }
        guard FileStatus.of(root) == .folder else {
            throw .missingFolder(
                folder, expected: store.layoutRoot.isEmpty ? "folder there" : "\(store.layoutRoot.joined(separator: "/")) folder")
        }
        var findings: [Finding] = []
        var locales: [LocaleListing] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !store.nonLocaleFolders.contains(name) {
            let localeFolder = root + "/" + name
            guard FileStatus.of(localeFolder) == .folder else { continue }
            let folderLocation = SourceLocation(file: localeFolder, line: 1, column: 1)
            guard store.acceptedCode(matching: name) != nil else {
                findings.append(
                    ListingIssue.unsupportedLocale.finding(
                        "Folder '\(name)' is not one of \(store.displayName)'s locale codes, so \(store.uploaderName) refuses it "
                            + "(\"Unsupported directory name\") or ignores it.",
                        hint: "Rename it to \(suggestion(for: name, in: store)).",
                        at: folderLocation, locale: name
                    ))
                continue
            }
            var values: [String: ListingValue] = [:]
            var missing: [String: SourceLocation] = [:]
            for field in store.fields {
                let path = ([localeFolder] + store.relativeFilePath(of: field, versionCode: versionCode)).joined(separator: "/")
                let location = SourceLocation(file: path, line: 1, column: 1)
                guard FileStatus.of(path) == .regularFile, let data = FileManager.default.contents(atPath: path) else {
                    missing[field.key] = location
                    continue
                }
                guard var text = String(validating: data, as: UTF8.self) else {
                    findings.append(
                        ListingIssue.unreadableFile.finding(
                            "\(name) \(field.key): not valid UTF-8; the store needs UTF-8 text.",
                            hint: "Re-save \(path) as UTF-8.", at: location, key: field.key, locale: name
                        ))
                    missing[field.key] = location
                    continue
                }
                if store.whitespace == .strippedByUploader {
                    // Editors end files with a newline and deliver strips it: not worth a finding.
                    if text.hasSuffix("\r\n") { text.removeLast() } else if text.hasSuffix("\n") { text.removeLast() }
                }
                values[field.key] = ListingValue(text: text, location: location)
            }
            locales.append(
                LocaleListing(code: name, origin: localeFolder, values: values, missingFieldLocations: missing, location: folderLocation))
        }
        let source = sourceLocale ?? (locales.contains { $0.code == "en-US" } ? "en-US" : nil)
        return (StoreListing(store: store.id, sourceLocale: source, locales: locales), findings)
    }

    private static func suggestion(for name: String, in store: any Store) -> String {
        switch LocaleMap().resolve(name, in: store) {
        case .mapped(let codes): codes.joined(separator: " or ")
        case .unsupported(let candidates) where !candidates.isEmpty: "one of " + candidates.joined(separator: ", ")
        default:
            "one of the \(store.localeCodes.count) codes in \(store.uploaderName)'s list, such as \(store.localeCodes.filter { ["de-DE", "en-US", "ja", "iw-IL", "ja-JP"].contains($0) }.joined(separator: ", "))"
        }
    }
}
