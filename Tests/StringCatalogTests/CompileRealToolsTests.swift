import Foundation
import StringCatalog
import TestSupport
import Testing

@testable import CatalogCompile

/// The compiled output read back by the tools that consume it: Debian's `aapt2` (and `aapt`) for Android, Python's
/// `plistlib` and a strict `.strings` reader for Apple, compared value by value with the catalog.
@Suite struct CompileRealToolsTests {
    static var catalogs: [URL] {
        let own = ((try? FileManager.default.contentsOfDirectory(atPath: Repository.catalogs.path)) ?? []).filter {
            $0.hasSuffix(".xcstrings")
        }.sorted().map { Repository.catalogs.appendingPathComponent($0) }
        return own + Corpus.xcstringsFiles()
    }

    static let hasAapt = ChildProcess.onPath("aapt2") != nil && ChildProcess.onPath("aapt") != nil

    /// Compiles `catalog` with `format` and writes the files to a fresh folder.
    static func write(_ catalog: URL, format: String) throws -> (folder: URL, catalog: StringCatalog) {
        let model = try CatalogReader.read(contentsOf: catalog).catalog
        let compilation = CatalogCompilation.compile([model], with: [CompilerRegistry.named(format)!])
        #expect(!compilation.failed, "\(catalog.lastPathComponent): \(compilation.findings.filter { $0.severity == .error }.prefix(3))")
        let folder = try CompileTestSupport.temporaryFolder()
        try CompiledFileWriter.write(compilation.files, to: folder)
        return (folder, model)
    }

