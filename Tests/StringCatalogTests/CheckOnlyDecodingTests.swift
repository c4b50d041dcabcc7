import Foundation
import Testing

@testable import JSONCore
@testable import StringCatalog

// Checking a catalog without keeping it (`CatalogReader.validate`) skips building the model for localizations of
// the usual shape; every localization must still get the verdict (and error) decoding it in full gives.

private let contents = [
    #"{"stringUnit":{"state":"translated","value":"x"}}"#,
    #"{"stringUnit":{"value":"x","state":"new"}}"#,
    #"{"stringUnit":{"st\u0061te":"translated","value":"x"}}"#,
    #"{"stringUnit":{"state":"translated","value":3}}"#,
    #"{"stringUnit":{"state":true,"value":"x"}}"#,
    #"{"stringUnit":{"state":"translated","other":"x"}}"#,
    #"{"stringUnit":{"state":"translated"}}"#,
    #"{"stringUnit":{"value":"x"}}"#,
    #"{"stringUnit":{"value":"x","state":"translated","extra":1}}"#,
    #"{"stringUnit":["state","value"]}"#,
    #"{"stringUnit":"x"}"#,
    #"{"stringunit":{"state":"translated","value":"x"}}"#,
    #"{"stringUnit":{"state":"translated","value":"x"},"variations":{}}"#,
    #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":1}}}}}"#,
    #"{}"#, #"[]"#, #""x""#,
]

@Test func checkingGivesDecodingsVerdictForEveryLocalization() throws {
    for content in contents {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":\#(content)}}},"version":"1.0"}"#
        let document = try JSONDocument.parse(Array(text.utf8), file: "t.xcstrings")
        let checked = Result { () throws(JSONReadError) in try CatalogReader.validate(document) }.map { _ in () }
        let decoded = Result { () throws(JSONReadError) in try CatalogReader.decode(document) }.map { _ in () }
        switch (checked, decoded) {
        case (.success, .success): break
        case (.failure(let a), .failure(let b)):
            #expect(a == b && a.message == b.message && a.location == b.location, "\(content)")
        default: Issue.record("\(content): checking \(checked), decoding \(decoded)")
        }
    }
}
