import Diagnostics
import Foundation
import JSONCore

/// Reads an existing fastlane folder (deliver's or supply's layout) into a listing, for `metadata --check`.
public enum FastlaneFolderReader {
    /// The listing in `folder` (what `--out` would be: supply's files are read from `folder/android`).
    ///
    /// Locale folders the uploader would refuse become findings; so do files that are not UTF-8. Values point at
    /// their file (`…/de-DE/name.txt:1:1`); a missing field points at the file that would hold it. deliver's `default/`
    /// folder is read too, as a fallback listing: a locale folder without a field's file takes it from there (so it is
    /// not missing), and the rules check the fallback's values once, at their `default/` files.
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
        // deliver's `default/`: read like a locale, then lent to every locale folder that lacks a file.
        var fallback: LocaleListing?
        if let name = store.fallbackFolder, FileStatus.of(root + "/" + name) == .folder {
            let folder = root + "/" + name
            let read = readFields(in: folder, name: name, store: store, versionCode: versionCode, findings: &findings)
            fallback = LocaleListing(
                code: name, origin: folder, values: read.values, missingFieldLocations: read.missing,
                location: SourceLocation(file: folder, line: 1, column: 1), isFallback: true)
            fallback?.unreadableFields = read.unreadable
        }
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
            var read = readFields(in: localeFolder, name: name, store: store, versionCode: versionCode, findings: &findings)
            // Only a file that is not there takes the fallback's (deliver fills nil values; an empty file is "").
            let borrowed = read.absent.filter { fallback?.values[$0] != nil }
            for key in borrowed { read.missing[key] = nil }
            var listing = LocaleListing(
                code: name, origin: localeFolder, values: read.values, missingFieldLocations: read.missing, location: folderLocation,
                fieldsFromFallback: borrowed)
            listing.unreadableFields = read.unreadable
            locales.append(listing)
        }
        if let fallback { locales.append(fallback) }
        // A folder without a single locale (or deliver's default/) holds no listing: passing it would hide a wrong path.
        if locales.isEmpty && findings.isEmpty {
            throw .missingFolder(folder, expected: "locale folder (such as en-US/) in it")
        }
        let source = sourceLocale ?? (locales.contains { $0.code == "en-US" } ? "en-US" : nil)
        return (StoreListing(store: store.id, sourceLocale: source, locales: locales), findings)
    }

    /// The field files of one folder: values, where missing ones would be, and which files are not there at all.
    private static func readFields(
        in folder: String, name: String, store: any Store, versionCode: Int?, findings: inout [Finding]
    ) -> (values: [String: ListingValue], missing: [String: SourceLocation], absent: Set<String>, unreadable: Set<String>) {
        var values: [String: ListingValue] = [:]
        var missing: [String: SourceLocation] = [:]
        var absent: Set<String> = []
        var unreadable: Set<String> = []
        func refuse(_ problem: String, hint: String, key: String, at location: SourceLocation) {
            findings.append(
                ListingIssue.unreadableFile.finding("\(name) \(key): \(problem).", hint: hint, at: location, key: key, locale: name))
            missing[key] = location
            unreadable.insert(key)
        }
        for field in store.fields {
            let path = ([folder] + store.relativeFilePath(of: field, versionCode: versionCode)).joined(separator: "/")
            let location = SourceLocation(file: path, line: 1, column: 1)
            switch FileStatus.of(path) {
            case .missing:
                absent.insert(field.key)
                missing[field.key] = location
                continue
            case .symbolicLink:
                refuse(
                    "the file is a symbolic link, which the check does not follow", hint: "Replace \(path) with the file itself.",
                    key: field.key, at: location)
                continue
            case .folder, .other:
                refuse(
                    "this is a folder, FIFO or device, not a text file", hint: "Replace \(path) with a UTF-8 text file.",
                    key: field.key, at: location)
                continue
            case .regularFile: break
            }
            let data: [UInt8]
            do {
                data = try FileBytes.read(URL(fileURLWithPath: path), name: path, expecting: .init(limit: Self.textFileLimit))
            } catch {
                refuse("the file cannot be read (\(error.reason))", hint: "Check \(path).", key: field.key, at: location)
                continue
            }
            guard var text = String(validating: data, as: UTF8.self) else {
                refuse("not valid UTF-8; the store needs UTF-8 text", hint: "Re-save \(path) as UTF-8.", key: field.key, at: location)
                continue
            }
            if store.whitespace == .strippedByUploader {
                // Editors end files with a newline and deliver strips it: not worth a finding.
                if text.hasSuffix("\r\n") { text.removeLast() } else if text.hasSuffix("\n") { text.removeLast() }
            }
            values[field.key] = ListingValue(text: text, location: location)
        }
        return (values, missing, absent, unreadable)
    }

    /// The most bytes a store text file may hold: the longest field (a description) is 4,000 characters.
    static let textFileLimit = 1 << 20

    private static func suggestion(for name: String, in store: any Store) -> String {
        switch LocaleMap().resolve(name, in: store) {
        case .mapped(let codes): codes.joined(separator: " or ")
        case .unsupported(let candidates) where !candidates.isEmpty: "one of " + candidates.joined(separator: ", ")
        default:
            "one of the \(store.localeCodes.count) codes in \(store.uploaderName)'s list, such as \(store.localeCodes.filter { ["de-DE", "en-US", "ja", "iw-IL", "ja-JP"].contains($0) }.joined(separator: ", "))"
        }
    }
}
