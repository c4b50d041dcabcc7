import Testing

@testable import CatalogCompile

private func lowercased(_ key: String) -> String { key.lowercased() }
private func dashed(_ name: String, _ suffix: Int) -> String { "\(name)-\(suffix)" }

@Test func uniqueNamesAreAssignedInScalarOrderWhateverTheInputOrder() {
    let keys = ["b", "B", "a", "A", "a"]
    let names = UniqueNames.assign(keys, sanitise: lowercased, suffixed: dashed)
    // "A" (U+0041) sorts before "a" (U+0061), so it keeps the plain name.
    #expect(names == ["A": "a", "a": "a-2", "B": "b", "b": "b-2"])
    #expect(UniqueNames.assign(keys.reversed(), sanitise: lowercased, suffixed: dashed) == names)
}

@Test func uniqueNamesSkipReservedAndAlreadyTakenSuffixes() {
    // Order "X", "X-2", "x": "x" is reserved, so "X" takes "x-2"; "X-2" then finds its own name taken and
    // becomes "x-2-2"; "x" moves on to "x-3".
    let names = UniqueNames.assign(["x", "X", "X-2"], reserved: ["x"], sanitise: lowercased, suffixed: dashed)
    #expect(names == ["X": "x-2", "X-2": "x-2-2", "x": "x-3"])
    #expect(UniqueNames.assign([], sanitise: lowercased, suffixed: dashed).isEmpty)
}
