import CDriftSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The machine block of a results file: what a reader needs to trust or compare the numbers.
///
/// Everything that differs between two runs with the same seed lives here (date, load, overheads,
/// the calibration floor), so the rest of a simulated results file is byte-for-byte reproducible.
public struct MachineInfo: Codable, Sendable, Equatable {
    /// A short name for comparison tables (the host name unless overridden).
    public var label: String
    /// `uname -srv`.
    public var kernel: String
    /// CPU model from /proc/cpuinfo.
    public var cpuModel: String
    /// Online CPU cores.
    public var cores: Int
    /// /sys/devices/system/clocksource/clocksource0/current_clocksource.
    public var clocksource: String
    /// /proc/self/timerslack_ns (the kernel's default slack added to every timer of this process).
    public var timerSlackNanoseconds: Int64?
    /// The Swift compiler that built this binary.
    public var swiftVersion: String
    /// 1, 5 and 15 minute load averages when the run started.
    public var loadAverage: [Double]
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    /// How the run itself behaved: elapsed time, runner overhead, the simulation's calibration.
    public var measurement: MeasurementEnvironment
    /// The userland: `PRETTY_NAME` from /etc/os-release (nil in files before it was recorded, or without the file).
    public var operatingSystem: String?
    /// The machine architecture (`uname -m`), e.g. `x86_64`.
    public var architecture: String?
    /// How this binary is linked: `dynamic, glibc 2.36` or `static, glibc 2.36`.
    public var linkage: String?
    /// The CPU quota the workers ran under, as a fraction of one core (0.2 for 20 %); nil when none limits them.
    public var cpuQuota: Double?
    /// The timer slack of the workers (differs from ``timerSlackNanoseconds`` under `android-background`).
    public var workerTimerSlackNanoseconds: Int64?
    /// CLOCK_BOOTTIME − CLOCK_MONOTONIC as the workers read it at the start (time asleep since boot, or a
    /// `slept:` profile's offset).
    public var bootMinusMonotonicNanoseconds: Int64?
    /// The device profiles the workers ran under; nil when none.
    public var profiles: [String]?

    /// Reads the current machine's block (measurement details are filled in by the runner).
    static func current(label: String? = nil) -> MachineInfo {
        var names = utsname()
        uname(&names)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        var loads = [Double](repeating: 0, count: 3)
        let loadCount = getloadavg(&loads, 3)
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return MachineInfo(
            label: label ?? field(names.nodename),
            kernel: "\(field(names.sysname)) \(field(names.release)) \(field(names.version))",
            cpuModel: cpuModel(),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            clocksource: firstLine("/sys/devices/system/clocksource/clocksource0/current_clocksource") ?? "unknown",
            timerSlackNanoseconds: firstLine("/proc/self/timerslack_ns").flatMap { Int64($0) },
            swiftVersion: compilerVersion,
            loadAverage: loadCount == 3 ? loads.map { ($0 * 100).rounded() / 100 } : [],
            date: formatter.string(from: Date()),
            measurement: MeasurementEnvironment(),
            operatingSystem: operatingSystemName(),
            architecture: field(names.machine),
            linkage: linkage(),
            cpuQuota: CPUQuota.inForce(),
            workerTimerSlackNanoseconds: firstLine("/proc/self/timerslack_ns").flatMap { Int64($0) },
            bootMinusMonotonicNanoseconds: bootMinusMonotonic()
        )
    }

    /// CLOCK_BOOTTIME − CLOCK_MONOTONIC, MONOTONIC read first so the difference is never negative.
    static func bootMinusMonotonic() -> Int64 {
        let monotonic = SystemClocks.monotonic
        return SystemClocks.reference - monotonic
    }

    /// `PRETTY_NAME` (or `NAME VERSION_ID`) from /etc/os-release.
    static func operatingSystemName(_ text: String? = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) -> String? {
        var values: [String: String] = [:]
        for line in (text ?? "").split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
            values[String(line[..<equals])] = value
        }
        if let pretty = values["PRETTY_NAME"], !pretty.isEmpty { return pretty }
        return values["NAME"].map { name in values["VERSION_ID"].map { "\(name) \($0)" } ?? name }
    }

    /// Static or dynamic (a dynamic loader is mapped), and the C library's version where it says one.
    static func linkage() -> String {
        // The dynamic loader's base address (AT_BASE) is 0 when no loader ran: a static executable.
        let dynamic = cdrift_has_dynamic_loader() != 0
        var buffer = [CChar](repeating: 0, count: 64)
        let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
        let library = length > 0 ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "not glibc"
        return "\(dynamic ? "dynamic" : "static"), \(library)"
    }

    private static func firstLine(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") || line.hasPrefix("Model") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return "unknown"
    }

    /// The compiler version this binary was built with (Swift has no run-time query for it).
    static var compilerVersion: String {
        #if compiler(>=6.4)
            "Swift 6.4 or later"
        #elseif compiler(>=6.3.1)
            "Swift 6.3.1"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #else
            "Swift 6.1 or earlier"
        #endif
    }
}

/// How the run itself behaved (part of the machine block because it differs between identical runs).
public struct MeasurementEnvironment: Codable, Sendable, Equatable {
    /// Wall-clock seconds the whole run took.
    public var elapsedSeconds: Double?
    /// CPU the runner itself used (reading workers, bookkeeping, progress), as % of one core, per scenario
    /// outside `cpu-load` (whose load threads are excluded).
    public var runnerOverheadPercentOfCore: Double?
    /// CPU the floor-measuring thread used, as % of one core (the instrument, reported separately).
    public var floorMeterPercentOfCore: Double?
    /// The idle wakeup-latency floor the simulation's latency model was calibrated from.
    public var calibrationFloor: FloorSummary?
    /// The floor under `cpu-load`, for the simulated cpu-load scenario's latency model.
    public var calibrationFloorUnderLoad: FloorSummary?
    /// The external load generator, if `--load-command` was given.
    public var loadCommand: String?

    /// An empty environment, filled in as the run goes.
    init() {}
}
