import Foundation

/// The catalogs a command line names, in a fixed order, and the arguments that named none.
public struct CatalogInputs: Sendable {
    /// The catalogs, in the resolver's order (see ``CatalogInputResolver``).
    public var inputs: [CatalogInput]
    /// Arguments that gave no catalog; each makes the run end with exit status 2 after the others ran.
    public var problems: [CatalogInputError]

    public init(inputs: [CatalogInput], problems: [CatalogInputError] = []) {
        self.inputs = inputs
        self.problems = problems
    }

    /// `body` applied to every input on all cores; the results in input order, whatever order they finished in.
    ///
    /// The largest files start first, so one big catalog does not finish alone at the end. The work runs on
    /// threads of its own rather than Dispatch's pool, which the reader and the checks use inside each file.
    public func map<Result: Sendable>(
        concurrently body: @escaping @Sendable (CatalogInput) -> Result, threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [Result] {
        guard inputs.count > 1, threads > 1 else { return inputs.map(body) }
        let order = inputs.indices.sorted { Self.size(inputs[$0]) > Self.size(inputs[$1]) }
        let work = ConcurrentWork<Result>(inputs: inputs, order: order, body: body)
        let done = DispatchGroup()
        for _ in 0..<min(threads, inputs.count) {
            done.enter()
            let thread = Thread {
                work.run()
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
        return work.results()
    }

    /// The file's size in bytes (standard input and unreadable files count as 0).
    private static func size(_ input: CatalogInput) -> Int {
        guard !input.isStandardInput else { return 0 }
        var info = stat()
        return stat(input.path, &info) == 0 ? Int(info.st_size) : 0
    }
}

/// Inputs handed out one at a time to worker threads, and each result stored at its input's index.
private final class ConcurrentWork<Result: Sendable>: @unchecked Sendable {
    private let inputs: [CatalogInput]
    private let order: [Int]
    private let body: @Sendable (CatalogInput) -> Result
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result?]

    init(inputs: [CatalogInput], order: [Int], body: @escaping @Sendable (CatalogInput) -> Result) {
        self.inputs = inputs
        self.order = order
        self.body = body
        self.slots = Array(repeating: nil, count: inputs.count)
    }

    func run() {
        while let index = take() {
            let result = body(inputs[index])
            lock.withLock { slots[index] = result }
        }
    }

    private func take() -> Int? {
        lock.withLock {
            guard next < order.count else { return nil }
            defer { next += 1 }
            return order[next]
        }
    }

    func results() -> [Result] { lock.withLock { slots.map { $0! } } }
}
