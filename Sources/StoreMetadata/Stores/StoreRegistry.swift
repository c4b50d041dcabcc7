/// Every store `timekeeper metadata` knows, in one list.
public enum StoreRegistry {
    public static let all: [any Store] = StoreID.allCases.map(store)

    /// The store with `id`.
    public static func store(_ id: StoreID) -> any Store {
        switch id {
        case .appStore: AppStore()
        case .googlePlay: GooglePlay()
        }
    }

    /// Whether `key` is a listing field of some store (other catalog keys are reported as unknown).
    public static func isListingField(_ key: String) -> Bool {
        all.contains { $0.field(key) != nil }
    }
}
