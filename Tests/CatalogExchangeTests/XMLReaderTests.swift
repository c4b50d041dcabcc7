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

    /// D1: an `<xliff>` or `<file>` inside a trans-unit once crashed the import (an index into an empty unit list).
    @Test(arguments: [
        (
            "<file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\">"
                + "<xliff><file original=\"b\" source-language=\"en\"/></xliff><source>x</source></trans-unit></body></file></xliff>",
            "bad.xliff:3:87: error: an '<xliff>' element cannot be nested"
        ),
        (
            "<file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\">"
                + "<file original=\"b\" source-language=\"en\"/><source>x</source></trans-unit></body></file></xliff>",
            "bad.xliff:3:87: error: '<file>' cannot start inside a '<trans-unit>'"
        ),
        (
            "<file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\">"
                + "<trans-unit id=\"b\"/><source>x</source></trans-unit></body></file></xliff>",
            "bad.xliff:3:87: error: '<trans-unit>' cannot start inside a '<trans-unit>'"
        ),
    ])
    func aFileOrUnitNestedInATransUnitIsRefusedWhereItStarts(text: String, message: String) {
        let got = error(head + text)
        #expect(got?.hasPrefix(message) == true, "\(got ?? "no error")")
    }

    /// D13: an unclosed `<target>` is reported as unclosed, not as inline markup.
    @Test func anUnclosedTargetIsReportedAsNotClosed() {
        let text =
            "<file original=\"a\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"a\">"
            + "<source>x</source><target>y\n<note>n</note></trans-unit></body></file></xliff>"
        let got = error(head + text)
        #expect(
            got?.hasPrefix("bad.xliff:4:1: error: '<target>' is not closed before '<note>' starts; end it with '</target>'") == true,
            "\(got ?? "no error")")
    }

    private func unitSource(_ source: String) throws -> String? {
        let text =
            head + "<file original=\"a\" source-language=\"en\"><body><trans-unit id=\"a\"><source>\(source)</source>"
            + "</trans-unit></body></file></xliff>"
        return try XLIFFDocument.parse(Array(text.utf8), path: "ok.xliff").files.first?.units.first?.source
    }

    /// D13: XML's CharRef is digits only, as many as written; a sign is not a digit.
    @Test func characterReferencesFollowXMLsGrammar() throws {
        #expect(try unitSource("&#x0000000041;&#00000000065;&#x1f642;") == "AA🙂")
        for bad in ["&#+65;", "&#x+41;", "&#-1;", "&#;", "&#x;", "&#X41;", "&#65", "&#6 5;"] {
            let got = error(
                head + "<file original=\"a\" source-language=\"en\"><body><trans-unit id=\"a\"><source>\(bad)</source>"
                    + "</trans-unit></body></file></xliff>")
            #expect(got?.contains("is not a character reference; write '&#' and decimal digits") == true, "\(bad): \(got ?? "no error")")
            #expect(got?.hasPrefix("bad.xliff:3:74:") == true, "\(bad): \(got ?? "no error")")
        }
        let tooLarge = error(
            head + "<file original=\"a\" source-language=\"en\"><body><trans-unit id=\"a\"><source>&#99999999999;</source>"
                + "</trans-unit></body></file></xliff>")
        #expect(tooLarge?.contains("'&#99999999999;' is not a character XML 1.0 allows") == true, "\(tooLarge ?? "no error")")
    }

    /// D7: a tag with many attributes is checked for duplicates through a set; a duplicate far down is still found.
    @Test func aDuplicateAmongManyAttributesIsFoundAtIt() {
        let attributes = (0..<5000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let got = error(head + "<file original=\"a\" source-language=\"en\" \(attributes) a17=\"y\"/></xliff>")
        let column = "<file original=\"a\" source-language=\"en\" \(attributes) ".utf8.count + 1
        #expect(
            got?.hasPrefix("bad.xliff:3:\(column): error: the XLIFF file is not well-formed XML: the attribute 'a17' appears twice")
                == true, "\(got?.prefix(200) ?? "no error")")
        #expect(error(head + "<file original=\"a\" source-language=\"en\" \(attributes)/></xliff>") == nil)
    }
}
