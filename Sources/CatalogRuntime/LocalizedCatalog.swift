import Dispatch
import FileOutput
import Foundation
import ICU
import Synchronization

/// Compiled catalogs loaded for lookup at run time: `localized(key, locale:, arguments…)`.
///
/// Resolves plural variations through ICU (integers and displayed decimals), substitutions, device
/// variations, numbers written for the locale, and the fallback chain `pt-BR` → `pt` → source language
/// (`zh-Hant-HK` → `zh-Hant` → source). Immutable after loading, with internal caches behind locks, so one
/// instance serves many threads.
public final class LocalizedCatalog: Sendable {
    private struct Table: Sendable {
        var sourceLanguage: String
        /// Bundles by canonical tag.
        var bundles: [String: CatalogBundle]
    }

    private let tables: [String: Table]
    private let resolutions = Mutex<[String: LocaleResolution]>([:])

    /// Loads bundles (any tables, any locales). Throws when two bundles claim the same table and locale,
    /// or a table's bundles disagree on the source language.
    public init(bundles: [CatalogBundle]) throws(CatalogBundleError) {
        var tables: [String: Table] = [:]
        for bundle in bundles {
            let tag = Self.canonical(bundle.locale)
            var table = tables[bundle.table] ?? Table(sourceLanguage: Self.canonical(bundle.sourceLanguage), bundles: [:])
            guard table.sourceLanguage == Self.canonical(bundle.sourceLanguage) else {
                throw CatalogBundleError(
                    file: bundle.table,
                    message:
                        "bundles of table '\(bundle.table)' disagree on the source language (\(table.sourceLanguage), "
                        + "\(bundle.sourceLanguage)); compile them from one catalog"
                )
            }
            guard table.bundles[tag] == nil else {
                throw CatalogBundleError(
                    file: bundle.table, message: "two bundles for table '\(bundle.table)' and locale '\(tag)'; load each once")
            }
            table.bundles[tag] = bundle
            tables[bundle.table] = table
        }
        self.tables = tables
    }

    /// Loads every `<locale>/<Table>.json` below `directory` (the `json` folder `catalog compile` writes).
    public convenience init(contentsOf directory: URL) throws(CatalogBundleError) {
        let folders: [URL]
        do {
            folders = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        } catch {
            throw CatalogBundleError(
                file: directory.path,
                message:
                    "cannot list the bundle folder (\(SystemReason(foundationError: error) ?? SystemReason(errno: EIO))); pass the json folder written by `timekeeper catalog "
                    + "compile --format json`"
            )
        }
        let files: [URL] = folders.sorted(by: { $0.path < $1.path }).flatMap { folder in
            let contents = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            return contents.sorted(by: { $0.path < $1.path }).filter { $0.pathExtension == "json" }
        }
        // Bundles are independent: decode them on every core, then assemble in file order.
        let results = Mutex<[Int: Result<CatalogBundle, CatalogBundleError>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result: Result<CatalogBundle, CatalogBundleError>
            do throws(CatalogBundleError) {
                result = .success(try CatalogBundle(contentsOf: files[index]))
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[index] = result }
        }
        let decoded = results.withLock { $0 }
        var bundles: [CatalogBundle] = []
        for index in files.indices { bundles.append(try decoded[index]!.get()) }
        try self.init(bundles: bundles)
    }

    /// The tables loaded, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// The locales a table has bundles for (canonical tags), sorted.
    public func locales(of table: String = "Localizable") -> [String] { tables[table]?.bundles.keys.sorted() ?? [] }

    /// The text of `key` for `locale`, formatted with `arguments`; `device` picks a device variation
    /// (nil: the `other` case). A key no bundle in the fallback chain has comes back as the key itself,
    /// as Apple's lookup does. Arguments that are missing leave their directive visible instead of crashing.
    public func localized(
        _ key: String, table: String = "Localizable", locale: String, device: CatalogDevice? = nil, arguments: [CatalogArgument]
    ) -> String {
        let resolution = resolution(for: locale)
        guard let chain = resolution.bundles[table] else { return key }
        let lookupKey = BundleKey(key)
        for bundle in chain {
            if let decoded = bundle.node(lookupKey) {
                var renderer = Renderer(arguments: arguments, device: device, numbers: resolution.numbers)
                return renderer.render(decoded.node, inherited: [:])
            }
        }
        return key
    }

    /// The variadic form: `localized("Round %lld starts in %lld seconds", locale: "de", 3, 10)`.
    public func localized(
        _ key: String, table: String = "Localizable", locale: String, device: CatalogDevice? = nil, _ arguments: CatalogArgument...
    ) -> String {
        localized(key, table: table, locale: locale, device: device, arguments: arguments)
    }

    /// Resolves a ``LocalizedText`` (what generated accessors return) for `locale`.
    public func string(_ text: LocalizedText, locale: String, device: CatalogDevice? = nil) -> String {
        localized(text.key, table: text.table, locale: locale, device: device, arguments: text.arguments)
    }

    /// The locale whose bundle answers for `locale` in `table` (after the fallback chain), or nil.
    public func resolvedLocale(for locale: String, table: String = "Localizable") -> String? {
        resolution(for: locale).bundles[table]?.first.map { Self.canonical($0.locale) }
    }

    private func resolution(for locale: String) -> LocaleResolution {
        if let cached = resolutions.withLock({ $0[locale] }) { return cached }
        let fresh = makeResolution(for: locale)
        return resolutions.withLock { cache in
            if let raced = cache[locale] { return raced }
            // Requests name few distinct locales; the bound only guards against unbounded user input.
            if cache.count > 4096 { cache.removeAll() }
            cache[locale] = fresh
            return fresh
        }
    }

    private func makeResolution(for locale: String) -> LocaleResolution {
        let requested = try? LocaleIdentifier(locale)
        let chain = requested?.fallbackChain.map(\.tag) ?? [locale]
        var bundles: [String: [CatalogBundle]] = [:]
        var numberLocale: LocaleIdentifier?
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            var seen: Set<String> = []
            let order = (chain + [table.sourceLanguage]).filter { seen.insert($0).inserted }
            let found = order.compactMap { table.bundles[$0] }
            bundles[name] = found
            // Numbers follow the language of the text: the requested locale (with its region's habits) when
            // its language was found, else the locale of the bundle that answers.
            if numberLocale == nil, let first = found.first, let firstTag = try? LocaleIdentifier(first.locale) {
                numberLocale = requested.map { $0.language == firstTag.language ? $0 : firstTag } ?? firstTag
            }
        }
        return LocaleResolution(
            bundles: bundles, numbers: NumberWriter(locale: numberLocale?.icuIdentifier ?? requested?.icuIdentifier ?? "en"))
    }

    static func canonical(_ tag: String) -> String {
        (try? LocaleIdentifier(tag))?.tag ?? tag
    }
}

/// What a requested locale resolves to: each table's bundles in fallback order, and its number writer.
private final class LocaleResolution: Sendable {
    let bundles: [String: [CatalogBundle]]
    let numbers: NumberWriter

    init(bundles: [String: [CatalogBundle]], numbers: NumberWriter) {
        self.bundles = bundles
        self.numbers = numbers
    }
}
