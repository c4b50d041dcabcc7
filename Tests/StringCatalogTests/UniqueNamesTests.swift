import Testing
import TimerSimulation

@testable import CatalogCompile

private func lowercased(_ key: String) -> String { key.lowercased() }
private func dashed(_ name: String, _ suffix: String) -> String { "\(name)-\(suffix)" }

@Test func uniqueNamesGiveThePlainNameToTheClosestSpellingWhateverTheInputOrder() {
    let keys = ["b", "B", "a", "A", "a"]
    let names = UniqueNames.assign(keys, sanitise: lowercased, suffixed: dashed)
    // "a" is the name itself, so it keeps it; "A" gets a suffix from its own bytes.
    #expect(names["a"] == "a" && names["b"] == "b")
    #expect(names["A"] == "a-" + UniqueNames.hexHash("A").prefix(6))
    #expect(names["B"] == "b-" + UniqueNames.hexHash("B").prefix(6))
    #expect(UniqueNames.assign(keys.reversed(), sanitise: lowercased, suffixed: dashed) == names)
}

@Test func uniqueNamesNeverHandOutAReservedName() {
    let names = UniqueNames.assign(["x", "X"], reserved: ["x"], sanitise: lowercased, suffixed: dashed)
    #expect(names["x"] == "x-" + UniqueNames.hexHash("x").prefix(6))
    #expect(names["X"] == "x-" + UniqueNames.hexHash("X").prefix(6))
    #expect(UniqueNames.assign([], sanitise: lowercased, suffixed: dashed).isEmpty)
}

@Test func aSuffixHashThatMeetsAnotherNameGrowsLongerInsteadOfMoving() {
    // The key spelled like another key's suffixed name takes that name plain; the suffixed key grows its hash.
    let short = "a-" + UniqueNames.hexHash("A").prefix(6)
    let names = UniqueNames.assign(["a", "A", String(short)], sanitise: lowercased, suffixed: dashed)
    #expect(names[String(short)] == String(short))
    #expect(names["A"] == "a-" + UniqueNames.hexHash("A").prefix(10))
    #expect(Set(names.values).count == 3)
}

/// The example from the new-user review: adding `PAUSE` and `Pause.` made `R.string.pause` mean "PAUSE".
@Test func addingOrRemovingOtherKeysNeverMovesAnAndroidOrSwiftName() {
    let before = ["Pause", "Pause!", "Start workout", "%lld rounds left", "🙂", "Rest"]
    let after = before + ["PAUSE", "Pause.", "start workout", "START WORKOUT", "🙃", "%lld Rounds left!"]
    let androidBefore = AndroidResourceNames.assign(before, table: "Localizable")
    let androidAfter = AndroidResourceNames.assign(after, table: "Localizable")
    let swiftBefore = SwiftIdentifier.assign(before)
    let swiftAfter = SwiftIdentifier.assign(after)
    for key in before {
        #expect(androidAfter[key] == androidBefore[key], "android name of \(key)")
        #expect(swiftAfter[key] == swiftBefore[key], "swift name of \(key)")
    }
    #expect(androidAfter["Pause"] == "pause" && swiftAfter["Pause"] == "pause")
    #expect(androidAfter["PAUSE"] == "pause_" + UniqueNames.hexHash("PAUSE").prefix(6))
    #expect(Set(androidAfter.values).count == after.count && Set(swiftAfter.values).count == after.count)
    // Removing keys again: every remaining key keeps the name it had with them.
    let removed = ["Pause!", "🙂", "Rest"]
    let fewer = after.filter { !removed.contains($0) }
    let androidFewer = AndroidResourceNames.assign(fewer, table: "Localizable")
    let swiftFewer = SwiftIdentifier.assign(fewer)
    for key in fewer {
        #expect(androidFewer[key] == androidAfter[key], "android name of \(key)")
        #expect(swiftFewer[key] == swiftAfter[key], "swift name of \(key)")
    }
}

/// Any set of keys that spell their shared name less closely than a kept key can come and go without moving it;
/// a suffixed name is a function of its key alone.
@Test func randomAdditionsAndRemovalsMoveNoNameButTheOneACloserSpellingTakes() {
    var random = SeededRandom(seed: 26)
    let words = ["pause", "rest", "go", "round"]
    func variant(_ word: String) -> String {
        let forms = [word, word.capitalized, word.uppercased(), word.capitalized + "!", word + ".", "%lld " + word]
        return forms.randomElement(using: &random)!
    }
    for _ in 0..<200 {
        let base = Array(Set((0..<4).map { _ in variant(words.randomElement(using: &random)!) }))
        let extra = Array(Set((0..<4).map { _ in variant(words.randomElement(using: &random)!) })).filter { !base.contains($0) }
        let before = AndroidResourceNames.assign(base, table: "Localizable")
        let after = AndroidResourceNames.assign(base + extra, table: "Localizable")
        for key in base where after[key] != before[key] {
            // Only a plain name can move, and only to a closer spelling among the added keys.
            let name = AndroidResourceNames.base(key)
            #expect(before[key] == name)
            let closer = extra.filter {
                AndroidResourceNames.base($0) == name
                    && UniqueNames.closeness($0, to: name) < UniqueNames.closeness(key, to: name)
            }
            #expect(!closer.isEmpty, "\(key) moved from \(before[key]!) to \(after[key]!) after adding \(extra)")
        }
        for key in base where before[key] != AndroidResourceNames.base(key) {
            #expect(after[key] == before[key])
        }
    }
}
