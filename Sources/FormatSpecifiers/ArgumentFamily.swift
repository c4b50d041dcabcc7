/// The kind of value a format argument must be, at the granularity where a mismatch breaks at run time.
///
/// Lengths within a family (`%d`, `%ld`, `%lld`) are not told apart: on Apple's 64-bit platforms every
/// variadic integer travels in a 64-bit slot, so a length difference prints a truncated number but never
/// reads the wrong kind of value. Crossing families (`%@` where the source has `%lld`) reads a number as
/// an object pointer and crashes.
public enum ArgumentFamily: String, Sendable, CaseIterable, Codable {
    /// `%@`: an Objective-C / Swift object.
    case object
    /// `%d %i %D` with any length modifier.
    case integer
    /// `%u %U %o %O %x %X` with any length modifier.
    case unsigned
    /// `%f %F %e %E %g %G %a %A`.
    case floating
    /// `%s` (C string) and `%S` (UTF-16 string).
    case cString
    /// `%c` and `%C`.
    case character
    /// `%p`.
    case pointer

    /// Whether the family holds numbers (the kind of argument a plural variation selects on).
    public var isNumeric: Bool {
        switch self {
        case .integer, .unsigned, .floating: true
        case .object, .cString, .character, .pointer: false
        }
    }

    /// The family of a conversion character, or nil if the character is no conversion.
    public init?(conversion: Unicode.Scalar) {
        switch conversion {
        case "@": self = .object
        case "d", "i", "D": self = .integer
        case "u", "U", "o", "O", "x", "X": self = .unsigned
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
        case "s", "S": self = .cString
        case "c", "C": self = .character
        case "p": self = .pointer
        default: return nil
        }
    }

    /// The family of a substitution's `formatSpecifier` (`lld`, `ld`, `lf`, `@`, …), or nil if it names none.
    public init?(formatSpecifier: String) {
        guard let last = formatSpecifier.unicodeScalars.last else { return nil }
        self.init(conversion: last)
    }

    /// A short example of the family, used in messages.
    public var example: String {
        switch self {
        case .object: "%@"
        case .integer: "%lld"
        case .unsigned: "%llu"
        case .floating: "%f"
        case .cString: "%s"
        case .character: "%c"
        case .pointer: "%p"
        }
    }
}
