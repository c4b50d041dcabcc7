// What an app does: runs its own interval timer and writes the cue log as each cue fires, on ContinuousClock.
// `UserApp PLAN` prints the log to stdout; `timekeeper drift ingest -` reads it.
import Dispatch
import IntervalTimer

let plan = try WorkoutPlan.parse(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "1x1s")
let writer = CueLogWriter(plan: plan, timer: "user-app", output: { line in print(line, terminator: "") })
let driver = SessionDriver(
    plan: plan, strategy: ContinuousDeadlineStrategy(), environment: SystemTimerEnvironment(label: "user-app"), mode: .real,
    reference: SystemTimeSource.shared,
    observer: RunObserver(onCue: { cue in writer.cue(cue.kind, round: cue.round, due: cue.dueOffset) }))
// The writer's start line goes out with the first cue (its session starts then), as an app would call it there.
driver.start()
_ = driver.waitUntilFinished(timeout: plan.totalDuration + .seconds(30))
writer.end(completed: driver.record?.finished ?? false)
