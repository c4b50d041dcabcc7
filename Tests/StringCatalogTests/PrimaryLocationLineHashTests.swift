import Foundation
import TestSupport
import Testing
import TimerSimulation

@testable import Diagnostics

// `primaryLocationLineHash` must be exactly what github/codeql-action's upload computes (src/fingerprints.ts), or
// GitHub sees a fingerprint that disagrees with its own and the alert does not follow its line.

private func fingerprints(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    let count = PrimaryLocationLineHash.lineHashes(bytes).count
    let found = PrimaryLocationLineHash.fingerprints(ofLines: Set(1...count), in: bytes)
    return (1...count).map { found[$0] ?? "none" }
}

/// Expected values published in codeql-action's own tests (src/fingerprints.test.ts, "hash").
@Test func lineHashesMatchTheValuesGitHubsUploadActionPublishes() {
    #expect(fingerprints("") == ["c129715d7a2bc9a3:1"])
    #expect(fingerprints(" a\nb\n  \t\tc\n d") == ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"])
    let lf = [
        "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1",
        "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1",
    ]
    // LF, CR and CRLF line ends, and a mix of them, hash alike.
    #expect(fingerprints(" hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n") == lf)
    #expect(fingerprints(" hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r") == lf)
    #expect(fingerprints(" hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n") == lf)
    #expect(fingerprints(" hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n") == lf)
    // Identical lines are told apart by how many came before.
    #expect(
        fingerprints(String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10)) == [
            "a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4", "a7f2ff13bc495cf2:5",
            "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1", "a9cf91f7bbf1862b:1", "55ec222b86bcae53:1", "cc97dc7b1d7d8f7b:1",
            "c129715d7a2bc9a3:1",
        ])
}

/// An independent Python statement of the same definition, written from the definition rather than the rolling
/// update: for each line, the polynomial of the 100 characters from its first one (spaces and tabs dropped, line
/// ends as one LF, then 0xFFFF and zeros), base 37 modulo 2^64, over UTF-16 code units.
private let pythonLineHashes = """
    import sys
    text = open(sys.argv[1], 'rb').read().decode('utf-8')
    units = list(text.encode('utf-16-le'))
    units = [units[i] | (units[i + 1] << 8) for i in range(0, len(units), 2)]
    stream, starts, at_start, previous_cr = [], [], True, False
    for unit in units + [0xFFFF]:
        if unit in (0x20, 0x09) or (previous_cr and unit == 0x0A):
            previous_cr = False
            continue
        previous_cr = unit == 0x0D
        if unit == 0x0D:
            unit = 0x0A
        if at_start:
            starts.append(len(stream))
            at_start = False
        if unit == 0x0A:
            at_start = True
        stream.append(unit)
    stream += [0] * 100
    seen = {}
    for start in starts:
        value = 0
        for unit in stream[start:start + 100]:
            value = (value * 37 + unit) % (1 << 64)
        text = format(value, 'x')
        seen[text] = seen.get(text, 0) + 1
        print(f"{text}:{seen[text]}")
    """

private func pythonFingerprints(_ bytes: [UInt8]) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("timekeeper-linehash-\(UUID().uuidString)")
    try Data(bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Python.run(pythonLineHashes, arguments: [file.path])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
}

@Test(.requiresPython(modules: "sys"))
func lineHashesAgreeWithAnIndependentPythonStatementOnRealAndGeneratedFiles() throws {
    var inputs: [[UInt8]] = [
        try Array(Data(contentsOf: Repository.catalogs.appendingPathComponent("Localizable.xcstrings"))),
        Array("{\r\n  \"k\" : \"🦖 emoji, é, 漢字\"\r\n}\r\n".utf8),
        Array("\u{FEFF}{\n\t\"tabs\" :\t\"x\"\n}".utf8),
    ]
    var random = SeededRandom(seed: 14)
    let alphabet = Array("ab \t\n\r{}\"é🦖".unicodeScalars)
    for _ in 0..<20 {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...400, using: &random) { text.append(alphabet.randomElement(using: &random)!) }
        inputs.append(Array(String(text).utf8))
    }
    for bytes in inputs {
        let count = PrimaryLocationLineHash.lineHashes(bytes).count
        let found = PrimaryLocationLineHash.fingerprints(ofLines: Set(1...count), in: bytes)
        let swift = (1...count).map { found[$0] ?? "none" }
        #expect(swift == (try pythonFingerprints(bytes)), "for \(String(decoding: bytes.prefix(60), as: UTF8.self).debugDescription)")
    }
}

@Test func lineHashOfALineDependsOnlyOnTheTextFromItOn() {
    let tail = "  \"b\" : \"x\"\n}\n"
    let before = PrimaryLocationLineHash.fingerprints(ofLines: [2], in: Array("{\n\(tail)".utf8))
    let after = PrimaryLocationLineHash.fingerprints(ofLines: [5], in: Array("{\n  \"a\" : 1,\n  \"a2\" : 2,\n\n\(tail)".utf8))
    #expect(before[2] != nil)
    #expect(before[2] == after[5])
}

@Test func linesPastTheEndGetNoFingerprint() {
    #expect(PrimaryLocationLineHash.fingerprints(ofLines: [0, 3, 99], in: Array("a\nb".utf8)) == [:])
}
