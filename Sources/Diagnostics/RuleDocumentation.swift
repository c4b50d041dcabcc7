/// Where the rules are documented on the web, for links in reports (SARIF `helpUri`, Markdown summaries).
public enum RuleDocumentation {
    /// The project's repository; every documentation link starts here, so moving the repository is one edit.
    public static let repositoryURL = "https://github.com/timekeeper-tools/timekeeper"

    /// `docs/rules.md` on the default branch, as the repository's web view shows it.
    public static let rulesPageURL = repositoryURL + "/blob/main/docs/rules.md"

    /// The link to `rule`'s own section of the rules page, or nil when the page gives it only a table row.
    public static func helpURI(for rule: RuleDescription) -> String? {
        RulesPage.anchor(for: rule).map { rulesPageURL + "#" + $0 }
    }
}
