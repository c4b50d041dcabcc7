import CTerminalSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The size of the terminal a descriptor is on (TIOCGWINSZ).
public enum WindowSize {
    /// Rows and columns of the terminal on `descriptor`; nil when it is not a terminal or reports no size.
    public static func of(_ descriptor: Int32 = STDOUT_FILENO) -> (rows: Int, columns: Int)? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard cterminal_window_size(descriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return (Int(rows), Int(columns))
    }
}
