import CatalogMerge
import Foundation
import JSONCore
import StringCatalog
import Testing

/// A catalog with the given entries (JSON text of the `strings` members) and top-level extras.
private func catalog(_ strings: String, version: String = "1.0", extra: String = "") -> String {
    #"{"sourceLanguage":"en",\#(extra)"strings":{\#(strings)},"version":"\#(version)"}"#
}

private func unit(_ value: String, _ state: String = "translated") -> String {
    #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
}

private func parse(_ text: String, _ name: String) throws -> JSONDocument {
    try JSONDocument.parse(Array(text.utf8), file: name)
}

private func merge(_ base: String, _ ours: String, _ theirs: String, prefer: MergePreference = .ours) throws -> CatalogMergeResult {
    try CatalogMerger.merge(
        base: parse(base, "base"), ours: parse(ours, "ours"), theirs: parse(theirs, "theirs"), prefer: prefer,
        resultFile: "Localizable.xcstrings")
}

/// What the merge wrote, read back as JSON for comparison.
private func value(_ result: CatalogMergeResult) throws -> JSONValue {
    LeafView.canonical(try JSONDocument.parse(result.bytes, file: "r").value(JSONNodeID(0)))
}

private func value(_ text: String) throws -> JSONValue { LeafView.canonical(try parse(text, "x").value(JSONNodeID(0))) }

