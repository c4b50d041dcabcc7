import CatalogExchange
import Foundation
import TestSupport
import Testing

/// Malformed input is reported where it is, as the error's first words say.
@Suite struct MalformedXLIFFTests {
    private func error(_ text: String) -> String? {
        do {
            _ = try XLIFFDocument.parse(Array(text.utf8), path: "bad.xliff")
            return nil
        } catch {
            return error.description
        }
    }

    private let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n"

    @Test(arguments: [
        ("  <file original=\"a\" source-language=\"en\">\n  </fil>\n</xliff>\n", "bad.xliff:4:3:", "does not match"),
        ("  <file original=\"a & b\" source-language=\"en\"/>\n</xliff>\n", "bad.xliff:3:21:", "'&' starts no entity"),
        ("  <file original=\"a\" source-language=\"en\"/>\n", "bad.xliff:4:1:", "is not closed"),
        ("  <file original=\"a\" original=\"b\" source-language=\"en\"/>\n</xliff>\n", "bad.xliff:3:22:", "appears twice"),
        ("  <file original=a/>\n</xliff>\n", "bad.xliff:3:18:", "must be in quotes"),
        ("  &nbsp;\n</xliff>\n", "bad.xliff:3:3:", "is not an XML entity"),
        ("  é\u{1}\n</xliff>\n", "bad.xliff:3:4:", "U+0001"),
    ])
    func malformedXMLIsReportedAtItsLine(text: String, location: String, words: String) {
        let message = error(head + text)
        #expect(message?.hasPrefix(location) == true, "\(message ?? "no error")")
        #expect(message?.contains(words) == true, "\(message ?? "no error")")
    }

    @Test func aRootOtherThanXliffIsRefused() {
        #expect(error("<resources/>")?.hasPrefix("bad.xliff:1:1: error: the root element is '<resources>'") == true)
    }

    @Test func bytesThatAreNotUTF8AreReportedAtTheirColumn() {
        var bytes = Array((head + "  <file original=\"").utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\" source-language=\"en\"/></xliff>".utf8)
        do {
            _ = try XLIFFDocument.parse(bytes, path: "bad.xliff")
            Issue.record("no error")
        } catch {
            #expect(
                error.description.hasPrefix("bad.xliff:3:19: error: the XLIFF file is not well-formed XML: the bytes here are not UTF-8"))
        }
    }

    /// The contributor's file with a U+0016 control character: line 140, column 59 (counted by Python over the file).
    @Test(.requiresCorpus) func theCorpusFileWithAControlCharacterIsRejectedAtIt() throws {
        do {
            _ = try XLIFFCorpus.document(XLIFFCorpus.malformedVietnamese)
            Issue.record("the malformed file was accepted")
        } catch {
            #expect("\(error)".hasPrefix("\(XLIFFCorpus.malformedVietnamese):140:59: error: the XLIFF file is not well-formed XML"))
            #expect("\(error)".contains("U+0016"))
        }
    }

    @Test func entitiesCharacterReferencesCDATAAndCommentsAreRead() throws {
        let text =
            head + """
                  <file original="a.xcstrings" source-language='en' target-language="fr">
                    <!-- a comment -->
                    <body>
                      <trans-unit id="x&#10;y&quot;">
                        <source>a &lt;b&gt; &amp; &#x1F642;<![CDATA[ <raw> ]]></source>
                        <target state="translated">z</target>
                      </trans-unit>
                    </body>
                  </file>
                </xliff>
                """
        let document = try XLIFFDocument.parse(Array(text.utf8), path: "ok.xliff")
        let unit = try #require(document.files.first?.units.first)
        #expect(unit.id == "x\ny\"")
        #expect(unit.source == "a <b> & 🙂 <raw> ")
        #expect(unit.target == "z")
        #expect(unit.location.description == "ok.xliff:6:7")
    }

    /// Lines inside a CDATA section count once, so what follows is placed on its own line.
    @Test func aProblemAfterAMultiLineCDATASectionIsOnItsLine() {
        let text =
            head + "  <file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source><![CDATA[one\ntwo\nthree]]></source>\n"
            + "  </fil>\n</xliff>\n"
        let message = error(text)
        #expect(message?.hasPrefix("bad.xliff:6:3:") == true, "\(message ?? "no error")")
    }

    /// Columns count characters, not bytes, and stay right when many units share one long line (the reader places
    /// them without counting the line from its start each time).
    @Test func unitsOnOneLongLineArePlacedAtTheirColumns() throws {
        let unit = #"<trans-unit id="k%d"><source>é%d</source><target>ü</target></trans-unit>"#
        var line = #"<xliff version="1.2"><file original="a.xcstrings" source-language="en" target-language="de"><body>"#
        var columns: [Int] = []
        for index in 0..<3 {
            columns.append(line.unicodeScalars.count + 1)
            line += unit.replacingOccurrences(of: "%d", with: "\(index)")
        }
        line += "</body></file></xliff>"
        let document = try XLIFFDocument.parse(Array(line.utf8), path: "one.xliff")
        let units = try #require(document.files.first?.units)
        #expect(units.map(\.location.description) == columns.map { "one.xliff:1:\($0)" })
        #expect(units.map { $0.targetLocation?.column } == columns.map { $0 + 39 })
        #expect(error(String(line.dropLast(8)) + "</xlif>")?.hasPrefix("bad.xliff:1:\(line.unicodeScalars.count - 7):") == true)
    }
}
