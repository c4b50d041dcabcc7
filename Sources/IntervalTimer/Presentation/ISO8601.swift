#if canImport(Glibc)
    import Glibc
#endif

/// ISO-8601 UTC text for wall-clock readings.
enum ISO8601 {
    /// `2026-06-01T12:00:00.123Z` (millisecond precision) for a wall reading.
    static func format(_ wall: ClockInstant) -> String {
        precondition(wall.clock == .wall, "only wall-clock readings have a date")
        let nanos = wall.sinceOrigin.rawValue
        var seconds = time_t(nanos >= 0 ? nanos / 1_000_000_000 : (nanos - 999_999_999) / 1_000_000_000)
        let millis = (nanos - Int64(seconds) * 1_000_000_000) / 1_000_000
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let ms = String(millis)
        let date = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        let time = "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
        return "\(date)T\(time)." + String(repeating: "0", count: 3 - ms.count) + ms + "Z"
    }
}
