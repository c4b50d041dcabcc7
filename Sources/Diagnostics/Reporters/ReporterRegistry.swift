/// Every reporter `--format` accepts.
public enum ReporterRegistry {
    /// All reporters; adding one is adding its file and one line here.
    public static let all: [any FindingReporter] = [
        TextReporter(),
        JSONReporter(),
        GitHubReporter(),
        SARIFReporter(),
        JUnitReporter(),
        GitLabCodeQualityReporter(),
        MarkdownReporter(),
        SummaryReporter(),
    ]

    /// The reporter called `name`, if any.
    public static func named(_ name: String) -> (any FindingReporter)? {
        all.first { $0.name == name }
    }

    /// Every reporter name, for `--help` and errors.
    public static var names: [String] { all.map(\.name) }
}
