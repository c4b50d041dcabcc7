/// One listing field of a store: its catalog key, the file fastlane reads it from, what it holds and its limit.
public struct StoreField: Hashable, Sendable {
    /// What a field holds, which decides the checks that apply to it.
    public enum Kind: Hashable, Sendable {
        /// The app's name or title: one line, often a brand kept the same in every locale.
        case name
        /// One line of text (a subtitle, a short description).
        case singleLine
        /// Text that may span lines (descriptions, release notes).
        case multiLine
        /// A comma-separated keyword list (App Store).
        case keywords
        /// A web address.
        case url
    }

    /// Whether the store refuses a localization without the field.
    public enum Requirement: Hashable, Sendable {
        case required
        case optional
    }

    /// Where fastlane reads the field, relative to the locale folder.
    public enum FileName: Hashable, Sendable {
        /// A file directly in the locale folder, e.g. `name.txt`.
        case text(String)
        /// `changelogs/<versionCode>.txt` (or `changelogs/default.txt` without a version code), supply's layout.
        case changelog
    }

    /// The key in the store-listing catalog, e.g. `promotional_text`.
    public var key: String
    public var kind: Kind
    public var requirement: Requirement
    /// The store's limit; nil when the store states none worth checking.
    public var limit: LengthLimit?
    public var file: FileName
    /// Whether the field holds a version's release notes ("What's New"), filled from `release_notes.<version>` with
    /// `--app-version` and then required in every locale.
    public var isReleaseNotes: Bool

    /// A field read from `file` (by default `<key>.txt`).
    public init(
        key: String, kind: Kind, requirement: Requirement, limit: LengthLimit?, file: FileName? = nil, isReleaseNotes: Bool = false
    ) {
        self.key = key
        self.kind = kind
        self.requirement = requirement
        self.limit = limit
        self.file = file ?? .text("\(key).txt")
        self.isReleaseNotes = isReleaseNotes
    }

    /// Whether a value equal to the source language's is suspicious: not for URLs, nor for names (often a brand).
    public var expectsTranslation: Bool { kind != .url && kind != .name }

    /// Whether the field may hold line breaks.
    public var allowsLineBreaks: Bool { kind == .multiLine }
}
