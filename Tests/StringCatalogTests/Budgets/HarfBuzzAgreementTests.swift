import Foundation
import Testing

@testable import LayoutBudgets
@testable import StringCatalog

/// Our widths must equal HarfBuzz's own command-line shaper, script by script.
struct HarfBuzzAgreementTests {
    struct Sample: CustomStringConvertible, Sendable {
        let script: String
        let font: FontReference
        let text: String
        var description: String { script }
    }

    static let noto = "/usr/share/fonts/truetype/noto/"
    static let samples: [Sample] = [
        Sample(script: "Latin", font: FontReference(path: noto + "NotoSans-Regular.ttf"), text: "Start workout: Waffle office AVATAR"),
        Sample(script: "Cyrillic", font: FontReference(path: noto + "NotoSans-Regular.ttf"), text: "Начать тренировку"),
        Sample(script: "Arabic", font: FontReference(path: noto + "NotoSansArabic-Regular.ttf"), text: "ابدأ التمرين الآن"),
        Sample(script: "Devanagari", font: FontReference(path: noto + "NotoSansDevanagari-Regular.ttf"), text: "वर्कआउट शुरू करें"),
        Sample(
            script: "CJK", font: FontReference(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2),
            text: "开始训练，トレーニング開始"),
    ]

    @Test(arguments: samples)
    func shapedAdvanceEqualsHbShape(_ sample: Sample) throws {
        guard let expected = HbShape.totalAdvance(font: sample.font, text: sample.text) else { return }
        let face = try FontFace(path: sample.font.path, faceIndex: sample.font.faceIndex)
        let chain = FontChain(faces: [face])
        let width = chain.width(of: sample.text)
        #expect(width.missingCharacters.isEmpty)
        // Widths are summed in ems, so allow for floating-point rounding far below one font unit.
        #expect(
            abs(width.ems * Double(face.unitsPerEm) - Double(expected)) < 1e-6,
            "\(sample.script): ours \(width.ems * Double(face.unitsPerEm)) units, hb-shape \(expected)")
    }

    /// The default chain (Noto Sans first) picks the script's own Noto face and still agrees with hb-shape on it.
    @Test(arguments: samples)
    func defaultChainAgreesWithHbShapeOnTheScriptsFace(_ sample: Sample) throws {
        guard let expected = HbShape.totalAdvance(font: sample.font, text: sample.text) else { return }
        guard FileManager.default.isReadableFile(atPath: DefaultFonts.primary.path) else { return HbShape.skip("Noto Sans") }
        let locale = sample.script == "CJK" ? "zh-Hans" : "und"
        let chain = try FontLibrary().chain(primary: DefaultFonts.primary, fallbacks: DefaultFonts.fallbacks(for: locale))
        let width = chain.width(of: sample.text)
        let face = try FontFace(path: sample.font.path, faceIndex: sample.font.faceIndex)
        #expect(width.fontsUsed == [face.displayName])
        #expect(abs(width.ems * Double(face.unitsPerEm) - Double(expected)) < 1e-6, "\(sample.script)")
    }

    @Test func fallbackChainMeasuresEachScriptWithTheFaceThatHasIt() throws {
        let latin = FontReference(path: Self.noto + "NotoSans-Regular.ttf")
        let arabic = FontReference(path: Self.noto + "NotoSansArabic-Regular.ttf")
        guard let latinUnits = HbShape.totalAdvance(font: latin, text: "Round "),
            let arabicUnits = HbShape.totalAdvance(font: arabic, text: "الجولة")
        else { return }
        let library = FontLibrary()
        let chain = try library.chain(primary: latin, fallbacks: [arabic])
        let width = chain.width(of: "Round الجولة")
        #expect(width.missingCharacters.isEmpty)
        #expect(width.fontsUsed == ["NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf"])
        // Both faces have 1000 units per em.
        #expect(abs(width.ems * 1000 - Double(latinUnits + arabicUnits)) < 1e-6)
    }

    @Test func ligaturesAndKerningChangeTheWidth() throws {
        let latin = FontReference(path: Self.noto + "NotoSans-Regular.ttf")
        guard FileManager.default.isReadableFile(atPath: latin.path) else { return HbShape.skip("Noto Sans") }
        let chain = try FontLibrary().chain(primary: latin, fallbacks: [])
        // Kerning pulls "AV" together: narrower than "A" plus "V" shaped apart.
        let pair = chain.width(of: "AV").ems
        let apart = chain.width(of: "A").ems + chain.width(of: "V").ems
        #expect(pair < apart)
    }

    @Test func arabicJoiningIsShapedNotSummedPerLetter() throws {
        let arabic = FontReference(path: Self.noto + "NotoSansArabic-Regular.ttf")
        guard FileManager.default.isReadableFile(atPath: arabic.path) else { return HbShape.skip("Noto Sans Arabic") }
        let chain = try FontLibrary().chain(primary: arabic, fallbacks: [])
        let word = "تمرين"
        let joined = chain.width(of: word).ems
        let isolated = word.map { chain.width(of: String($0)).ems }.reduce(0, +)
        #expect(joined != isolated)
    }

    @Test func aCharacterNoFontHasIsReportedAndStillTakesSpace() throws {
        let latin = FontReference(path: Self.noto + "NotoSans-Regular.ttf")
        guard FileManager.default.isReadableFile(atPath: latin.path) else { return HbShape.skip("Noto Sans") }
        let chain = try FontLibrary().chain(primary: latin, fallbacks: [])
        let width = chain.width(of: "Go 開")
        #expect(width.missingCharacters == ["開"])
        #expect(width.ems > chain.width(of: "Go ").ems)
    }

    @Test func eachDistinctStringIsShapedOnce() throws {
        let latin = FontReference(path: Self.noto + "NotoSans-Regular.ttf")
        guard FileManager.default.isReadableFile(atPath: latin.path) else { return HbShape.skip("Noto Sans") }
        let chain = try FontLibrary().chain(primary: latin, fallbacks: [])
        _ = chain.width(of: "Rest")
        let afterFirst = chain.shapedRunCount
        _ = chain.width(of: "Rest")
        #expect(afterFirst == 1)
        #expect(chain.shapedRunCount == afterFirst)
    }

    @Test func missingFontIsAClearError() {
        #expect(throws: FontError.unreadable(path: "/nonexistent/font.ttf")) {
            try FontFace(path: "/nonexistent/font.ttf")
        }
        let error = FontError.unreadable(path: "/nonexistent/font.ttf")
        #expect(error.description.contains("/nonexistent/font.ttf"))
    }
}

/// Runs Debian's `hb-shape` (libharfbuzz-bin) and sums the advances it prints.
enum HbShape {
    static let executable = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func skip(_ what: String) {
        print("notice: skipped: \(what) is not installed (run .ci/run to install it)")
    }

    /// The summed x advance in font units, or nil (with a printed notice) when hb-shape or the font is missing.
    static func totalAdvance(font: FontReference, text: String) -> Int? {
        guard let executable else {
            skip("hb-shape (libharfbuzz-bin)")
            return nil
        }
        guard FileManager.default.isReadableFile(atPath: font.path) else {
            skip(font.path)
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--output-format=json", "--face-index=\(font.faceIndex)", font.path, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let glyphs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        return glyphs.reduce(0) { $0 + (($1["ax"] as? Int) ?? 0) }
    }
}
