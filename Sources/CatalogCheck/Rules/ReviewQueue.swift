import Diagnostics
import JSONCore
import StringCatalog

/// What the review-queue checks (`needs-review`, `machine-translated`) share: per checked locale of an entry, one
/// finding at the first unit in the queue's state, counting the other cases, so a long plural is one line to act on.
enum ReviewQueue {
    static func report(
        _ state: TranslationState, saying phrase: String, at location: (StringUnit) -> SourceLocation, _ facts: EntryFacts,
        into sink: inout FindingSink
    ) {
        let entry = facts.entry
        for index in facts.checkedIndices {
            let locale = facts.locales[index]
            let flagged = facts.leaves(at: index).filter { $0.unit.state == state }
            guard let first = flagged.first else { continue }
            let more = flagged.count > 1 ? " (and \(flagged.count - 1) more case\(flagged.count == 2 ? "" : "s"))" : ""
            sink.report(
                "\(MessageFormatting.place(locale, first)) of \(MessageFormatting.key(entry.key)) \(phrase)\(more)",
                at: location(first.unit), key: entry.key, locale: locale)
        }
    }
}
