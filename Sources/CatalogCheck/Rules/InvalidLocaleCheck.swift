import Diagnostics
import JSONCore

/// A localization under a tag that is not a valid, known locale (`en_US`, `english`, `xx`).
struct InvalidLocaleCheck: CatalogCheck {
    public init() {}
    public let id = "invalid-locale"
    public let defaultSeverity = Severity.error
    public let summary = "Xcode compiles an unknown tag into an .lproj no device selects: the translations never show."
    public let help = "Use a BCP 47 tag as Xcode writes it: 'de', 'pt-BR', 'zh-Hans'."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "valid tags", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "Iniciar" } },
                          "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "开始" } } } }
                    """#)),
            RuleExample(
                "underscore", .fails(containing: "'pt_BR'", severity: .error),
                json: RuleExample.catalog(
                    #"""
                        "Start" : { "localizations" : {
                          "pt_BR" : { "stringUnit" : { "state" : "translated", "value" : "Iniciar" } } } }
                    """#)),
        ]
    }

    func checkCatalog(in context: CheckContext, into sink: inout FindingSink) {
        var firstUse: [String: SourceLocation] = [:]
        // Indexing instead of `for localization in …` reads two fields without copying each whole localization.
        let entries = context.catalog.entries
        for entryIndex in entries.indices {
            let localizations = entries[entryIndex].localizations
            for index in localizations.indices where firstUse[localizations[index].locale] == nil {
                firstUse[localizations[index].locale] = localizations[index].location
            }
        }
        let sourceLocation = SourceLocation(file: context.catalog.file, line: 1, column: 1)
        for locale in Set(firstUse.keys).union([context.sourceLanguage]).sorted() where context.includes(locale) {
            guard let problem = context.localeValidator.problem(with: locale) else { continue }
            let what = locale == context.sourceLanguage ? "source language" : "locale"
            // Escaped whole: the validator's sentence repeats the locale.
            sink.report(
                MessageText.escaped("\(what) '\(locale)': \(problem)"), at: firstUse[locale] ?? sourceLocation, key: nil, locale: locale)
        }
    }
}
