import Testing

@testable import CatalogExchange

/// Names are read eight bytes at a time and looked up by their packed bytes; these pin that the shortcuts give what
/// the byte-by-byte rules give.
struct XMLNameTests {
    @Test func eachLaneOfTheWordScanAgreesWithTheByteRuleForEveryByte() {
        for lane in 0..<8 {
            for value in 0...255 {
                // The other lanes hold a name byte ('a'), so only the lane under test can be flagged as not one.
                var bytes = [UInt8](repeating: 0x61, count: 8)
                bytes[lane] = UInt8(value)
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let flagged = XMLReader.nameByteLanes(word) >> UInt64(lane * 8 + 7) & 1 == 1
                #expect(flagged == XMLReader.isNameByte(UInt8(value)), "byte \(value) in lane \(lane)")
            }
        }
    }

    @Test func everyKnownNameReadsAsItsCaseWhetherOrNotSixteenBytesFollow() {
        for name in XMLName.known {
            let spelling = Array(name.description.utf8)
            for padding in [0, 16] {
                let bytes = spelling + [UInt8](repeating: 0x3E, count: padding)
                let read = bytes.withUnsafeBufferPointer {
                    XMLName.read($0.baseAddress!, count: spelling.count, available: $0.count)
                }
                #expect(read == name, "\(name) with \(padding) bytes after it")
            }
        }
    }

    @Test(arguments: ["sourc", "sources", "Source", "trans-units", "xml:spaces", "source-languages", "a-name-of-twenty-bytes", "é"])
    func otherNamesReadAsTheirSpelling(spelling: String) {
        let bytes = Array(spelling.utf8) + Array(">\n</xliff>\n".utf8)
        let read = bytes.withUnsafeBufferPointer {
            XMLName.read($0.baseAddress!, count: spelling.utf8.count, available: $0.count)
        }
        #expect(read == .other(spelling))
        #expect(read.description == spelling)
    }

    @Test func namesLongerThanAWordAndAtTheEndOfTheFileAreReadWhole() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="a.xcstrings" source-language="en" target-language="de" \
            an-attribute-of-many-bytes="1"><body><trans-unit id="k"><source>S</source>\
            <target state="translated">T</target><a-long-unknown-element-name/></trans-unit></body></file></xliff>
            """
        let document = try XLIFFDocument.parse(Array(text.utf8), path: "names.xliff")
        let unit = try #require(document.files.first?.units.first)
        #expect(unit.id == "k")
        #expect(unit.target == "T")
        #expect(unit.state == XLIFFState(state: "translated"))
    }
}
