import FileOutput
import Foundation

/// Whole-file reads straight into a byte array (no `Data` copy, so peak memory stays near the file size).
public enum FileBytes {
    /// Opens a file for reading; refuses folders, devices and sockets (pipes stay allowed for process substitution).
    public static func open(_ url: URL, name: String? = nil) throws(JSONReadError) -> Int32 {
        let path = url.path
        let unreadable = { (reason: String) in Self.unreadable(name ?? path, reason) }
        let descriptor = Foundation.open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(SystemReason.current.description) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = SystemReason.current.description
            close(descriptor)
            throw unreadable(reason)
        }
        let kind = info.st_mode & S_IFMT
        // A device such as /dev/urandom never ends.
        let refusal =
            kind == S_IFDIR
            ? "it is a folder" : kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK ? "it is a device or socket, not a file" : nil
        if let refusal {
            close(descriptor)
            throw unreadable(refusal)
        }
        return descriptor
    }

    public static func read(_ url: URL, name: String? = nil) throws(JSONReadError) -> [UInt8] {
        let unreadable = { (reason: String) in Self.unreadable(name ?? url.path, reason) }
        let descriptor = try open(url, name: name)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(SystemReason.current.description) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        if info.st_size > 0 {
            bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
                initialized = 0
                HugePages.advise(buffer.baseAddress, count: buffer.count)
                while initialized < buffer.count {
                    let got = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if got <= 0 { break }
                    initialized += got
                }
            }
        }
        // The size can change while reading (or be 0 for pipes and /proc files): read on to the end.
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 { throw unreadable(SystemReason.current.description) }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }

    /// The error for a file that cannot be opened or read, named as the user gave it.
    public static func unreadable(_ file: String, _ reason: String) -> JSONReadError {
        var error = JSONReadError(.unreadableFile, at: SourceLocation(file: file, line: 0, column: 0), "cannot read the file: \(reason)")
        error.reason = reason
        return error
    }
}
