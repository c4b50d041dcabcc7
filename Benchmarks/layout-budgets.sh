#!/usr/bin/env bash
# Layout budgets on a generated catalog (1k keys x 40 locales by default) with a `points` budget on every key.
# Prints the library time (cold width cache, median of RUNS) and the wall and CPU time of the whole
# `timekeeper catalog check` command with and without the budgets, all release builds.
# Usage: Benchmarks/layout-budgets.sh [KEYS] [RUNS]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
KEYS="${1:-1000}"
RUNS="${2:-5}"
WORK="${TMPDIR:-/tmp}/layout-budgets-bench"
mkdir -p "$WORK"
# shellcheck source=Benchmarks/build-package.sh
source "$ROOT/Benchmarks/build-package.sh"

build_benchmark_package "$ROOT/Benchmarks/catalog-io"
GEN="$(cd "$ROOT/Benchmarks/catalog-io" && swift build -c release --show-bin-path)/catalog-io"
build_benchmark_package "$ROOT/Benchmarks/layout-budgets"
BENCH="$(cd "$ROOT/Benchmarks/layout-budgets" && swift build -c release --show-bin-path)/layout-budgets"
(cd "$ROOT" && swift build -c release --product timekeeper >&2)
TOOL="$(cd "$ROOT" && swift build -c release --show-bin-path)/timekeeper"

CATALOG="$WORK/catalog-$KEYS.xcstrings"
[ -f "$CATALOG" ] || "$GEN" generate "$KEYS" "$CATALOG" >&2
BUDGETS="$WORK/budgets.json"
cat > "$BUDGETS" <<'JSON'
{ "budgets" : [ { "key" : "*", "unit" : "points", "max" : 600, "lines" : 3, "textStyle" : "body",
                  "dynamicTypeSize" : ["large", "xxxLarge"], "minimumScaleFactor" : 0.8 } ] }
JSON

LOAD="$(cut -d' ' -f1-3 /proc/loadavg)"
read -r read_s median_s min_s keys locales findings shaped cpu_s < <("$BENCH" "$CATALOG" "$BUDGETS" "$RUNS")
echo "catalog: $keys keys x $((locales)) locales ($(wc -c < "$CATALOG") bytes), read in ${read_s} s"
echo "budgets (library, cold cache): median ${median_s} s wall (${cpu_s} s CPU), best ${min_s} s over $RUNS runs; $findings findings; $shaped runs shaped"
# The whole command, with and without budgets (all other checks run too); GNU time gives wall and CPU seconds.
for args in "" "--budgets $BUDGETS"; do
  # shellcheck disable=SC2086
  /usr/bin/time -f "%e s wall, %U s user + %S s sys CPU, %M KB peak" -o "$WORK/time.txt" \
    "$TOOL" catalog check "$CATALOG" $args --format json > "$WORK/check.json" || true
  echo "timekeeper catalog check ${args:-(no budgets)}: $(grep -v 'exited with' "$WORK/time.txt")"
done
echo "$(nproc) cores; load average before: $LOAD"
