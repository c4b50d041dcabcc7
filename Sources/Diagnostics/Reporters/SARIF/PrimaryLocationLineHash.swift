/// GitHub code scanning's `primaryLocationLineHash`: the fingerprint that ties an alert to the text at and after its
/// line, so the alert survives edits above it.
///
/// Computed as github/codeql-action computes it when a SARIF file has none (`src/fingerprints.ts`): over the file's
/// UTF-16 code units, spaces and tabs skipped and every line ending read as one LF, a rolling polynomial hash
/// (base 37, 64-bit wrap-around) of the 100 characters that start at each line, with the end of the file marked by
/// 0xFFFF and padded with zeros; the text is the hash in lowercase hex, a colon, and how many lines so far had the
/// same hash (1 for the first). Producing it ourselves means the uploader has nothing to guess, and a file the
/// upload cannot read (an absolute path outside the checkout) still gets fingerprints.
public enum PrimaryLocationLineHash {
    private static let blockSize = 100
    private static let base: UInt64 = 37
    private static let endOfFile: UInt16 = 0xFFFF

    /// base^blockSize, with wrap-around: what the character leaving the window contributed.
    private static let leavingFactor: UInt64 = {
        var factor: UInt64 = 1
        for _ in 0..<blockSize { factor = factor &* base }
        return factor
    }()

    /// The raw hash of every line of `bytes` (UTF-8; invalid sequences read as U+FFFD), index 0 for line 1.
    ///
    /// Lines are counted as the upload action counts them: `\r\n`, `\r` and `\n` each end one, and the end of the file
    /// starts a last line of its own (so a file ending in a newline has one more line than it has newlines).
    public static func lineHashes(_ bytes: [UInt8]) -> [UInt64] {
        var state = RollingState()
        var decoder = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        // Decoded by hand, unit by unit, so a big catalog is never copied into a String.
        loop: while true {
            switch decoder.parseScalar(from: &input) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value < 0x1_0000 {
                    state.process(UInt16(truncatingIfNeeded: scalar.value))
                } else {
                    for unit in UTF16.encode(scalar)! { state.process(unit) }
                }
            case .error: state.process(0xFFFD)
            case .emptyInput: break loop
            }
        }
        state.process(endOfFile)
        for _ in 0..<blockSize {
            state.emitIfLineStarts()
            state.push(0)
        }
        return state.hashes
    }

    /// The rolling window over the normalized characters, and the hashes of the lines it has passed.
    private struct RollingState {
        var hashes: [UInt64] = []
        var window = [UInt16](repeating: 0, count: blockSize)
        /// The line that starts at each window slot, or 0 when none does.
        var lineStarts = [Int](repeating: 0, count: blockSize)
        var hash: UInt64 = 0
        var index = 0
        var line = 0
        var atLineStart = true
        var previousWasCR = false
        /// Read once: a static with an initializer is checked for initialization on every access.
        let leavingFactor = PrimaryLocationLineHash.leavingFactor

        /// A line whose first character is leaving the window has had its 100 characters: its hash is complete.
        @inline(__always) mutating func emitIfLineStarts() {
            if lineStarts[index] != 0 {
                hashes.append(hash)
                lineStarts[index] = 0
            }
        }

        @inline(__always) mutating func push(_ unit: UInt16) {
            let leaving = window[index]
            window[index] = unit
            hash = PrimaryLocationLineHash.base &* hash &+ UInt64(unit) &- leavingFactor &* UInt64(leaving)
            index = index == blockSize - 1 ? 0 : index + 1
        }

        @inline(__always) mutating func process(_ input: UInt16) {
            var unit = input
            if unit == 0x20 || unit == 0x09 || (previousWasCR && unit == 0x0A) {
                previousWasCR = false
                return
            }
            if unit == 0x0D {
                unit = 0x0A
                previousWasCR = true
            } else {
                previousWasCR = false
            }
            emitIfLineStarts()
            if atLineStart {
                atLineStart = false
                line += 1
                lineStarts[index] = line
            }
            if unit == 0x0A { atLineStart = true }
            push(unit)
        }
    }

    /// The fingerprint text (`"5c482a0f8b35ea28:1"`) of each of `lines` (1-based) in the file `bytes`; lines past
    /// the end of the file get none.
    public static func fingerprints(ofLines lines: Set<Int>, in bytes: [UInt8]) -> [Int: String] {
        let hashes = lineHashes(bytes)
        let wanted = Set(lines.compactMap { $0 >= 1 && $0 <= hashes.count ? hashes[$0 - 1] : nil })
        var seen: [UInt64: Int] = [:]
        var result: [Int: String] = [:]
        for (offset, hash) in hashes.enumerated() where wanted.contains(hash) {
            let count = (seen[hash] ?? 0) + 1
            seen[hash] = count
            if lines.contains(offset + 1) { result[offset + 1] = "\(String(hash, radix: 16)):\(count)" }
        }
        return result
    }
}
