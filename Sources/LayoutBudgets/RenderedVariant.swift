import JSONCore

/// One concrete text a label can show: a plural case, device case or substitution combination, filled in.
struct RenderedVariant: Sendable, Equatable {
    /// Which variant, e.g. `plural.one`, `device.applewatch/plural.other`, `minutes=one seconds=other`; "" for plain text.
    var variant: String
    /// The numbers put into the text (`1`, `minutes=1 seconds=59`), nil when it formats none.
    public var numbers: String?
    /// The device case the text belongs to, for device budgets.
    public var device: String?
    /// The text as displayed, with every format specifier replaced.
    public var text: String
    /// Where the string that produced the text is written (its `value`).
    public var location: SourceLocation

    /// A variant description for messages: `plural.one with 1`, or "" for a plain string without numbers.
    public var label: String {
        switch (variant.isEmpty, numbers) {
        case (true, nil): ""
        case (true, let numbers?): "with \(numbers)"
        case (false, nil): variant
        case (false, let numbers?): "\(variant) with \(numbers)"
        }
    }
}
