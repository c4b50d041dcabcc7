/// The one UTF-8 rule of the package (RFC 3629, Unicode table 3-7), for every reader of bytes: the JSON parser and
/// the XML reader take a sequence exactly when this does, and ByteRulesTests holds it to `String(validating:)`.
///
/// A lead byte C2–DF takes one continuation byte, E0–EF two, F0–F4 three. The second byte is narrowed where the
/// lead allows overlong forms, surrogates or scalars above U+10FFFF: after E0 it is A0–BF, after ED 80–9F, after F0
/// 90–BF, after F4 80–8F. C0, C1 and F5–FF never lead, and a continuation byte (80–BF) never starts a sequence.
package enum UTF8Rule {
    /// The length of the sequence `lead` starts: 1 for ASCII, 2 to 4 for a valid lead byte, 0 for a byte that
    /// cannot start one.
    @inlinable @inline(__always)
    package static func length(lead: UInt8) -> Int {
        switch lead {
        case 0x00...0x7F: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
    }

    /// The bytes the second byte of a sequence led by `lead` may be.
    @inlinable @inline(__always)
    package static func secondByte(lead: UInt8) -> ClosedRange<UInt8> {
        switch lead {
        case 0xE0: 0xA0...0xBF
        case 0xED: 0x80...0x9F
        case 0xF0: 0x90...0xBF
        case 0xF4: 0x80...0x8F
        default: 0x80...0xBF
        }
    }

    /// The length of the well-formed sequence at `start`, or 0 when the bytes there are not one (a sequence cut
    /// off by `end` included). `start` must be below `end`.
    @inlinable @inline(__always)
    package static func sequenceLength(_ base: UnsafePointer<UInt8>, at start: Int, end: Int) -> Int {
        let lead = base[start]
        let length = length(lead: lead)
        guard length > 1 else { return length }
        guard start + length <= end, secondByte(lead: lead).contains(base[start + 1]) else { return 0 }
        if length > 2 && base[start + 2] & 0xC0 != 0x80 { return 0 }
        if length > 3 && base[start + 3] & 0xC0 != 0x80 { return 0 }
        return length
    }

    /// The scalar of the well-formed sequence of `length` bytes at `start` (as `sequenceLength` found it).
    @inlinable @inline(__always)
    package static func scalar(_ base: UnsafePointer<UInt8>, at start: Int, length: Int) -> UInt32 {
        let lead = UInt32(base[start])
        switch length {
        case 1: return lead
        case 2: return (lead & 0x1F) << 6 | UInt32(base[start + 1] & 0x3F)
        case 3: return (lead & 0x0F) << 12 | UInt32(base[start + 1] & 0x3F) << 6 | UInt32(base[start + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(base[start + 1] & 0x3F) << 12 | UInt32(base[start + 2] & 0x3F) << 6
                | UInt32(base[start + 3] & 0x3F)
        }
    }

    /// The offset of the first byte in `bytes` that does not begin a well-formed sequence, or nil when all are UTF-8.
    /// The plain rule, byte by byte: what the readers' fast paths are tested against.
    package static func firstInvalid(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(base, at: index, end: bytes.count)
            if length == 0 { return index }
            index += length
        }
        return nil
    }
}
