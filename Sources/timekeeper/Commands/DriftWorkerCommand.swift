import ArgumentParsing
import DriftBench

/// `timekeeper drift worker`: internal; one strategy in one scenario, cue records as JSON lines on stdout.
///
/// DriftBench owns this command line (``WorkerInvocation``): the options come from it, and what was parsed is
/// handed back to it to decode and run.
enum DriftWorkerCommand: Command {
    static let signature = CommandSignature(
        path: ["drift", "worker"],
        abstract: "(internal) Run one strategy for 'drift' and stream its cues as JSON lines; not for direct use.",
        options: WorkerInvocation.options.map { .value($0.name, valueName: $0.valueName, help: $0.help) },
        isHidden: true
    )

    static func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let forwarded = WorkerInvocation.options.flatMap { option in arguments.value(option.name).map { [option.name, $0] } ?? [] }
        let invocation: WorkerInvocation
        do {
            invocation = try WorkerInvocation(arguments: forwarded)
        } catch {
            throw UsageError(error.description)
        }
        switch invocation.run(emit: { line in Console.out(line) }) {
        case .finished:
            return .success
        case .runnerGone:
            return .unusable
        case .loadCommandFailed(let reason):
            Console.error("error: cannot run the load command: \(reason)\n")
            return .unusable
        }
    }
}
