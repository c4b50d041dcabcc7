import Foundation
import StringCatalog
import LayoutBudgets

// Usage: layout-budgets CATALOG BUDGETS RUNS
// Evaluates every budget with a fresh font library each run (cold width cache), prints one line:
//   read_s median_s min_s keys locales findings shaped_runs median_cpu_s
let arguments = CommandLine.arguments
guard arguments.count == 4, let runs = Int(arguments[3]), runs > 0 else {
    FileHandle.standardError.write(Data("usage: layout-budgets CATALOG BUDGETS RUNS\n".utf8))
    exit(2)
}

/// CPU seconds this process has used on all its threads.
func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

var catalog: StringCatalog!
let readTime = try seconds { catalog = try CatalogReader.read(contentsOf: URL(fileURLWithPath: arguments[1])).catalog }
var times: [Double] = []
var cpuTimes: [Double] = []
var findings: [BudgetFinding] = []
var shaped = 0
for _ in 0..<runs {
    let fonts = FontLibrary()
    let budgets = try BudgetsFileReader.read(contentsOf: URL(fileURLWithPath: arguments[2]), fonts: fonts)
    let evaluator = BudgetEvaluator(budgets: budgets, fonts: fonts)
    let cpuBefore = processCPUSeconds()
    times.append(seconds { findings = evaluator.evaluate(catalog) })
    cpuTimes.append(processCPUSeconds() - cpuBefore)
    shaped = fonts.shapedRunCount
}
times.sort()
cpuTimes.sort()
let locales = catalog.locales.count
print(String(format: "%.4f %.4f %.4f %d %d %d %d %.4f", readTime, times[times.count / 2], times[0], catalog.entries.count, locales, findings.count, shaped, cpuTimes[cpuTimes.count / 2]))
