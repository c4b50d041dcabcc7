/// The registry of output formats: adding a format is adding one type and one line here.
public enum CompilerRegistry {
    /// Every format, in `--help` order.
    public static let all: [any CatalogCompiler] = [
        AppleStringsCompiler(),
        AndroidResourceCompiler(),
        JSONBundleCompiler(),
        SwiftAccessorCompiler(),
    ]

    /// The compiler for a `--format` value, or nil.
    public static func named(_ format: String) -> (any CatalogCompiler)? {
        all.first { $0.format == format }
    }

    /// Every `--format` value, in `--help` order.
    public static var names: [String] { all.map(\.format) }
}
