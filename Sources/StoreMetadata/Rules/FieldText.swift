/// One field's non-empty text in one locale, as the store receives it: what the keyword and URL rules look at.
struct FieldText {
    var locale: LocaleListing
    var field: StoreField
    var value: ListingValue
    /// The value with the store's whitespace handling applied; never empty.
    var text: String

    /// Every non-empty value of a field of `kind`, locale by locale in listing order, fields in store order.
    static func all(_ kind: StoreField.Kind, in listing: StoreListing, store: any Store) -> [FieldText] {
        var texts: [FieldText] = []
        for locale in listing.locales {
            for field in store.fields where field.kind == kind {
                guard let value = locale.values[field.key] else { continue }
                let text = value.uploadedText(store.whitespace)
                guard !text.isEmpty else { continue }
                texts.append(FieldText(locale: locale, field: field, value: value, text: text))
            }
        }
        return texts
    }

    /// A violation at this value, its message prefixed with the locale and field ("de-DE keywords: …").
    func violation(_ detail: String, hint: String) -> RuleViolation {
        RuleViolation(
            message: "\(locale.code) \(field.key): \(detail)", hint: hint, location: value.location, key: field.key, locale: locale.code)
    }
}
