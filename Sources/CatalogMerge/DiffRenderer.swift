/// One output format of `catalog diff` (`--format NAME`).
public protocol DiffRenderer: Sendable {
    /// The `--format` value.
    var name: String { get }
    /// The line in `catalog diff --help`.
    var summary: String { get }
    /// The whole output for `diff`, ending with a newline.
    func render(_ diff: CatalogDiff) -> String
}

/// Every diff format; adding one is adding its file and one line here.
public enum DiffRendererRegistry {
    public static let all: [any DiffRenderer] = [
        TextDiffRenderer(),
        MarkdownDiffRenderer(),
        JSONDiffRenderer(),
    ]

    /// The format called `name`, if any.
    public static func named(_ name: String) -> (any DiffRenderer)? { all.first { $0.name == name } }

    /// Every name, for `--help` and error messages.
    public static var names: [String] { all.map(\.name) }
}

extension UnitText {
    /// `"Hallo" (translated)`, or `"Hallo"` without a state.
    var words: String { ValueWords.quoted(value) + (state.map { " (\($0))" } ?? "") }
}

extension UnitChange {
    /// The change in words: `"A" → "B"`, `state new → translated`, or the added or removed unit.
    var words: String {
        switch kind {
        case .added: return "added \(after?.words ?? "")"
        case .removed: return "removed \(before?.words ?? "")"
        case .changed:
            guard let before, let after else { return "changed" }
            if before.value == after.value { return "state \(before.state ?? "none") → \(after.state ?? "none")" }
            return "\(before.words) → \(after.words)"
        }
    }
}

extension KeyChange {
    /// `added`, `removed`, `comment "a" → "b"`, `now stale (was manual)`, `no longer translated (shouldTranslate false)`,
    /// `de substitution count formats %1$lld → %2$lld`.
    var words: String {
        switch kind {
        case .added: "added"
        case .removed: "removed"
        case .commentChanged(let from, let to):
            "comment \(from.map(ValueWords.quoted) ?? "none") → \(to.map(ValueWords.quoted) ?? "none")"
        case .becameStale(let from): "now stale (was \(from ?? "without extraction state"))"
        case .translationChanged(let shouldTranslate): shouldTranslate ? "now translated" : "no longer translated (shouldTranslate false)"
        case .argumentChanged(let locale, let substitution, let from, let to):
            "\(locale) substitution \(substitution) formats \(from) → \(to)"
        }
    }

    var kindName: String {
        switch kind {
        case .added: "added"
        case .removed: "removed"
        case .commentChanged: "comment-changed"
        case .becameStale: "now-stale"
        case .translationChanged: "translation-changed"
        case .argumentChanged: "argument-changed"
        }
    }
}
