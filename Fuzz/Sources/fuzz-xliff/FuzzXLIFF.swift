import CatalogExchange
import JSONCore
import StringCatalog

/// The catalog an input is imported into when it does not bring its own (before a `\n=====\n` line): plain keys in two
/// languages, a plural, two plural substitutions and a device variation.
let builtInCatalog = """
    {"sourceLanguage":"en","strings":{
    "%#@rounds@ in %#@minutes@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@rounds@ in %#@minutes@"},
    "substitutions":{"minutes":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%arg minute"}},"other":{"stringUnit":{"state":"translated","value":"%arg minutes"}}}}},
    "rounds":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%arg round"}},"other":{"stringUnit":{"state":"translated","value":"%arg rounds"}}}}}}}}},
    "%lld rounds":{"localizations":{"en":{"variations":{"plural":{
    "one":{"stringUnit":{"state":"translated","value":"%lld round"}},"other":{"stringUnit":{"state":"translated","value":"%lld rounds"}}}}},
    "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Runde"}},
    "other":{"stringUnit":{"state":"needs_review","value":"%lld Runden"}}}}}}},
    "Start":{"comment":"Button","localizations":{"de":{"stringUnit":{"state":"translated","value":"Starten"}},
    "fr":{"stringUnit":{"state":"translated","value":"Démarrer"}}}},
    "Tap":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},
    "other":{"stringUnit":{"state":"translated","value":"Click"}}}}}}},
    "Fixed":{"shouldTranslate":false}
    },"version":"1.0"}
    """

let separator: [UInt8] = Array("\n=====\n".utf8)

/// libFuzzer entry point: bytes → parse → plan → write → re-read → import the same file again. Traps on a crash, an
/// error without a line and column, a written catalog that cannot be read back, and a second import of the same file
/// that changes something again or finds errors the first did not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFF(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var catalogBytes = Array(builtInCatalog.utf8)
    var xliffBytes = bytes
    if let cut = firstRange(of: separator, in: bytes) {
        catalogBytes = Array(bytes[..<cut.lowerBound])
        xliffBytes = Array(bytes[cut.upperBound...])
    }
    guard let original = try? JSONDocument.parse(catalogBytes, file: "Fuzz.xcstrings"),
        let catalog = try? CatalogReader.decode(original).catalog
    else { return 0 }
    let document: XLIFFDocument
    do {
        document = try XLIFFDocument.parse(xliffBytes, path: "fuzz.xliff")
    } catch {
        requireLocated(error)
        return 0
    }
    let first = XLIFFImporter(catalog: catalog, addsLanguages: true).plan([document])
    for error in first.errors { requireLocated(error) }
    guard first.errors.isEmpty, !first.changes.isEmpty else { return 0 }
    let changed = Set(first.changedEntries.map { Array(first.catalog.entries[$0].key.utf8) })
    let written: [UInt8]
    do {
        written = try CatalogWriter.write(first.catalog, editing: original, changed: changed)
    } catch {
        fatalError("the imported catalog cannot be written: \(error)")
    }
    let reread: StringCatalog
    do {
        reread = try CatalogReader.read(bytes: written, file: "Fuzz.xcstrings").catalog
    } catch {
        fatalError("the written catalog cannot be read back: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    let second = XLIFFImporter(catalog: reread, addsLanguages: true).plan([document])
    if !second.errors.isEmpty {
        fatalError("importing the same file again fails: \(second.errors.map(\.description))")
    }
    if !second.changes.isEmpty {
        fatalError("importing the same file again changes \(second.changes.map { "\($0.id): \($0.oldValue ?? "nil") → \($0.newValue)" })")
    }
    return 0
}

/// An error must say where: every case but a missing `<file>` (which concerns the document as a whole) has a line and column.
func requireLocated(_ error: ExchangeError) {
    if case .noMatchingFile = error { return }
    guard let location = error.location, location.line >= 1, location.column >= 1 else {
        fatalError("an error without a line and column: \(error)")
    }
}

func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
        if Array(haystack[start..<(start + needle.count)]) == needle { return start..<(start + needle.count) }
    }
    return nil
}
