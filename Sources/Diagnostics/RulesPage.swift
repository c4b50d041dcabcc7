import Foundation

/// The rules page (`docs/rules.md`): every rule the tool can report, written from the rules' own descriptions.
public enum RulesPage {
    /// The rules one command reports, under one heading.
    public struct Section: Sendable {
        /// The heading, e.g. "`timekeeper catalog check`".
        public var title: String
        /// A paragraph on where these findings come from and how to configure them.
        var introduction: String
        /// The rules, in the order the command lists them.
        public var rules: [RuleDescription]

        public init(title: String, introduction: String, rules: [RuleDescription]) {
            self.title = title
            self.introduction = introduction
            self.rules = rules
        }
    }

    /// The Markdown page for `sections`: a table per section, then each rule's examples.
    public static func markdown(_ sections: [Section], regenerateCommand: String) -> String {
        var page = "# Rules\n\n"
        page += "Every rule the tool reports, with its default severity, why it matters and what to do. This page is\n"
        page += "generated from the rules' own descriptions; do not edit it by hand. Regenerate it with\n"
        page += "`\(regenerateCommand)`.\n"
        for section in sections {
            page += "\n## \(section.title)\n\n\(section.introduction)\n\n"
            page += "| rule | default | why it matters | what to do |\n|---|---|---|---|\n"
            for rule in section.rules {
                page += "| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(cell(rule.shortDescription)) | \(cell(rule.help)) |\n"
            }
            for rule in section.rules where !rule.examples.isEmpty {
                page += "\n### `\(rule.id)`\n\n\(rule.shortDescription)\n"
                for example in rule.examples {
                    let verdict: String
                    switch example.expectation {
                    case .passes: verdict = "passes"
                    case .fails(let text, let severity): verdict = "fails at \(severity.rawValue) (\"\(text)\")"
                    }
                    page += "\n\(example.title.prefix(1).uppercased() + example.title.dropFirst()), \(verdict):\n\n"
                    page += "```json\n\(example.json)\n```\n"
                }
            }
        }
        return page
    }

    /// The anchor GitHub gives `rule`'s own heading on the page (`### `id``), or nil when it has none (only rules
    /// with examples get one). GitHub's anchor drops the backticks and keeps the kebab-case id.
    public static func anchor(for rule: RuleDescription) -> String? {
        rule.examples.isEmpty ? nil : rule.id.lowercased()
    }

    /// Table-cell text: pipes escaped, line breaks as spaces.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
