extension Unicode.Scalar {
    /// The scalar in the Unicode standard's notation for messages: `U+` and at least four uppercase hex digits (`U+00A0`, `U+1F600`).
    public var codePointNotation: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
