#!/usr/bin/env bash
# Records the default `timekeeper drift` run (every scenario, every strategy, plan 3x10s/5s) on this machine.
#
#   Benchmarks/drift-default-run.sh [OUT_DIR]     (default Benchmarks/results/default-run)
#
# Release build; writes results.json, drift.md, drift.csv, drift.svg and command.txt (the exact command and the
# wall time it took) to OUT_DIR. Takes under 5 minutes on 2 cores. Keep the machine otherwise idle.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-Benchmarks/results/default-run}"
swift build -c release --product timekeeper >&2
BIN="$(swift build -c release --show-bin-path)/timekeeper"
COMMAND=(timekeeper drift --out "$OUT")
START=$(date +%s)
"$BIN" drift --out "$OUT"
END=$(date +%s)
{
  echo "command: ${COMMAND[*]}"
  echo "build: swift build -c release --product timekeeper"
  echo "started: $(date -u -d "@$START" +%Y-%m-%dT%H:%M:%SZ), took $((END - START)) s"
} >"$OUT/command.txt"
cat "$OUT/command.txt" >&2
