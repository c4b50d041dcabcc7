/// Every store `timekeeper metadata` knows, in `--help` order. Adding a store is adding its file and one line here.
public enum StoreRegistry {
    /// All stores.
    public static let all: [any Store] = [
        AppStore(),
        GooglePlay(),
    ]

    /// The store whose id is `name` (`appstore`, `googleplay`), if registered.
    public static func named(_ name: String) -> (any Store)? {
        all.first { $0.id.rawValue == name }
    }

    /// Every registered store id, for `--help`, configuration and errors.
    public static var names: [String] { all.map(\.id.rawValue) }

    /// Whether `key` is a listing key: a field of some store, versioned release notes or a screenshot caption (other
    /// catalog keys are reported as unknown).
    public static func isListingField(_ key: String) -> Bool {
        ListingKey(key) != nil
    }
}
