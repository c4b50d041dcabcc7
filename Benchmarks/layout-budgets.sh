#!/usr/bin/env bash
# Layout budgets on a generated catalog (1k keys x 40 locales by default) with a `points` budget on every key.
# Prints the library time (cold width cache, median of RUNS) and the wall time of the whole
# `timekeeper catalog check --budgets` command, both release builds.
# Usage: Benchmarks/layout-budgets.sh [KEYS] [RUNS]
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
KEYS="${1:-1000}"
RUNS="${2:-5}"
WORK="${TMPDIR:-/tmp}/layout-budgets-bench"
mkdir -p "$WORK"

(cd "$ROOT/Benchmarks/catalog-io" && swift build -c release >&2)
GEN="$(cd "$ROOT/Benchmarks/catalog-io" && swift build -c release --show-bin-path)/catalog-io"
(cd "$ROOT/Benchmarks/layout-budgets" && swift build -c release >&2)
BENCH="$(cd "$ROOT/Benchmarks/layout-budgets" && swift build -c release --show-bin-path)/layout-budgets"
(cd "$ROOT" && swift build -c release --product timekeeper >&2)
TOOL="$(cd "$ROOT" && swift build -c release --show-bin-path)/timekeeper"

CATALOG="$WORK/catalog-$KEYS.xcstrings"
[ -f "$CATALOG" ] || "$GEN" generate "$KEYS" "$CATALOG" >&2
BUDGETS="$WORK/budgets.json"
cat > "$BUDGETS" <<'JSON'
{ "budgets" : [ { "key" : "*", "unit" : "points", "max" : 320, "lines" : 2, "textStyle" : "body",
                  "dynamicTypeSize" : ["large", "AX5"], "minimumScaleFactor" : 0.8 } ] }
JSON

read -r read_s median_s min_s keys locales findings shaped < <("$BENCH" "$CATALOG" "$BUDGETS" "$RUNS")
echo "catalog: $keys keys x $((locales)) locales ($(wc -c < "$CATALOG") bytes), read in ${read_s} s"
echo "budgets (library, cold cache): median ${median_s} s, best ${min_s} s over $RUNS runs; $findings findings; $shaped runs shaped"
start=$(date +%s.%N)
set +e
"$TOOL" catalog check "$CATALOG" --budgets "$BUDGETS" --reporter json > "$WORK/check.json"
status=$?
set -e
end=$(date +%s.%N)
echo "timekeeper catalog check --budgets (whole command, all checks): $(echo "$end - $start" | bc) s wall, exit $status, $(nproc) cores"
