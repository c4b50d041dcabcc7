/// What a configuration file does to one rule: turns it off or gives its findings another severity.
public enum RuleSetting: Sendable, Equatable {
    case off
    case severity(Severity)

    /// The setting a configuration writes as `"off"`, `"note"`, `"warning"` or `"error"` (`"info"` still reads as `"note"`); nil for anything else.
    public init?(configurationValue: String?) {
        switch configurationValue {
        case "off"?: self = .off
        case let text?:
            guard let severity = Severity(name: text) else { return nil }
            self = .severity(severity)
        case nil: return nil
        }
    }
}
