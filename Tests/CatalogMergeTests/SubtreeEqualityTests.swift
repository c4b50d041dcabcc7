import Foundation
import JSONCore
import Testing

@testable import CatalogMerge

// Containers written with the same bytes are equal at once; any other pair is compared value by value. These pin
// down that the shortcut never changes a verdict: layout, member order and escapes still do not matter, and text
// that starts alike but holds a different value is still different.

private func document(_ text: String) throws -> JSONDocument { try JSONDocument.parse(Array(text.utf8), file: "t.json") }

/// Whether the values of member `key` of the two documents are equal.
private func equal(_ left: String, _ right: String, key: String = "k") throws -> Bool {
    let a = try document(left), b = try document(right)
    let x = try #require(a.member(a.root, named: key)), y = try #require(b.member(b.root, named: key))
    return SubtreeEquality.equal(a, x.value.index, b, y.value.index)
}

@Test func theSameTextIsEqualWhateverSurroundsIt() throws {
    #expect(try equal(#"{"k":{"a":[1,{"b":"x"}],"c":{}}}"#, #"{"other":1,   "k":{"a":[1,{"b":"x"}],"c":{}}  }"#))
    #expect(try equal(#"{"k":[]}"#, #"{"k":[]}"#))
    #expect(try equal(#"{"k":{"e":{}}}"#, #"{"k":{"e":{}   }}"#))
    #expect(try equal(#"{"k":[true,null,false]}"#, #"{"k":[true,null,false ]}"#))
}

@Test func differentTextCanStillBeTheSameValue() throws {
    #expect(try equal(#"{"k":{"a":1,"b":"x"}}"#, "{\"k\" : {\n  \"b\" : \"x\",\n  \"a\" : 1\n}}"))
    #expect(try equal(#"{"k":{"a":"\u00e9"}}"#, #"{"k":{"a":"é"}}"#))
}

@Test func textThatStartsAlikeButHoldsAnotherValueDiffers() throws {
    #expect(try !equal(#"{"k":{"a":"x"}}"#, #"{"k":{"a":"xy"}}"#))
    #expect(try !equal(#"{"k":{"a":[1]}}"#, #"{"k":{"a":[1,2]}}"#))
    #expect(try !equal(#"{"k":{"a":{}}}"#, #"{"k":{"a":{"b":1}}}"#))
    #expect(try !equal(#"{"k":{"a":1}}"#, #"{"k":{"a":10}}"#))
    #expect(try !equal(#"{"k":{"a":true}}"#, #"{"k":{"a":false}}"#))
    #expect(try !equal(#"{"k":[{}]}"#, #"{"k":[[]]}"#))
}
