import Dispatch
import Foundation
import JSONCore
import StringCatalog
import Synchronization

/// Parses several versions of one catalog and checks that each is a String Catalog, on all cores, decoding each
/// distinct entry once.
///
/// Checking is a full decode, as costly as parsing, and diff and merge inputs share most entries: an entry equal
/// (`SubtreeEquality`) to one already checked is valid too, since validity depends on values, not on layout or member
/// order. So the `reference` input is parsed first and checked in two halves while the others are still parsing, and
/// every other input is checked only where its entries differ from the reference's entry of the same key. Any failure
/// re-reads the inputs' results in argument order, so the error is the one loading each input in turn would throw.
enum CatalogSetLoader {
    typealias Input = (source: CatalogSource, name: String?)

    static func load(_ inputs: [Input], reference: Int) throws -> [JSONDocument] {
        try loadSet(inputs, reference: reference).documents
    }

    /// `load` that also returns what checking found: which entries of each input equal the reference's.
    static func loadSet(_ inputs: [Input], reference: Int) throws -> LoadedCatalogs {
        precondition(inputs.indices.contains(reference), "the reference must be one of the inputs")
        let parsed = Mutex<[Result<JSONDocument, any Error>?]>(Array(repeating: nil, count: inputs.count))
        let referenceParsed = DispatchGroup()
        referenceParsed.enter()
        // Tasks in the order workers take them: every parse, the reference's first, then its two checking halves.
        let order = [reference] + inputs.indices.filter { $0 != reference }
        let taskCount = inputs.count + 2
        let next = Atomic<Int>(0)
        let referenceFailed = Atomic<Bool>(false)
        let workers = max(1, min(taskCount, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let task = next.add(1, ordering: .relaxed).oldValue
                guard task < taskCount else { return }
                if task < inputs.count {
                    let index = order[task]
                    let (source, name) = inputs[index]
                    let result = Result { try JSONDocument.parse(try source.bytes(), file: name ?? source.displayName) }
                    parsed.withLock { $0[index] = result }
                    if index == reference { referenceParsed.leave() }
                    continue
                }
                referenceParsed.wait()
                guard case .success(let document)? = parsed.withLock({ $0[reference] }) else { continue }
                let half = task - inputs.count
                do {
                    _ = try CatalogReader.validate(document) { position, _ in position % 2 == half }
                } catch {
                    referenceFailed.store(true, ordering: .relaxed)
                }
            }
        }
        let results = parsed.withLock { $0.map { $0! } }
        if results.contains(where: { if case .failure = $0 { true } else { false } }) {
            for result in results { _ = try CatalogReader.validate(try result.get()) }
        }
        let documents = try results.map { try $0.get() }
        if referenceFailed.load(ordering: .relaxed) { try validateEach(documents) }
        let sameAsReference = try validateOthers(documents, reference: reference)
        return LoadedCatalogs(documents: documents, reference: reference, sameAsReference: sameAsReference)
    }

    /// Checks the inputs other than the (valid) `reference`, each entry equal to the reference's skipped, in parallel;
    /// returns, for each input, the value nodes of its entries found equal to the reference's (nil where not known).
    private static func validateOthers(_ documents: [JSONDocument], reference: Int) throws(JSONReadError) -> [Set<Int>?] {
        let unknown = [Set<Int>?](repeating: nil, count: documents.count)
        let ref = documents[reference]
        guard let strings = ref.member(ref.root, named: "strings"), ref.kind(strings.value) == .object else {
            try validateEach(documents)
            return unknown
        }
        let entries = MemberIndex(ref, strings.value.index)
        let others = documents.indices.filter { $0 != reference }
        let failed = Atomic<Bool>(false)
        let equal = Mutex<[[Int]]>(Array(repeating: [], count: others.count))
        DispatchQueue.concurrentPerform(iterations: others.count) { slot in
            let document = documents[others[slot]]
            do {
                _ = try CatalogReader.validate(document) { _, member in
                    guard let other = entries.value(named: document.stringBytes(member.key)) else { return true }
                    guard SubtreeEquality.equal(document, member.value.index, ref, other) else { return true }
                    equal.withLock { $0[slot].append(member.value.index) }
                    return false
                }
            } catch {
                failed.store(true, ordering: .relaxed)
            }
        }
        if failed.load(ordering: .relaxed) {
            try validateEach(documents)
            return unknown
        }
        var sameAsReference = unknown
        let found = equal.withLock { $0 }
        for (slot, index) in others.enumerated() { sameAsReference[index] = Set(found[slot]) }
        return sameAsReference
    }

    /// Checks every document in full, in order: the first error is the one reading them one by one would throw.
    private static func validateEach(_ documents: [JSONDocument]) throws(JSONReadError) {
        for document in documents { _ = try CatalogReader.validate(document) }
    }
}

/// Parsed and checked versions of one catalog, with what checking learnt about them.
struct LoadedCatalogs {
    var documents: [JSONDocument]
    /// The input the others were compared with.
    var reference: Int
    /// For each input but the reference, the value nodes of its `strings` entries equal (`SubtreeEquality`) to the
    /// reference's entry of the same key; every other entry is known to differ or to be absent from the reference.
    var sameAsReference: [Set<Int>?]
}
