/// A locale tag that cannot be used, with a sentence saying what to write instead.
public enum LocaleIdentifierError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a well-formed BCP-47 tag, e.g. "xx_!!" or "en-".
    case malformed(String)
    /// Well-formed, but its language subtag is not a language ICU knows, e.g. "xx" or "und".
    case unknownLanguage(String, language: String)

    public var description: String {
        switch self {
        case .malformed(let text):
            "'\(text)' is not a BCP-47 language tag; use a form like pt-BR or zh-Hans"
        case .unknownLanguage(let text, let language):
            "'\(text)' does not name a known language ('\(language)' is not an ISO 639 language code); use a form like pt-BR or zh-Hans"
        }
    }
}
