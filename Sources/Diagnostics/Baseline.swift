import FileOutput
import Foundation
import JSONCore

/// Findings recorded at one point in time, so later runs report only new ones.
///
/// A finding is identified by a fingerprint of its rule, catalog file name, key, locale and message with
/// whitespace normalized — never its line or column, so edits elsewhere in the file do not make old
/// findings look new. Equal fingerprints are counted: two identical findings in the baseline absorb two.
public struct Baseline: Sendable, Equatable {
    /// Fingerprint → how many findings carried it.
    public private(set) var counts: [String: Int]

    public init(findings: [Finding] = []) {
        counts = [:]
        for finding in findings { counts[Self.fingerprint(of: finding), default: 0] += 1 }
    }

    /// The stable fingerprint of a finding (16 hex digits of FNV-1a 64).
    ///
    /// Hashes rule, file name (not its folder), key, locale and message, with runs of ASCII whitespace
    /// in the message collapsed to one space and trimmed, separated by U+001F.
    static func fingerprint(of finding: Finding) -> String {
        var hash = FNV1a()
        let path = Array(finding.location.file.utf8)
        let nameStart = (path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 }) ?? 0
        hash.mix(finding.ruleID.utf8)
        hash.mix(0x1F)
        hash.mix(path[nameStart...])
        hash.mix(0x1F)
        hash.mix((finding.key ?? "").utf8)
        hash.mix(0x1F)
        hash.mix((finding.locale ?? "").utf8)
        hash.mix(0x1F)
        var pendingSpace = false
        var started = false
        for byte in finding.message.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = started
                continue
            }
            if pendingSpace { hash.mix(0x20) }
            pendingSpace = false
            started = true
            hash.mix(byte)
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The findings not absorbed by the baseline, in their original order.
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        var remaining = counts
        return findings.filter { finding in
            let print = Self.fingerprint(of: finding)
            if let left = remaining[print], left > 0 {
                remaining[print] = left - 1
                return false
            }
            return true
        }
    }

    /// The baseline file's JSON: fingerprints with counts, plus a readable note per fingerprint.
    public static func encode(_ findings: [Finding]) -> JSONValue {
        var grouped: [String: (count: Int, finding: Finding)] = [:]
        for finding in findings {
            let print = fingerprint(of: finding)
            grouped[print] = ((grouped[print]?.count ?? 0) + 1, grouped[print]?.finding ?? finding)
        }
        let entries: [JSONValue] = grouped.keys.sorted().map { print in
            let (count, finding) = grouped[print]!
            return .object([
                JSONMember(key: "fingerprint", value: .string(print)),
                JSONMember(key: "count", value: .number(String(count))),
                JSONMember(key: "rule", value: .string(finding.ruleID)),
                JSONMember(key: "key", value: finding.key.map(JSONValue.string) ?? .null),
                JSONMember(key: "locale", value: finding.locale.map(JSONValue.string) ?? .null),
                JSONMember(key: "message", value: .string(finding.message)),
            ])
        }
        return .object([
            JSONMember(key: "version", value: .number("1")),
            JSONMember(key: "findings", value: .array(entries)),
        ])
    }

    /// Reads a baseline file written by ``write(_:to:)``; throws ``ConfigurationError`` with a location.
    public static func load(_ path: String) throws(ConfigurationError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(URL(fileURLWithPath: path), name: path)
        } catch {
            throw ConfigurationError(
                at: SourceLocation(file: path, line: 0, column: 0),
                "cannot read the baseline file: \(error.reason); create it with --write-baseline")
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, file: path)
        } catch {
            throw ConfigurationError(at: error.location, "the baseline is not valid JSON: \(error.message)")
        }
        guard document.kind(document.root) == .object, let list = document.member(document.root, named: "findings"),
            document.kind(list.value) == .array
        else {
            throw ConfigurationError(
                at: document.location(document.root), "a baseline is an object with a \"findings\" array; write one with --write-baseline")
        }
        var baseline = Baseline()
        for element in document.elements(list.value) {
            guard document.kind(element) == .object,
                let print = document.member(element, named: "fingerprint").flatMap({ document.string($0.value) })
            else {
                throw ConfigurationError(at: document.location(element), "each baseline finding needs a \"fingerprint\" string")
            }
            let count = document.member(element, named: "count").flatMap { document.numberText($0.value) }.flatMap { Int($0) } ?? 1
            baseline.counts[print, default: 0] += max(count, 1)
        }
        return baseline
    }

    /// Writes `findings` as a baseline atomically (a temporary file in the same folder, then rename).
    public static func write(_ findings: [Finding], to path: String) throws {
        let text = JSONOutput.render(encode(findings), endingWithNewline: true)
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch {
            throw ConfigurationError(at: SourceLocation(file: path, line: 0, column: 0), "cannot write the file: \(error.reason)")
        }
    }
}
