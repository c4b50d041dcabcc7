import Foundation
import Synchronization
import Testing

/// The Python the tests use to cross-check outputs with other implementations (plistlib, jsonschema, …).
///
/// `Scripts/install-dependencies.sh --with-test-tools` creates `.venv/` at the repository root with the modules the
/// tests need; that interpreter is preferred, then the first `python3` on `PATH`.
public enum Python {
    /// `<repository>/.venv/bin/python3` when it exists, else `python3` on `PATH`, else nil.
    public static var executable: URL? {
        let venv = Repository.path(".venv/bin/python3")
        if FileManager.default.isExecutableFile(atPath: venv.path) { return venv }
        return ChildProcess.onPath("python3")
    }

    /// Whether ``executable`` exists and can import every one of `modules` (answers are remembered per process).
    public static func canImport(_ modules: [String]) -> Bool {
        let key = modules.joined(separator: ",")
        if let known = importable.withLock({ $0[key] }) { return known }
        var answer = false
        if let executable {
            let script = "import " + modules.joined(separator: ", ")
            answer = (try? ChildProcess.run(executable, ["-c", script]))?.status == 0
        }
        importable.withLock { $0[key] = answer }
        return answer
    }

    /// Runs `script` (Python source) with `arguments` in `sys.argv[1...]`.
    ///
    /// Throws ``PythonError/notFound`` when there is no Python at all; tests that call this carry
    /// ``Testing/Trait/requiresPython(modules:)`` so they are skipped before that can happen.
    public static func run(_ script: String, arguments: [String] = [], stdin: String? = nil) throws -> ProcessResult {
        guard let executable else { throw PythonError.notFound }
        return try ChildProcess.run(executable, ["-c", script] + arguments, stdin: stdin)
    }

    private static let importable = Mutex<[String: Bool]>([:])
}

/// Why ``Python/run(_:arguments:stdin:)`` could not run a script.
public enum PythonError: Error, CustomStringConvertible {
    case notFound

    public var description: String { "no python3 in .venv/bin or on PATH (run Scripts/install-dependencies.sh --with-test-tools)" }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when ``Python`` can import every one of `modules`; otherwise it is reported as skipped.
    public static func requiresPython(modules: String...) -> Self {
        .enabled(
            if: Python.canImport(modules),
            "python3 with \(modules.joined(separator: ", ")) is not available (run Scripts/install-dependencies.sh --with-test-tools)")
    }
}
