#!/usr/bin/env bash
# Measures .xcstrings parse/read/write throughput and peak memory on generated catalogs (release build).
# Usage: Benchmarks/catalog-io.sh [KEYS…]   (default: 1000 5000 10000; 40 locales each)
set -euo pipefail
cd "$(dirname "$0")/catalog-io"
swift build -c release >&2
BIN="$(swift build -c release --show-bin-path)/catalog-io"
WORK="${TMPDIR:-/tmp}/catalog-io-bench"
mkdir -p "$WORK"
KEYS=("${@:-1000 5000 10000}")
# shellcheck disable=SC2206
KEYS=(${KEYS[*]})

printf '%-6s %-10s %10s %9s %8s %10s %9s %9s %9s\n' keys mode bytes median_s MB/s us/key peak_MB base_MB peak/size
for keys in "${KEYS[@]}"; do
  file="$WORK/catalog-$keys.xcstrings"
  [ -f "$file" ] || "$BIN" generate "$keys" "$file" >&2
  for mode in parse parse-file read write foundation; do
    runs=5
    [ "$mode" = foundation ] && runs=1
    # One process per mode, so each peak RSS belongs to that mode alone.
    read -r m bytes k median mbps rss base < <("$BIN" "$mode" "$file" "$runs")
    awk -v keys="$keys" -v m="$m" -v bytes="$bytes" -v median="$median" -v mbps="$mbps" -v rss="$rss" -v base="$base" 'BEGIN {
      printf "%-6s %-10s %10d %9.4f %8d %10.2f %9.1f %9.1f %9.2f\n", keys, m, bytes, median, mbps, median / keys * 1e6, rss / 1048576, base / 1048576, rss / bytes }'
  done
done
