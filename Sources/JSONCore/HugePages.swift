#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel to back a large buffer with transparent huge pages before it is first written.
///
/// A merge of a 4 MB catalog touches about 50 MB of fresh memory (the inputs, their trees, the result), and on the VMs
/// it runs on each 4 KiB page fault costs microseconds of kernel time: more than the parsing of that page. With huge
/// pages a 2 MiB stretch faults once. Only advice: where the kernel has no huge pages to give (or
/// `transparent_hugepage` is `never`), nothing changes, and the bytes are the same either way.
public enum HugePages {
    /// Buffers smaller than this are left alone: they hold no whole aligned 2 MiB stretch worth a huge page.
    static let minimumSize = 4 << 20
    /// Nor are buffers larger than this. Free 2 MiB blocks are what a VM's balloon driver hands back to the host, so
    /// a huge page is often memory the host must fault in again; for a 23 MB catalog's ~200 MB that cost more, in
    /// some runs, than the faults saved (measured: same median, and 0.3–0.5 s kernel-time spikes in 3 of 8 runs).
    static let maximumSize = 16 << 20

    /// Advises huge pages for the `count` bytes at `start` (a no-op for small or very large buffers, and off Linux).
    public static func advise(_ start: UnsafeRawPointer?, count: Int) {
        #if os(Linux)
            guard let start, count >= minimumSize && count <= maximumSize else { return }
            // madvise takes whole pages: from the first page boundary in the buffer to the last one.
            let page = 4096
            let first = (Int(bitPattern: start) + page - 1) & ~(page - 1)
            let last = (Int(bitPattern: start) + count) & ~(page - 1)
            guard last > first, let pointer = UnsafeMutableRawPointer(bitPattern: first) else { return }
            _ = madvise(pointer, last - first, 14)  // MADV_HUGEPAGE
        #endif
    }
}
