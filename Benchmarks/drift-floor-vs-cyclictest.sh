#!/usr/bin/env bash
# The wakeup-latency floor `timekeeper drift` measures, next to cyclictest's, in the same conditions, with a verdict.
#
#   Benchmarks/drift-floor-vs-cyclictest.sh [SECONDS] [RUNS]     (default 20 s per condition, 1 run)
#
# For each run and condition (idle, then cpu-load with the drift runner's own busy threads) it runs
#   timekeeper drift --scenarios <condition> --strategies continuous-deadline --plan 1x<SECONDS>s
# and, over the same window, cyclictest at the same policy as the runner's floor worker:
#   cyclictest --default-system -i 1000 -h 100000 -q      (SCHED_OTHER: no -p; 1 ms absolute clock_nanosleep)
# The floor worker measures from the instant the strategies start (the runner's lead after its own start: 1 s,
# 2 s under cpu-load) until they end, so cyclictest starts that lead after the runner and stops when it exits.
# The runner measures a floor per wakeup primitive; this compares the one cyclictest measures (results.json's
# `floor`, absolute clock_nanosleep on CLOCK_MONOTONIC, also in `primitiveFloors` as absolute-sleep:monotonic).
# Then it prints p50 / p99 / max (nearest rank over 1 µs histograms) and the CPU each measuring loop used, and
# judges each condition: the floor passes when its p99 ≤ 1.5 × cyclictest's p99 + 100 µs. It ends with one line
# per condition (how many runs passed) and exits 1 if any run of any condition failed.
#
# Needs: swift, python3, cyclictest (Debian: apt-get install -y rt-tests). Keep the machine otherwise idle.
# CONFIGURATION=debug measures a debug build instead of building release (quicker; the floor loop is the same).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_PER_CONDITION="${1:-20}"
RUNS="${2:-1}"
CONFIGURATION="${CONFIGURATION:-release}"
[[ "$SECONDS_PER_CONDITION" =~ ^[1-9][0-9]*$ ]] || { echo "error: SECONDS must be a whole number above 0, not '$SECONDS_PER_CONDITION'" >&2; exit 2; }
[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || { echo "error: RUNS must be a whole number above 0, not '$RUNS'" >&2; exit 2; }
command -v cyclictest >/dev/null || { echo "error: cyclictest not found; install it with: apt-get install -y rt-tests" >&2; exit 2; }

swift build -c "$CONFIGURATION" --product timekeeper >&2
BIN="$(swift build -c "$CONFIGURATION" --show-bin-path)/timekeeper"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "machine: $(uname -srm), clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource), timerslack $(cat /proc/self/timerslack_ns) ns, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$RUNS run(s) of ${SECONDS_PER_CONDITION} s per condition, $CONFIGURATION build; verdict: floor p99 ≤ 1.5 × cyclictest p99 + 100 µs"
for run in $(seq 1 "$RUNS"); do
  for condition in idle cpu-load; do
    out="$WORK/$run/$condition"
    mkdir -p "$out"
    "$BIN" drift --scenarios "$condition" --strategies continuous-deadline --plan "1x${SECONDS_PER_CONDITION}s" --out "$out" >/dev/null 2>&1 &
    RUNNER=$!
    if [[ "$condition" == cpu-load ]]; then sleep 2; else sleep 1; fi
    cyclictest --default-system -i 1000 -h 100000 -q --histfile="$out.hist" >"$out.cyclictest.out" 2>&1 &
    CYCLICTEST=$!
    wait "$RUNNER"
    # CPU of cyclictest (utime + stime, clock ticks) before it stops.
    TICKS=$(awk '{print $14 + $15}' "/proc/$CYCLICTEST/stat")
    ELAPSED=$(awk -v start="$(awk '{print $22}' "/proc/$CYCLICTEST/stat")" -v hz="$(getconf CLK_TCK)" '{print $1 - start / hz}' /proc/uptime)
    kill -INT "$CYCLICTEST"
    wait "$CYCLICTEST" || true
    echo "$TICKS $(getconf CLK_TCK) $ELAPSED" >"$out.cpu"
  done
done

PYTHONPATH=Benchmarks python3 - "$WORK" "$RUNS" <<'PY'
import json, sys, os
import cyclictest_histogram
from cyclictest_histogram import nearest_rank
work, runs = sys.argv[1], int(sys.argv[2])
conditions = ["idle", "cpu-load"]
passed = {c: 0 for c in conditions}

for run in range(1, runs + 1):
    print(f"\nrun {run} of {runs}")
    print(f"{'condition':10} {'measured by':24} {'wakeups':>8} {'p50 µs':>7} {'p99 µs':>7} {'max µs':>8} {'CPU % of a core':>16}  verdict")
    for condition in conditions:
        base = os.path.join(work, str(run), condition)
        results = json.load(open(os.path.join(base, "results.json")))
        floor = results["scenarios"][0].get("floor")
        if not floor or not floor["samples"]:
            print(f"{condition:10} {'timekeeper floor worker':24} no floor was measured: FAIL")
            continue
        pairs = [(b, n) for b, n in floor["histogram"]]
        elapsed = results["machine"]["measurement"]["elapsedSeconds"]
        ours_cpu = floor["cpuNanoseconds"] / 1e9 / max(elapsed, 1e-9) * 100
        ours_p99 = nearest_rank(pairs, 99)
        hist, maximum, overflows = cyclictest_histogram.read(base + ".hist")
        ticks, hz, wall = open(base + ".cpu").read().split()
        cyc_cpu = float(ticks) / float(hz) / float(wall) * 100
        # Overflows (> 100 ms) are above every bin: count them at the maximum so the percentiles stay honest.
        if overflows:
            hist.append((maximum, overflows))
        samples = sum(n for _, n in hist)
        cyc_p99 = nearest_rank(hist, 99)
        limit = 1.5 * cyc_p99 + 100
        ok = ours_p99 <= limit
        passed[condition] += ok
        verdict = f"{'pass' if ok else 'FAIL'}: {ours_p99} µs {'≤' if ok else '>'} 1.5 × {cyc_p99} + 100 = {limit:.0f} µs"
        print(f"{condition:10} {'timekeeper floor worker':24} {floor['samples']:>8} {nearest_rank(pairs, 50):>7} {ours_p99:>7} {pairs[-1][0]:>8} {ours_cpu:>15.2f}%  {verdict}")
        print(f"{'':10} {'cyclictest':24} {samples:>8} {nearest_rank(hist, 50):>7} {cyc_p99:>7} {maximum:>8} {cyc_cpu:>15.2f}%")
        m = results["machine"]["measurement"]
        if condition == "idle" and m.get("runnerOverheadPercentOfCore") is not None:
            print(f"{'':10} runner overhead (outside the floor worker): {m['runnerOverheadPercentOfCore']:.3f} % of a core")

print()
for condition in conditions:
    print(f"{condition:10} {passed[condition]} of {runs} run(s) within 1.5 × cyclictest p99 + 100 µs: {'pass' if passed[condition] == runs else 'FAIL'}")
sys.exit(0 if all(passed[c] == runs for c in conditions) else 1)
PY