    @Test(.enabled(if: hasAapt, "aapt2 or aapt is not installed (Debian package aapt; Scripts/install-dependencies.sh --with-test-tools)"))
    func androidOutputPassesAapt2AndAaptWithADefaultForEveryResource() throws {
        let aapt2 = try #require(ChildProcess.onPath("aapt2"))
        let aapt = try #require(ChildProcess.onPath("aapt"))
        for catalog in Self.catalogs {
            let name = catalog.lastPathComponent
            let (folder, _) = try Self.write(catalog, format: "android")
            defer { try? FileManager.default.removeItem(at: folder) }
            let res = folder.appendingPathComponent("android/res")
            let manifest = folder.appendingPathComponent("AndroidManifest.xml")
            try Data(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.catalog"/>"#.utf8)
                .write(to: manifest)
            let flat = folder.appendingPathComponent("flat")
            try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
            let compiled = try ChildProcess.run(aapt2, ["compile", "--dir", res.path, "-o", flat.appendingPathComponent("res.zip").path])
            #expect(compiled.status == 0 && compiled.stderr.isEmpty, "\(name): aapt2 compile: \(compiled.stderr.prefix(2000))")
            // Linking is where a resource without a default (values/) configuration is found and removed.
            let linked = try ChildProcess.run(
                aapt2,
                [
                    "link", "-o", folder.appendingPathComponent("out.apk").path, "--manifest", manifest.path,
                    flat.appendingPathComponent("res.zip").path,
                ])
            #expect(linked.status == 0 && linked.stderr.isEmpty, "\(name): aapt2 link: \(linked.stderr.prefix(2000))")
            // The classic tool says it in the words of the issue: "has no default translation".
            let packaged = try ChildProcess.run(
                aapt, ["package", "-f", "-M", manifest.path, "-S", res.path, "-F", folder.appendingPathComponent("old.apk").path])
            #expect(packaged.status == 0, "\(name): aapt package: \(packaged.stderr.prefix(2000))")
            #expect(!packaged.stderr.contains("no default translation"), "\(name): \(packaged.stderr.prefix(2000))")
            #expect(!packaged.stderr.contains("error"), "\(name): \(packaged.stderr.prefix(2000))")
        }
    }

    /// Reads every `.stringsdict` with plistlib and every `.strings` with a strict reader; prints one JSON object.
    static let reader = #"""
        import json, os, plistlib, re, sys
        ESC = {'"': '"', '\\': '\\', 'n': '\n', 't': '\t', 'r': '\r'}
        def strings(text):
            out, i = {}, 0
            def skip(i):
                while i < len(text):
                    if text[i].isspace(): i += 1
                    elif text.startswith('/*', i):
                        end = text.find('*/', i + 2)
                        if end < 0: raise ValueError('unterminated comment at %d' % i)
                        i = end + 2
                    else: break
                return i
            def literal(i):
                if text[i] != '"': raise ValueError('expected " at %d: %r' % (i, text[i:i+20]))
                i += 1; value = ''
                while text[i] != '"':
                    if text[i] == '\\':
                        c = text[i + 1]
                        if c in ESC: value += ESC[c]; i += 2
                        elif c == 'U': value += chr(int(text[i+2:i+6], 16)); i += 6
                        else: raise ValueError('unknown escape \\%s at %d' % (c, i))
                    else: value += text[i]; i += 1
                return value, i + 1
            i = skip(i)
            while i < len(text):
                key, i = literal(i); i = skip(i)
                if text[i] != '=': raise ValueError('expected = at %d' % i)
                i = skip(i + 1); value, i = literal(i); i = skip(i)
                if text[i] != ';': raise ValueError('expected ; at %d' % i)
                if key in out: raise ValueError('duplicate key %r' % key)
                out[key] = value; i = skip(i + 1)
            return out
        result = {}
        for folder, _, files in os.walk(sys.argv[1]):
            for name in files:
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, sys.argv[1])
                data = open(path, 'rb').read()
                if name.endswith('.stringsdict'): result[rel] = plistlib.loads(data)
                elif name.endswith('.strings'): result[rel] = strings(data.decode('utf-8'))
        print(json.dumps(result))
        """#

    @Test(.requiresPython(modules: "plistlib"))
    func appleOutputReadBackByPlistlibSaysWhatTheCatalogSaysCaseByCase() throws {
        var compared = 0
        var comparedDevices = 0
        for catalog in Self.catalogs {
            let name = catalog.lastPathComponent
            let (folder, model) = try Self.write(catalog, format: "apple")
            defer { try? FileManager.default.removeItem(at: folder) }
            let result = try Python.run(Self.reader, arguments: [folder.appendingPathComponent("apple").path])
            #expect(result.status == 0, "\(name): \(result.stderr.suffix(1000))")
            guard result.status == 0 else { continue }
            let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]])
            let locales = [model.sourceLanguage] + model.locales.filter { $0 != model.sourceLanguage }
            for entry in model.entries where !entry.localizations.contains(where: { $0.content.stringSet != nil }) {
                for locale in locales {
                    let table = CompiledTableBuilder.tableName(forCatalogAt: catalog.path) ?? ""
                    guard let expected = Expectation.of(entry, locale: locale, sourceLanguage: model.sourceLanguage) else { continue }
                    switch expected {
                    case .text(let text):
                        let actual = files["\(locale).lproj/\(table).strings"]?[entry.key] as? String
                        #expect(actual == text, "\(name) \(locale) \(entry.key)")
                    case .plural(let cases):
                        let rule = files["\(locale).lproj/\(table).stringsdict"]?[entry.key] as? [String: Any]
                        let variable = rule?.values.compactMap { $0 as? [String: String] }.first { $0["NSStringFormatSpecTypeKey"] != nil }
                        for (category, text) in cases {
                            let actual = variable?[category].map(Expectation.withoutPositions)
                            #expect(actual == Expectation.withoutPositions(text), "\(name) \(locale) \(entry.key) \(category)")
                        }
                    case .device(let cases):
                        comparedDevices += 1
                        let rule = files["\(locale).lproj/\(table).stringsdict"]?[entry.key] as? [String: Any]
                        let devices = rule?["NSStringDeviceSpecificRuleType"] as? [String: String]
                        #expect(devices == cases, "\(name) \(locale) \(entry.key)")
                        // The device `other` is also the plain .strings value.
                        let plain = files["\(locale).lproj/\(table).strings"]?[entry.key] as? String
                        #expect(plain == cases["other"], "\(name) \(locale) \(entry.key) in .strings")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
        // IceCubesApp's device variations (iphone, ipad, mac, applevision) were among them.
        if Corpus.isPresent { #expect(comparedDevices > 0) }
    }
}

/// What the catalog says a locale's value of a key is, per the fallback rules, computed from the catalog itself:
/// a translated unit or case ships; an empty, `new` or missing one takes the source's (same case, else `other`,
/// else its plain text, else the key). Only plain texts and plain plurals (no substitutions, no devices) are modelled.
enum Expectation {
    case text(String)
    case plural([(String, String)])
    case device([String: String])

    static func of(_ entry: CatalogEntry, locale: String, sourceLanguage: String) -> Expectation? {
        let isSource = locale == sourceLanguage
        let source = entry.localization(sourceLanguage)?.content
        let own = isSource || !entry.shouldTranslate ? nil : entry.localization(locale)?.content
        func usable(_ content: LocalizedContent?, inSource: Bool) -> String? {
            guard let unit = content?.stringUnit, content?.variations.isEmpty == true, content?.substitutions.isEmpty == true,
                !unit.isUntranslated(inSourceLanguage: inSource)
            else { return nil }
            return unit.value
        }
        func group(_ content: LocalizedContent?, _ selector: Variations.Selector) -> Variations? {
            guard let content, content.variations.count == 1, content.substitutions.isEmpty, let group = content.variations.first,
                group.selector == selector,
                group.cases.allSatisfy({
                    $0.content.variations.isEmpty && $0.content.substitutions.isEmpty
                        && $0.content.stringUnit.map { $0.value.contains("%#@") } == false
                })
            else { return nil }
            return group
        }
        func pluralGroup(_ content: LocalizedContent?) -> Variations? { group(content, .plural) }
        let sourceText = usable(source, inSource: true)
        let sourceGroup = pluralGroup(source)
        let ownHasText = own.map { ContentLeaf.leaves(of: $0).contains { !$0.unit.isUntranslated(inSourceLanguage: false) } } ?? false
        let sourceOwnHasText =
            source.map { ContentLeaf.leaves(of: $0).contains { !$0.unit.isUntranslated(inSourceLanguage: true) } } ?? false
        if ownHasText, let own {
            if let text = usable(own, inSource: false) { return .text(text) }
            if let devices = group(own, .device) {
                let sourceDevices = group(source, .device)
                let fallbackOther = sourceDevices?.case("other")?.content.stringUnit?.value ?? sourceText
                var cases: [String: String] = [:]
                for variationCase in devices.cases {
                    guard
                        let text = usable(variationCase.content, inSource: false) ?? sourceDevices?.case(variationCase.name)?.content
                            .stringUnit?.value ?? fallbackOther
                    else { return nil }
                    cases[variationCase.name] = text
                }
                if cases["other"] == nil { cases["other"] = fallbackOther }
                return .device(cases)
            }
            guard let group = pluralGroup(own) else { return nil }
            let fallbackOther = sourceGroup?.case("other")?.content.stringUnit?.value ?? sourceText ?? entry.key
            var cases: [(String, String)] = group.cases.map { variationCase in
                if let text = usable(variationCase.content, inSource: false) { return (variationCase.name, text) }
                return (variationCase.name, sourceGroup?.case(variationCase.name)?.content.stringUnit?.value ?? fallbackOther)
            }
            if group.case("other") == nil { cases.append(("other", fallbackOther)) }
            return .plural(cases)
        }
        if !sourceOwnHasText { return .text(entry.key) }
        if let sourceText { return .text(sourceText) }
        guard let group = sourceGroup, let other = usable(group.case("other")?.content, inSource: true) else { return nil }
        return .plural(group.cases.map { ($0.name, usable($0.content, inSource: true) ?? other) })
    }

    /// `%1$lld` → `%lld`: the compiled cases name positions the catalog leaves implicit.
    static func withoutPositions(_ text: String) -> String {
        text.replacingOccurrences(of: #"%([0-9]+)\$"#, with: "%", options: .regularExpression)
    }
}
