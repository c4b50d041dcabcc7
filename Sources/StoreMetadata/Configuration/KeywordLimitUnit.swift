/// How the App Store keyword limit of 100 is counted: `metadata.keywordLimitUnit` in `.timekeeper.json`.
///
/// Apple's App Store Connect Help says "up to 100 bytes"; an App Store Connect API test accepted a keyword field of
/// 91 characters in 168 bytes of Arabic (rorkai/App-Store-Connect-CLI#1399). Until Apple says otherwise, bytes (the
/// documented, stricter reading) are the default, and a team that relies on the API's behaviour can choose characters.
public enum KeywordLimitUnit: String, CaseIterable, Sendable {
    /// Bytes of UTF-8, as App Store Connect Help documents; the default.
    case bytes
    /// Characters, counted the safe way (the largest of graphemes, scalars and UTF-16 units), as the API accepted.
    case characters

    /// The unit a length limit is checked in.
    public var lengthUnit: LengthUnit {
        switch self {
        case .bytes: .utf8Bytes
        case .characters: .characters
        }
    }
}
