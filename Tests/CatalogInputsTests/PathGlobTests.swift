import CatalogInputs
import Testing

@Test(arguments: [
    ("*.xcstrings", "Localizable.xcstrings", true), ("*.xcstrings", "App/Localizable.xcstrings", false),
    ("**/*.xcstrings", "Localizable.xcstrings", true), ("**/*.xcstrings", "App/Resources/Main.xcstrings", true),
    ("Sources/**/*.xcstrings", "Sources/Main.xcstrings", true), ("Sources/**/*.xcstrings", "Tests/Main.xcstrings", false),
    ("Sources/**", "Sources/App/Main.xcstrings", true), ("Sources/**", "Sources", true), ("?.xcstrings", "A.xcstrings", true),
    ("?.xcstrings", "AB.xcstrings", false), ("Vendor/*/Generated", "Vendor/Kit/Generated", true),
    ("Vendor/*/Generated", "Vendor/Kit/Sub/Generated", false), ("a/**/b/**/c", "a/x/b/y/z/c", true), ("a/**/b/**/c", "a/c", false),
])
func pathGlobsMatchStarsQuestionMarksAndDoubleStars(_ pattern: String, _ path: String, _ matches: Bool) {
    #expect(PathGlob(pattern).matches(path) == matches)
}

@Test func onlyStarsAndQuestionMarksMakeAnArgumentAGlob() {
    #expect(PathGlob.isGlob("Sources/*.xcstrings"))
    #expect(PathGlob.isGlob("A?.xcstrings"))
    #expect(!PathGlob.isGlob("Sources/Localizable.xcstrings"))
    #expect(!PathGlob.isGlob("-"))
}
