import Testing
import TimerSimulation

@Test func seededRandomIsReproducibleAndLabelsSeparateStreams() {
    var a = SeededRandom(seed: 7, label: "busy-loop"), b = SeededRandom(seed: 7, label: "busy-loop"),
        c = SeededRandom(seed: 7, label: "suspend")
    let first = (0..<5).map { _ in a.next() }
    #expect(first == (0..<5).map { _ in b.next() })
    #expect(first != (0..<5).map { _ in c.next() })
    var bounded = SeededRandom(seed: 1)
    #expect((0..<1000).allSatisfy { _ in (5...400).contains(bounded.integer(in: 5...400)) })
}
