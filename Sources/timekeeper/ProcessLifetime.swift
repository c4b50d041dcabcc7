/// Values a command's results are built from, kept alive until the process exits instead of being freed.
///
/// The tool exits right after a command returns, and the operating system reclaims its memory at once; freeing an
/// import's hundreds of thousands of strings one by one first took about a tenth of the command's time, on one core.
/// Compilers skip their final teardown for the same reason (clang's `-disable-free`).
enum ProcessLifetime {
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Keeps `value` until exit; never call it in a loop or in a long-lived process.
    static func keepUntilExit<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Box(value))
    }
}
