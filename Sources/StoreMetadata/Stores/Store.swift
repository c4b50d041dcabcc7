/// The stores `timekeeper metadata` writes listings for; the raw value is the `--store` argument.
public struct StoreID: RawRepresentable, Hashable, Sendable {
    /// The name `--store` and `.timekeeper.json` use, e.g. `appstore`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

/// What the uploader does with whitespace around a value before the store sees it.
public enum WhitespaceHandling: Hashable, Sendable {
    /// fastlane deliver uploads `value.to_s.strip`: surrounding whitespace is dropped, limits apply to the rest.
    case strippedByUploader
    /// fastlane supply uploads the file as read: surrounding whitespace (a final newline too) reaches the store.
    case uploadedAsIs
}

/// One app store: its listing fields and limits, its locale codes, and the folder layout its fastlane tool reads.
public protocol Store: Sendable {
    var id: StoreID { get }
    /// The store's own name, used in messages ("App Store Connect").
    var displayName: String { get }
    /// The fastlane action that uploads the folder ("fastlane deliver").
    var uploaderName: String { get }
    /// Every listing field, in the order listings are written and reported.
    var fields: [StoreField] { get }
    /// Locale folder names the uploader accepts, spelled as the store spells them.
    var localeCodes: [String] { get }
    /// Catalog locales (lowercased, `-` separated) whose store code is not the catalog locale itself.
    var defaultLocaleMap: [String: [String]] { get }
    var whitespace: WhitespaceHandling { get }
    /// Folders between the output folder and the locale folders (`android` for supply).
    var layoutRoot: [String] { get }
    /// Folder names that sit beside locale folders and are not locales (`review_information`, `default`, …).
    var nonLocaleFolders: Set<String> { get }
    /// The folder whose files the uploader gives every language that lacks them (deliver's `default`); nil if none.
    var fallbackFolder: String? { get }
}

extension Store {
    /// The field stored under catalog key `key`, if this store has one.
    public func field(_ key: String) -> StoreField? {
        fields.first { $0.key == key }
    }

    /// The accepted code equal to `code` ignoring case and `_`/`-`, spelled as the store spells it.
    public func acceptedCode(matching code: String) -> String? {
        let wanted = LocaleMap.normalized(code)
        return localeCodes.first { LocaleMap.normalized($0) == wanted }
    }

    /// The path of `field`'s file below a locale folder: `["name.txt"]` or `["changelogs", "42.txt"]`.
    public func relativeFilePath(of field: StoreField, versionCode: Int?) -> [String] {
        switch field.file {
        case .text(let name): [name]
        case .changelog: ["changelogs", versionCode.map { "\($0).txt" } ?? "default.txt"]
        }
    }
}
