/// A pseudo-locale: a mechanical "translation" of the source text that shows layout problems before real ones exist.
public enum PseudoStyle: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Letters swapped for accented look-alikes (ascenders and descenders), same length: `Šţåŕţ`.
    case accented
    /// Accented and expanded by IBM's guideline (+200% up to 10 characters … +30% over 70), as Android's `en-XA`.
    case long
    /// Wrapped in brackets so truncation and clipping show at either end: `[Start]`.
    case bounded
    /// Every word forced right-to-left (RLO … PDF), as Android's `ar-XB`, to test mirrored layouts.
    case rtl

    public var description: String { rawValue }

    /// The locale the pseudo text is added under; private-use regions (`XA`–`XZ`) that no real locale uses.
    public var locale: String {
        switch self {
        case .accented: "en-XA"
        case .long: "en-XL"
        case .bounded: "en-XB"
        case .rtl: "ar-XB"
        }
    }
}
