/// What a recorded disturbance was, read from its description (the records carry only text), and how the chart
/// draws it: spans as tinted bands, instants as vertical lines.
enum DisturbanceKind: CaseIterable {
    case suspension, systemSleep, uiWork, clockStep, clockSlew, load, other

    /// The kind of `record`, from the description the runner writes (see `DisturbanceDescriptions`).
    init(_ record: DisturbanceRecord) {
        let text = record.description
        if text.hasPrefix("SIGSTOP") {
            self = .suspension
        } else if text.hasPrefix("system sleep") {
            self = .systemSleep
        } else if text.hasPrefix("UI work") {
            self = .uiWork
        } else if text.hasPrefix("wall clock steps") {
            self = .clockStep
        } else if text.hasPrefix("wall clock slews") {
            self = .clockSlew
        } else if text.hasPrefix("load:") {
            self = .load
        } else {
            self = record.durationNanoseconds > 0 ? .other : .clockStep
        }
    }

    /// Whether it is drawn as a band over its span (otherwise a line at its instant, or, for load, not at all).
    var isSpan: Bool { [.suspension, .systemSleep, .uiWork, .other].contains(self) }

    /// The band's or line's colour.
    var color: String {
        switch self {
        case .suspension: "#C0392B"
        case .systemSleep: "#34495E"
        case .uiWork: "#E67E22"
        case .clockStep, .clockSlew: "#7D3C98"
        case .load, .other: "#7F8C8D"
        }
    }

    /// The band's opacity or the line's dash pattern, as SVG attributes.
    var paint: String {
        switch self {
        case .suspension: "fill=\"\(color)\" fill-opacity=\"0.16\""
        case .systemSleep: "fill=\"\(color)\" fill-opacity=\"0.16\""
        case .uiWork: "fill=\"\(color)\" fill-opacity=\"0.22\""
        case .other, .load: "fill=\"\(color)\" fill-opacity=\"0.14\""
        case .clockStep: "stroke=\"\(color)\" stroke-width=\"1.6\" stroke-dasharray=\"6 3\""
        case .clockSlew: "stroke=\"\(color)\" stroke-width=\"1.4\" stroke-dasharray=\"1.5 2.5\""
        }
    }

    /// The legend's words for it.
    var legendLabel: String {
        switch self {
        case .suspension: "process suspended (SIGSTOP)"
        case .systemSleep: "system asleep"
        case .uiWork: "timer queue busy (UI work)"
        case .clockStep: "wall clock stepped"
        case .clockSlew: "wall clock slew starts"
        case .load: "CPU load"
        case .other: "other disturbance"
        }
    }

    /// The short label drawn above the plot at the disturbance.
    func label(_ record: DisturbanceRecord) -> String {
        let length = Formatting.instant(record.durationNanoseconds)
        switch self {
        case .suspension: return "stopped \(length)"
        case .systemSleep: return "asleep \(length)"
        case .uiWork: return length
        case .clockStep: return record.description.replacingOccurrences(of: "wall clock steps ", with: "step ")
        case .clockSlew: return record.description.replacingOccurrences(of: "wall clock slews ", with: "slew ")
        case .load, .other: return record.description
        }
    }

    /// One label for all of a scenario's disturbances of this kind, when theirs do not fit side by side.
    func summary(_ records: [DisturbanceRecord]) -> String {
        let lengths = records.map(\.durationNanoseconds)
        let range = (lengths.min().map(Formatting.instant) ?? "") + "–" + (lengths.max().map(Formatting.instant) ?? "")
        switch self {
        case .uiWork: return "\(records.count) UI-work stalls, \(range) each"
        case .suspension: return "\(records.count) suspensions, \(range)"
        case .systemSleep: return "\(records.count) sleeps, \(range)"
        case .clockStep: return "\(records.count) clock steps"
        case .clockSlew: return "\(records.count) slew changes"
        case .load, .other: return "\(records.count) disturbances"
        }
    }
}
