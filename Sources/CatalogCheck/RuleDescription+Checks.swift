import Diagnostics
import StringCatalog

extension RuleDescription {
    /// Every rule a `catalog check` run can report: the registry's checks, then the reader's warnings.
    public static var all: [RuleDescription] {
        CheckRegistry.all.map(\.ruleDescription) + ReaderRule.allCases.map(\.ruleDescription)
    }
}
