internal import CICU

/// The ICU library and CLDR data versions this build runs against (reported with plural findings).
public enum ICUVersion {
    /// The ICU library version, e.g. "72.1".
    public static let icu: String = read { cicu_icu_version($0, $1) }
    /// The CLDR data version ICU was built with, e.g. "42.0".
    public static let cldr: String = read { cicu_cldr_version($0, $1) }

    private static func read(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32($0.count)) }
        guard length > 0 else { return "unknown" }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