@Suite struct MergeBehaviourTests {
    @Test func aChangeOnOneSideIsTaken() throws {
        let base = catalog(#""Go":{"localizations":{"de":\#(unit("Los"))}}"#)
        let ours = catalog(#""Go":{"localizations":{"de":\#(unit("Los!"))}}"#)
        let result = try merge(base, ours, base)
        #expect(try value(result) == value(ours))
        #expect(result.conflicts.isEmpty && result.takenFromOurs == 1 && result.takenFromTheirs == 0)
    }

    @Test func translationsOfDifferentLocalesOfOneKeyOnEachSideBothArrive() throws {
        let base = catalog(#""Go":{"localizations":{"en":\#(unit("Go"))}}"#)
        let ours = catalog(#""Go":{"localizations":{"de":\#(unit("Los")),"en":\#(unit("Go"))}}"#)
        let theirs = catalog(#""Go":{"localizations":{"en":\#(unit("Go")),"fr":\#(unit("Allez"))}}"#)
        let result = try merge(base, ours, theirs)
        #expect(
            try value(result)
                == value(catalog(#""Go":{"localizations":{"de":\#(unit("Los")),"en":\#(unit("Go")),"fr":\#(unit("Allez"))}}"#)))
        #expect(result.conflicts.isEmpty)
    }

    @Test func theSameChangeOnBothSidesIsTakenOnce() throws {
        let base = catalog(#""Go":{"localizations":{"de":\#(unit("Los", "needs_review"))}}"#)
        let both = catalog(#""Go":{"localizations":{"de":\#(unit("Los"))}}"#)
        let result = try merge(base, both, both)
        #expect(try value(result) == value(both))
        #expect(result.conflicts.isEmpty)
    }

    @Test func keysAddedOnBothSidesMergeWithoutDuplicates() throws {
        let base = catalog(#""A":{}"#)
        let ours = catalog(#""A":{},"New":{"localizations":{"de":\#(unit("Neu"))}},"Mine":{}"#)
        let theirs = catalog(#""A":{},"New":{"localizations":{"fr":\#(unit("Nouveau"))}},"Yours":{}"#)
        let result = try merge(base, ours, theirs)
        #expect(
            try value(result)
                == value(catalog(#""A":{},"Mine":{},"New":{"localizations":{"de":\#(unit("Neu")),"fr":\#(unit("Nouveau"))}},"Yours":{}"#)))
        let text = String(decoding: result.bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\"New\" :").count == 2)
    }

    @Test func aUnitDeletedOnOneSideAndUnchangedOnTheOtherIsDeleted() throws {
        let base = catalog(#""Go":{"localizations":{"de":\#(unit("Los")),"fr":\#(unit("Allez"))}},"Old":{}"#)
        let ours = catalog(#""Go":{"localizations":{"de":\#(unit("Los"))}},"Old":{}"#)
        let theirs = catalog(#""Go":{"localizations":{"de":\#(unit("Los")),"fr":\#(unit("Allez"))}}"#)
        let result = try merge(base, ours, theirs)
        #expect(try value(result) == value(catalog(#""Go":{"localizations":{"de":\#(unit("Los"))}}"#)))
        #expect(result.conflicts.isEmpty)
    }

    @Test func aTrueConflictKeepsOursAndIsListedAtItsLineInTheResult() throws {
        let base = catalog(#""Go":{"localizations":{"de":\#(unit("Los", "needs_review"))}}"#)
        let ours = catalog(#""Go":{"localizations":{"de":\#(unit("Auf geht's"))}}"#)
        let theirs = catalog(#""Go":{"localizations":{"de":\#(unit("Gehen"))}}"#)
        let result = try merge(base, ours, theirs)
        #expect(try value(result) == value(ours))
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.unit == UnitAddress(key: "Go", locale: "de"))
        // Line 7 of the written result is `"stringUnit" : {` of de.
        let lines = String(decoding: result.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[conflict.location.line - 1].contains("\"stringUnit\""))
        #expect(
            conflict.description
                == "Localizable.xcstrings:\(conflict.location.line):\(conflict.location.column): conflict: \"Go\" de: ours \"Auf geht's\" (translated), "
                + "theirs \"Gehen\" (translated), base \"Los\" (needs_review); kept ours")
    }

    /// A phrase set's phrases share one state, so the set is one value: ours' state is never joined with theirs' text.
    @Test func aPhraseSetChangedInStateOnOneSideAndInTextOnTheOtherIsOneConflict() throws {
        func phrases(_ state: String, _ values: String) -> String {
            catalog(#""Open":{"localizations":{"de":{"stringSet":{"state":"\#(state)","values":[\#(values)]}}}}"#)
        }
        let base = phrases("needs_review", #""Öffnen""#)
        let ours = phrases("translated", #""Öffnen""#)
        let theirs = phrases("needs_review", #""Aufmachen""#)
        let result = try merge(base, ours, theirs)
        #expect(try value(result) == value(ours))
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.path == ["strings", "Open", "localizations", "de", "stringSet"])
        #expect(
            conflict.description.hasSuffix(
                #"conflict: "Open" de phrase set: ours phrases "Öffnen" (translated), theirs phrases "Aufmachen" (needs_review), "#
                    + #"base phrases "Öffnen" (needs_review); kept ours"#))
        // A change on one side only is still taken.
        #expect(try merge(base, ours, base).conflicts.isEmpty)
        #expect(try value(merge(base, base, theirs)) == value(theirs))
    }

    @Test func preferTheirsResolvesConflictsToTheirs() throws {
        let base = catalog(#""Go":{"comment":"a","localizations":{"de":\#(unit("Los"))}}"#)
        let ours = catalog(#""Go":{"comment":"b","localizations":{"de":\#(unit("Los!"))}}"#)
        let theirs = catalog(#""Go":{"comment":"c","localizations":{"de":\#(unit("Los?"))}}"#)
        let result = try merge(base, ours, theirs, prefer: .theirs)
        #expect(try value(result) == value(theirs))
        #expect(result.conflicts.map(\.subject).sorted() == ["\"Go\" comment", "\"Go\" de"])
        #expect(result.conflicts.allSatisfy { $0.kept == .theirs })
    }

    @Test func aKeyRemovedOnOneSideAndChangedOnTheOtherIsOneConflictForTheKey() throws {
        let base = catalog(#""Gone":{"localizations":{"de":\#(unit("Weg")),"fr":\#(unit("Parti"))}}"#)
        let ours = catalog("")
        let theirs = catalog(#""Gone":{"localizations":{"de":\#(unit("Fort")),"fr":\#(unit("Parti"))}}"#)
        let removed = try merge(base, ours, theirs)
        #expect(try value(removed) == value(ours))
        #expect(removed.conflicts.map(\.subject) == ["key \"Gone\""])
        #expect(removed.conflicts.first?.ours == nil && removed.conflicts.first?.theirs == "an entry with 2 units")
        // Resolved to theirs, the key comes back whole, never as a partial key.
        #expect(try value(merge(base, ours, theirs, prefer: .theirs)) == value(theirs))
    }

    @Test func versionSourceLanguageAndUnknownFieldsMergeByTheSameRules() throws {
        let base = catalog("", version: "1.0", extra: #""x-tool":{"a":1},"#)
        let ours = catalog("", version: "1.1", extra: #""x-tool":{"a":1,"b":2},"#)
        let theirs = catalog("", version: "1.0", extra: #""x-tool":{"a":1,"c":3},"#)
        let result = try merge(base, ours, theirs)
        #expect(try value(result) == value(catalog("", version: "1.1", extra: #""x-tool":{"a":1,"b":2,"c":3},"#)))
        let clash = try merge(base, catalog("", version: "1.1"), catalog("", version: "1.2"))
        #expect(clash.conflicts.map(\.subject) == ["version"])
    }

    @Test func theResultIsWrittenInXcodesBytesWhateverTheInputsLayout() throws {
        let base = catalog(#""b":{},"a":{"comment":"x\/y"}"#)
        let theirs = catalog(#""b":{"comment":"\u00e9"},"a":{"comment":"x\/y"}"#)
        let result = try merge(base, base, theirs)
        #expect(
            String(decoding: result.bytes, as: UTF8.self) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "a" : {
                      "comment" : "x/y"
                    },
                    "b" : {
                      "comment" : "é"
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func inputsThatDifferOnlyInLayoutKeyOrderAndEscapesAreNotChanges() throws {
        let base = catalog(#""Go":{"comment":"é","localizations":{"de":\#(unit("Los"))}}"#)
        let ours =
            #"{ "version" : "1.0", "strings" : { "Go" : { "localizations" : { "de" : { "stringUnit" : { "value" : "Los", "state" : "translated" } } }, "comment" : "\u00e9" } }, "sourceLanguage" : "en" }"#
        let theirs = catalog(#""Go":{"comment":"é","localizations":{"de":\#(unit("Los")),"fr":\#(unit("Allez"))}}"#)
        let result = try merge(base, ours, theirs)
        #expect(result.conflicts.isEmpty && result.takenFromOurs == 0)
        #expect(try value(result) == value(theirs))
    }
}

/// The error `body` throws, if any.
func thrownError(_ body: () throws -> Void) -> (any Error)? {
    do { try body() } catch { return error }
    return nil
}

@Suite struct MergeFileTests {
    private func withFiles(_ files: [String: [UInt8]], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    @Test func crlfInputIsMergedAndWrittenWithXcodesLineEnds() throws {
        let base = catalog(#""Go":{}"#)
        let crlf =
            "{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n    \"Go\" : {\r\n      \"comment\" : \"c\"\r\n    }\r\n  },\r\n  \"version\" : \"1.0\"\r\n}\r\n"
        try withFiles(["b": Array(base.utf8), "o": Array(crlf.utf8), "t": Array(base.utf8)]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let result = try CatalogMergeRun.run(base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: nil)
            #expect(result.conflicts.isEmpty)
            let written = try Data(contentsOf: folder.appendingPathComponent("o"))
            #expect(!written.contains(0x0D))
            #expect(try value(String(decoding: written, as: UTF8.self)) == value(catalog(#""Go":{"comment":"c"}"#)))
        }
    }

    /// D6: git runs the driver with an empty base when both branches added the catalog (add/add); the base is an empty
    /// catalog, so both sides' keys arrive and a key both added with different text is a conflict.
    @Test func anEmptyBaseFromAnAddAddMergeIsAnEmptyCatalog() throws {
        let ours = catalog(#""Both":{"localizations":{"de":\#(unit("A"))}},"Ours":{"comment":"o"},"Same":{"comment":"s"}"#)
        let theirs = catalog(#""Both":{"localizations":{"de":\#(unit("B"))}},"Same":{"comment":"s"},"Theirs":{"comment":"t"}"#)
        try withFiles(["b": [], "o": Array(ours.utf8), "t": Array(theirs.utf8)]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let result = try CatalogMergeRun.run(
                base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: "App/New.xcstrings")
            #expect(result.conflicts.count == 1)
            #expect(result.conflicts.first?.description.contains("Both") == true, "\(result.conflicts)")
            let written = try String(contentsOf: folder.appendingPathComponent("o"), encoding: .utf8)
            #expect(
                try value(written)
                    == value(
                        catalog(
                            #""Both":{"localizations":{"de":\#(unit("A"))}},"Ours":{"comment":"o"},"Same":{"comment":"s"},"Theirs":{"comment":"t"}"#
                        )))
        }
    }

    @Test func brokenJSONIsRefusedWithItsLocationAndNothingIsWritten() throws {
        let good = Array(catalog(#""Go":{}"#).utf8)
        let broken = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"Go\" : {\n    }\n    \"Stop\" : {}\n  }\n}".utf8)
        try withFiles(["b": good, "o": good, "t": broken]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let error = thrownError {
                _ = try CatalogMergeRun.run(
                    base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: "App/Localizable.xcstrings")
            }
            #expect(
                (error as? JSONReadError)?.description.hasPrefix("App/Localizable.xcstrings (theirs):6:5: ") == true,
                "\(String(describing: error))")
            #expect(try Data(contentsOf: folder.appendingPathComponent("o")) == Data(good))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["b", "o", "t"])
        }
    }

    @Test func aDuplicateKeyInAnInputIsRefusedSoNoneIsWritten() throws {
        let good = Array(catalog(#""Go":{}"#).utf8)
        let duplicate = Array(catalog(#""Go":{},"Go":{"comment":"x"}"#).utf8)
        try withFiles(["b": good, "o": good, "t": duplicate]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let error = thrownError {
                _ = try CatalogMergeRun.run(base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: nil)
            }
            #expect((error as? JSONReadError)?.kind == .duplicateKey("Go"))
            #expect(try Data(contentsOf: folder.appendingPathComponent("o")) == Data(good))
        }
    }

    @Test func jsonThatIsNotACatalogIsRefused() throws {
        let good = Array(catalog(#""Go":{}"#).utf8)
        try withFiles(["b": good, "o": good, "t": Array(#"{"strings":[]}"#.utf8)]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            #expect(throws: JSONReadError.self) {
                try CatalogMergeRun.run(base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: nil)
            }
            #expect(try Data(contentsOf: folder.appendingPathComponent("o")) == Data(good))
        }
    }

    /// Inputs are checked together (an entry equal to ours' is decoded once), yet every input's own bad entry is found.
    @Test func aBadEntryIsRefusedWhicheverInputAndPositionItIsIn() throws {
        let keys = (0..<6).map { #""k\#($0)":{"localizations":{"de":\#(unit("w\($0)"))}}"# }
        let good = Array(catalog(keys.joined(separator: ",")).utf8)
        for side in ["b", "o", "t"] {
            for position in [0, 3, 4] {
                var changed = keys
                changed[position] = #""k\#(position)":{"localizations":{"de":5}}"#
                let bad = Array(catalog(changed.joined(separator: ",")).utf8)
                var files = ["b": good, "o": good, "t": good]
                files[side] = bad
                try withFiles(files) { (folder: URL) throws in
                    let path = { (name: String) in folder.appendingPathComponent(name).path }
                    let error = thrownError {
                        _ = try CatalogMergeRun.run(base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: "L")
                    }
                    let label = ["b": "base", "o": "ours", "t": "theirs"][side]!
                    #expect(
                        (error as? JSONReadError)?.description.hasPrefix("L (\(label)):1:") == true,
                        "\(side) \(position): \(String(describing: error))")
                    #expect(try Data(contentsOf: folder.appendingPathComponent("o")) == Data(files["o"]!))
                }
            }
        }
    }

    @Test func whenSeveralInputsAreNotCatalogsTheFirstInArgumentOrderIsReported() throws {
        let good = Array(catalog(#""Go":{}"#).utf8)
        let bad = Array(catalog(#""Go":{"comment":3}"#).utf8)
        try withFiles(["b": bad, "o": bad, "t": good]) { (folder: URL) throws in
            let path = { (name: String) in folder.appendingPathComponent(name).path }
            let error = thrownError {
                _ = try CatalogMergeRun.run(base: path("b"), ours: path("o"), theirs: path("t"), prefer: .ours, name: "L")
            }
            #expect((error as? JSONReadError)?.description.hasPrefix("L (base):1:") == true, "\(String(describing: error))")
        }
    }
}
