import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A translation whose inline Markdown differs from the source's: SwiftUI `Text` renders a localized string's
/// Markdown, so a lost or changed link, or emphasis broken by a space (`** %@ **`, gem-ios#1254), shows as raw
/// asterisks or drops the link (Weblate's `md-link` and `md-syntax` checks).
///
/// Compared: link targets (`[text](url)`), and the number of strong, emphasis, strikethrough and code spans, as
/// CommonMark reads them (see ``MarkdownSpans``).
struct MarkdownParityCheck: CatalogCheck {
    public init() {}
    public let id = "markdown-mismatch"
    public let defaultSeverity = Severity.warning
    public let summary =
        "SwiftUI Text renders Markdown in localized strings: a translation that loses a link or breaks **bold** shows raw asterisks or no link."
    public let help = "Keep the source's links (same URLs) and emphasis; no space just inside ** or *."

    public var examples: [RuleExample] {
        [
            RuleExample(
                "same link and bold, reordered", .passes,
                json: RuleExample.catalog(
                    #"""
                        "Read the **[terms](https://example.com/terms)** first" : { "localizations" : {
                          "de" : { "stringUnit" : { "state" : "translated", "value" : "Lies zuerst die **[AGB](https://example.com/terms)**" } } } }
                    """#)),
            RuleExample(
                "bold broken by spaces", .fails(containing: "has 0 strong spans where the source has 1", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "Delete **%@**?" : { "localizations" : {
                          "ru" : { "stringUnit" : { "state" : "translated", "value" : "Удалить ** %@ **?" } } } }
                    """#)),
            RuleExample(
                "a lost link", .fails(containing: "loses the link to https://example.com/privacy", severity: .warning),
                json: RuleExample.catalog(
                    #"""
                        "See our [privacy policy](https://example.com/privacy)." : { "localizations" : {
                          "fr" : { "stringUnit" : { "state" : "translated", "value" : "Voir notre politique de confidentialité." } } } }
                    """#)),
        ]
    }

    public func check(_ facts: EntryFacts, in context: CheckContext, into sink: inout FindingSink) {
        guard let reference = facts.source else { return }
        for index in facts.checkedIndices where index != facts.sourceIndex {
            let locale = facts.locales[index]
            for leaf in facts.leaves(at: index) where !leaf.unit.value.isEmpty {
                guard let counterpart = reference.counterpart(of: leaf.path),
                    MarkdownSpans.mayHaveMarkup(counterpart.unit.value) || MarkdownSpans.mayHaveMarkup(leaf.unit.value)
                else { continue }
                let expected = MarkdownSpans(counterpart.unit.value)
                let found = MarkdownSpans(leaf.unit.value)
                guard expected != found else { continue }
                var problems: [String] = []
                for url in expected.links where !found.links.contains(url) { problems.append("loses the link to \(url)") }
                for url in found.links where !expected.links.contains(url) { problems.append("links to \(url), which the source does not") }
                for (kind, want, have) in [
                    ("strong", expected.strong, found.strong), ("emphasis", expected.emphasis, found.emphasis),
                    ("strikethrough", expected.strikethrough, found.strikethrough), ("code", expected.code, found.code),
                ] where want != have {
                    problems.append("has \(have) \(kind) span\(have == 1 ? "" : "s") where the source has \(want)")
                }
                guard !problems.isEmpty else { continue }
                sink.report(
                    "\(MessageFormatting.place(locale, leaf)) of \(MessageFormatting.key(facts.entry.key)) \(problems.joined(separator: "; "))",
                    at: leaf.unit.valueLocation, key: facts.entry.key, locale: locale)
            }
        }
    }
}

/// The inline Markdown SwiftUI renders in a string: link targets and span counts, read with CommonMark's delimiter
/// rules (a run opens when left-flanking and closes when right-flanking; `_` not inside words; two delimiters on
/// both sides make strong), simplified: no nesting limits, no "multiple of 3" rule, no reference links or HTML.
struct MarkdownSpans: Equatable {
    var links: [String] = []
    var strong = 0
    var emphasis = 0
    var strikethrough = 0
    var code = 0

    /// A cheap test: no `*`, `_`, `~`, `` ` `` or `](` means no Markdown.
    static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "`") }
            || text.contains("](")
    }

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        scalars = Self.removingCodeSpans(scalars, count: &code)
        scalars = Self.removingLinks(scalars, into: &links)
        links.sort()
        countEmphasis(scalars)
    }

    /// Code spans (matching backtick runs) are counted and replaced by a letter, so their content is not Markdown.
    private static func removingCodeSpans(_ scalars: [Unicode.Scalar], count: inout Int) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "`" else {
                out.append(scalars[index])
                index += 1
                continue
            }
            var length = 0
            while index + length < scalars.count, scalars[index + length] == "`" { length += 1 }
            var search = index + length
            var closed: Int?
            while search < scalars.count {
                if scalars[search] == "`" {
                    var run = 0
                    while search + run < scalars.count, scalars[search + run] == "`" { run += 1 }
                    if run == length {
                        closed = search
                        break
                    }
                    search += run
                } else {
                    search += 1
                }
            }
            if let closed {
                count += 1
                out.append("x")
                index = closed + length
            } else {
                out += scalars[index..<index + length]
                index += length
            }
        }
        return out
    }

    /// `[text](url)` → `text`, with `url` recorded.
    private static func removingLinks(_ scalars: [Unicode.Scalar], into links: inout [String]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "[", let close = scalars[(index + 1)...].firstIndex(of: "]"), close + 1 < scalars.count,
                scalars[close + 1] == "(", let end = scalars[(close + 2)...].firstIndex(of: ")")
            {
                let target = String(String.UnicodeScalarView(scalars[(close + 2)..<end])).trimmingSpaces()
                links.append(target)
                out += scalars[(index + 1)..<close]
                index = end + 1
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return out
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        return scalar.properties.isWhitespace
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    private mutating func countEmphasis(_ scalars: [Unicode.Scalar]) {
        // Openers: delimiter character and how many are left unmatched.
        var openers: [(character: Unicode.Scalar, remaining: Int)] = []
        var index = 0
        while index < scalars.count {
            let character = scalars[index]
            guard character == "*" || character == "_" || character == "~" else {
                index += 1
                continue
            }
            var length = 0
            while index + length < scalars.count, scalars[index + length] == character { length += 1 }
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + length < scalars.count ? scalars[index + length] : nil
            let left = !Self.isWhitespace(after) && (!Self.isPunctuation(after) || Self.isWhitespace(before) || Self.isPunctuation(before))
            let right = !Self.isWhitespace(before) && (!Self.isPunctuation(before) || Self.isWhitespace(after) || Self.isPunctuation(after))
            var canOpen = left
            var canClose = right
            if character == "_" {
                canOpen = left && (!right || Self.isPunctuation(before))
                canClose = right && (!left || Self.isPunctuation(after))
            }
            var remaining = length
            if character == "~" && length > 2 { remaining = 0 }  // GFM: three or more tildes are no strikethrough
            if canClose {
                while remaining > 0, let found = openers.lastIndex(where: { $0.character == character && $0.remaining > 0 }) {
                    let used: Int
                    if character == "~" {
                        guard openers[found].remaining == remaining else { break }
                        used = remaining
                        strikethrough += 1
                    } else {
                        used = min(remaining, openers[found].remaining) >= 2 ? 2 : 1
                        if used == 2 { strong += 1 } else { emphasis += 1 }
                    }
                    openers[found].remaining -= used
                    remaining -= used
                    // Openers inside the matched span can no longer close anything.
                    openers.removeSubrange((found + 1)...)
                    if openers[found].remaining == 0 { openers.remove(at: found) }
                }
            }
            if canOpen, remaining > 0 { openers.append((character, remaining)) }
            index += length
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(String.UnicodeScalarView(unicodeScalars.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()))
    }
}
