#!/usr/bin/env bash
# Cue lateness and CPU cost of `timekeeper run`, next to this machine's wakeup-latency floor.
#
#   Benchmarks/run-latency.sh [PLAN] [STRATEGY]        (defaults: 3x20s/10s continuous-deadline)
#
# Runs the release build of `timekeeper run PLAN --format jsonl`, and at the same time `cyclictest` at the same
# scheduling policy (SCHED_OTHER: no -p; --default-system so it does not tune the machine; 1 ms absolute
# clock_nanosleep loop). Prints p50/p99/max cue lateness (fired − planned, cues after the start) next to the
# cyclictest p50/p99/max, and the CPU time the run used (getrusage of the child) as a share of one core.
#
# Needs: swift, python3, and cyclictest (Debian: apt-get install -y rt-tests). Keep the machine otherwise idle.
set -euo pipefail
cd "$(dirname "$0")/.."
PLAN="${1:-3x20s/10s}"
STRATEGY="${2:-continuous-deadline}"
command -v cyclictest >/dev/null || { echo "error: cyclictest not found; install it with: apt-get install -y rt-tests" >&2; exit 2; }

swift build -c release --product timekeeper >&2
BIN="$(swift build -c release --show-bin-path)/timekeeper"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

echo "machine: $(uname -srm), clocksource $(cat /sys/devices/system/clocksource/clocksource0/current_clocksource 2>/dev/null || echo '?'), timerslack $(cat /proc/self/timerslack_ns 2>/dev/null || echo '?') ns, $(nproc) CPUs"
echo "command: timekeeper run $PLAN --strategy $STRATEGY --format jsonl   |   cyclictest --default-system -i 1000 -h 20000 -q"

cyclictest --default-system -i 1000 -h 20000 -q --histfile="$WORK/cyclictest.hist" >"$WORK/cyclictest.out" 2>&1 &
CYCLICTEST=$!

python3 - "$BIN" "$PLAN" "$STRATEGY" "$WORK/events.jsonl" <<'PY'
import resource, subprocess, sys, time
binary, plan, strategy, events = sys.argv[1:5]
start = time.monotonic()
with open(events, "w") as out:
    subprocess.run([binary, "run", plan, "--strategy", strategy, "--format", "jsonl"], stdout=out, stderr=subprocess.DEVNULL, check=True)
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = usage.ru_utime + usage.ru_stime
with open(events + ".cpu", "w") as f:
    f.write(f"{cpu} {wall}\n")
PY

kill -INT "$CYCLICTEST"
wait "$CYCLICTEST" || true

PYTHONPATH=Benchmarks python3 - "$WORK/events.jsonl" "$WORK/cyclictest.hist" <<'PY'
import json, sys
import cyclictest_histogram
from cyclictest_histogram import nearest_rank

def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = max(0, min(len(ordered) - 1, int(-(-p * len(ordered) // 100)) - 1))  # nearest-rank
    return ordered[rank]

events_path, hist_path = sys.argv[1:3]
cues = [json.loads(line) for line in open(events_path) if line.strip()]
lateness_us = [(c["fired_offset"] - c["planned_offset"]) * 1e6 for c in cues if c["planned_offset"] > 0]
cpu, wall = map(float, open(events_path + ".cpu").read().split())

# Overflows (> 20 ms) are in no bucket: reported separately, not counted in the floor's percentiles.
floor, floor_max, overflows = cyclictest_histogram.read(hist_path)
floor_samples = sum(n for _, n in floor)

print(f"cue lateness   (n={len(lateness_us):>6}): p50 {percentile(lateness_us, 50):8.0f} µs   p99 {percentile(lateness_us, 99):8.0f} µs   max {max(lateness_us):8.0f} µs")
print(f"cyclictest floor (n={floor_samples:>6}): p50 {nearest_rank(floor, 50):8.0f} µs   p99 {nearest_rank(floor, 99):8.0f} µs   max {floor_max if floor_max is not None else floor[-1][0]:8} µs   (overflows >20 ms: {overflows})")
print(f"p99 lateness − floor p99: {percentile(lateness_us, 99) - nearest_rank(floor, 99):.0f} µs (goal ≤ 2000 µs)")
print(f"CPU: {cpu * 1000:.1f} ms user+sys over {wall:.1f} s = {100 * cpu / wall:.3f}% of one core (goal < 0.5%)")
PY
