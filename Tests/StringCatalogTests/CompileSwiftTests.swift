import Testing

@testable import CatalogCompile
@testable import StringCatalog

@Test func swiftNamesAreCamelCaseUniqueAndNeverKeywordsUnescaped() {
    #expect(SwiftIdentifier.lowerCamel("%lld rounds remaining") == "roundsRemaining")
    #expect(SwiftIdentifier.lowerCamel("timer.rounds_remaining") == "timerRoundsRemaining")
    #expect(SwiftIdentifier.lowerCamel("URL") == "url")
    #expect(SwiftIdentifier.lowerCamel("3 rounds") == "string3Rounds")
    #expect(SwiftIdentifier.lowerCamel("🙂") == "string")
    #expect(SwiftIdentifier.upperCamel("Info-Plist") == "InfoPlist")
    let names = SwiftIdentifier.assign(["Start workout", "start workout", "table", "class", "%@"])
    #expect(names["Start workout"] == "startWorkout")
    #expect(names["start workout"] == "startWorkout_" + UniqueNames.hexHash("start workout").prefix(6))
    #expect(names["table"] == "table_" + UniqueNames.hexHash("table").prefix(6))
    #expect(names["class"] == "`class`")
    // A key without words never holds the stand-in name plain: many keys share it and none spells it.
    #expect(names["%@"] == "string_" + UniqueNames.hexHash("%@").prefix(6))
    #expect(SwiftIdentifier.literal("a\"b\\c\n\u{0}\u{7}") == #""a\"b\\c\n\0\u{7}""#)
    #expect(SwiftIdentifier.commentSafe("one\ntwo\u{2028}three") == "one two three")
}

@Test func swiftAccessorOutputIsDeterministic() throws {
    let first = CatalogCompilation.compile([try CompileTestSupport.fixture()], with: [SwiftAccessorCompiler()])
    let second = CatalogCompilation.compile([try CompileTestSupport.fixture()], with: [SwiftAccessorCompiler()])
    #expect(first.files == second.files)
    #expect(first.files.map(\.relativePath) == ["swift/Strings.swift"])
}
