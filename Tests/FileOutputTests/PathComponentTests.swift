import FileOutput
import Testing

@Test(arguments: [
    ("", PathComponent.Problem.empty),
    (".", .relative),
    ("..", .relative),
    (".hidden", .leadingDot),
    (".lproj", .leadingDot),
    ("-rf", .leadingDash),
    ("-", .leadingDash),
    ("a/b", .separator),
    ("/", .separator),
    ("../de", .separator),
    ("a\\b", .separator),
    ("de\u{0}", .controlCharacter),
    ("\u{0}", .controlCharacter),
    ("de\nfr", .controlCharacter),
    ("tab\there", .controlCharacter),
    ("\u{1F}", .controlCharacter),
    ("del\u{7F}", .controlCharacter),
    ("c1\u{80}", .controlCharacter),
    ("next\u{85}line", .controlCharacter),
    ("c1\u{9F}", .controlCharacter),
    (String(repeating: "a", count: 256), .tooLong),
    (String(repeating: "é", count: 128), .tooLong),
])
func refusesNamesThatAreNotOnePlainComponent(name: String, problem: PathComponent.Problem) {
    #expect(PathComponent.problem(with: name) == problem)
    #expect(!PathComponent.isSafe(name))
}

@Test(arguments: [
    "de", "pt-BR", "zh-Hans", "values-b+sr+Latn", "de.lproj", "Localizable.strings", "a..b", "trailing.", "x-",
    "Größe", "\u{A0}", "日本語", String(repeating: "a", count: 255),
])
func acceptsPlainNames(name: String) {
    #expect(PathComponent.problem(with: name) == nil)
    #expect(PathComponent.isSafe(name))
}

/// The first problem in this order is the one reported, so messages stay stable.
@Test func reportsTheFirstProblemInAFixedOrder() {
    #expect(PathComponent.problem(with: "./x") == .separator)
    #expect(PathComponent.problem(with: ".\n") == .controlCharacter)
    #expect(PathComponent.problem(with: "-" + String(repeating: "a", count: 300)) == .leadingDash)
}

@Test func problemsReadAsThePhrasesCallersQuote() {
    #expect(PathComponent.Problem.empty.description == "it is empty")
    #expect(PathComponent.Problem.relative.description == "it names a folder relative to the output folder")
    #expect(PathComponent.Problem.separator.description == "it contains a path separator")
    #expect(PathComponent.Problem.controlCharacter.description == "it contains a control character (NUL, newline, …)")
    #expect(PathComponent.Problem.leadingDot.description == "it starts with a dot")
    #expect(PathComponent.Problem.leadingDash.description == "it starts with a dash")
    #expect(PathComponent.Problem.tooLong.description == "it is longer than 255 bytes")
}
