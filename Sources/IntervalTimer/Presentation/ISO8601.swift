/// ISO-8601 UTC text for wall-clock readings, computed without the C library (the days-from-civil inverse).
enum ISO8601 {
    /// `2026-06-01T12:00:00.123Z` (millisecond precision) for a wall reading.
    static func format(_ wall: ClockInstant) -> String {
        precondition(wall.clock == .wall, "only wall-clock readings have a date")
        let nanos = wall.sinceOrigin.rawValue
        let seconds = nanos >= 0 ? nanos / 1_000_000_000 : (nanos - 999_999_999) / 1_000_000_000
        let millis = (nanos - seconds * 1_000_000_000) / 1_000_000
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Howard Hinnant's civil_from_days: proleptic Gregorian calendar, eras of 400 years.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let ms = String(millis)
        let date = "\(year)-\(two(month))-\(two(day))"
        let time = "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        return "\(date)T\(time)." + String(repeating: "0", count: 3 - ms.count) + ms + "Z"
    }
}
