#!/usr/bin/env bash
# The wakeup-latency floor `timekeeper drift` measures, next to cyclictest's, in the same conditions.
#
#   Benchmarks/drift-floor-vs-cyclictest.sh [SECONDS]        (default 20 s per condition)
#
# For each condition (idle, then cpu-load with the drift runner's own busy threads) it runs
#   timekeeper drift --scenarios <condition> --strategies continuous-deadline --plan 1x<SECONDS>s
# and, for exactly as long and at the same time, cyclictest at the same policy as the runner's floor meter:
#   cyclictest --default-system -i 1000 -h 100000 -q      (SCHED_OTHER: no -p; 1 ms absolute clock_nanosleep)
# Then it prints p50 / p99 / max (nearest rank over 1 µs histograms) and the CPU each measuring loop used.
#
# Needs: swift, python3, cyclictest (Debian: apt-get install -y rt-tests). Keep the machine otherwise idle.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_CONDITION="${1:-20}"
command -v cyclictest >/dev/null || { echo "error: cyclictest not found; install it with: apt-get install -y rt-tests" >&2; exit 2; }

swift build -c release --product timekeeper >&2
BIN="$(swift build -c release --show-bin-path)/timekeeper"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "machine: $(uname -srm), clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource), timerslack $(cat /proc/self/timerslack_ns) ns, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
for condition in idle cpu-load; do
  cyclictest --default-system -i 1000 -h 100000 -q --histfile="$WORK/$condition.hist" >"$WORK/$condition.cyclictest.out" 2>&1 &
  CYCLICTEST=$!
  "$BIN" drift --scenarios "$condition" --strategies continuous-deadline --plan "1x${SECONDS_PER_CONDITION}s" --out "$WORK/$condition" >/dev/null 2>&1
  # CPU of cyclictest (utime + stime, clock ticks) before it stops.
  TICKS=$(awk '{print $14 + $15}' "/proc/$CYCLICTEST/stat")
  ELAPSED=$(awk -v start="$(awk '{print $22}' "/proc/$CYCLICTEST/stat")" -v hz="$(getconf CLK_TCK)" '{print $1 - start / hz}' /proc/uptime)
  kill -INT "$CYCLICTEST"
  wait "$CYCLICTEST" || true
  echo "$TICKS $(getconf CLK_TCK) $ELAPSED" >"$WORK/$condition.cpu"
done

PYTHONPATH=Benchmarks python3 - "$WORK" <<'PY'
import json, sys, os
import cyclictest_histogram
from cyclictest_histogram import nearest_rank
work = sys.argv[1]

print(f"{'condition':10} {'measured by':24} {'wakeups':>8} {'p50 µs':>7} {'p99 µs':>7} {'max µs':>8} {'CPU % of a core':>16}")
for condition in ["idle", "cpu-load"]:
    results = json.load(open(os.path.join(work, condition, "results.json")))
    floor = results["scenarios"][0]["floor"]
    pairs = [(b, n) for b, n in floor["histogram"]]
    elapsed = results["machine"]["measurement"]["elapsedSeconds"]
    ours_cpu = floor["cpuNanoseconds"] / 1e9 / max(elapsed, 1e-9) * 100
    print(f"{condition:10} {'timekeeper floor meter':24} {floor['samples']:>8} {nearest_rank(pairs, 50):>7} {nearest_rank(pairs, 99):>7} {pairs[-1][0]:>8} {ours_cpu:>15.2f}%")
    hist, maximum, overflows = cyclictest_histogram.read(os.path.join(work, condition + ".hist"))
    ticks, hz, wall = open(os.path.join(work, condition + ".cpu")).read().split()
    cyc_cpu = float(ticks) / float(hz) / float(wall) * 100
    # Overflows (> 100 ms) are above every bin: count them at the maximum so the percentiles stay honest.
    if overflows:
        hist.append((maximum, overflows))
    samples = sum(n for _, n in hist)
    print(f"{'':10} {'cyclictest':24} {samples:>8} {nearest_rank(hist, 50):>7} {nearest_rank(hist, 99):>7} {maximum:>8} {cyc_cpu:>15.2f}%")
    m = results["machine"]["measurement"]
    if condition == "idle":
        print(f"{'':10} runner overhead (outside the floor meter): {m['runnerOverheadPercentOfCore']:.3f} % of a core")
PY
