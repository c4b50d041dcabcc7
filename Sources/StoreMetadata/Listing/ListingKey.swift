/// What a key of a store-listing catalog names: a store field, one version's release notes, or a screenshot caption.
public enum ListingKey: Hashable, Sendable {
    /// A field of some store (`name`, `title`, …).
    case field(String)
    /// `release_notes.<version>`: the "What's New" text of one app version (`release_notes.2.1`).
    case releaseNotes(version: String)
    /// `screenshot.<name>.title` or `screenshot.<name>.keyword`: a frameit caption of screenshot `<name>`.
    case caption(screenshot: String, part: CaptionPart)

    /// The two lines frameit draws over a screenshot, each read from its own `.strings` file.
    public enum CaptionPart: String, CaseIterable, Hashable, Sendable {
        case title
        case keyword

        /// The file frameit reads this part from in a locale's screenshots folder.
        public var fileName: String { "\(rawValue).strings" }
    }

    /// The prefix of versioned release-notes keys.
    public static let releaseNotesPrefix = "release_notes."
    /// The prefix of screenshot caption keys.
    public static let captionPrefix = "screenshot."

    /// What `key` names; nil for a key that is none of these.
    public init?(_ key: String) {
        if StoreRegistry.all.contains(where: { $0.field(key) != nil }) {
            self = .field(key)
        } else if key.hasPrefix(Self.releaseNotesPrefix) {
            let version = key.dropFirst(Self.releaseNotesPrefix.count)
            guard Self.isVersion(version) else { return nil }
            self = .releaseNotes(version: String(version))
        } else if key.hasPrefix(Self.captionPrefix) {
            let rest = key.dropFirst(Self.captionPrefix.count)
            guard let dot = rest.lastIndex(of: "."), let part = CaptionPart(rawValue: String(rest[rest.index(after: dot)...])) else {
                return nil
            }
            let name = rest[..<dot]
            guard !name.isEmpty else { return nil }
            self = .caption(screenshot: String(name), part: part)
        } else {
            return nil
        }
    }

    /// The key of `version`'s release notes.
    public static func releaseNotesKey(_ version: String) -> String { releaseNotesPrefix + version }

    /// Whether `text` is a version as App Store Connect writes one: numbers separated by dots (`2`, `2.1`, `2.1.3`).
    public static func isVersion(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= 4 && parts.allSatisfy { !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
