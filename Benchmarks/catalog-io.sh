#!/usr/bin/env bash
# Measures .xcstrings parse/read/write throughput and peak memory on generated catalogs (release build).
# Usage: Benchmarks/catalog-io.sh [KEYS…]   (default: 1000 5000 10000; 40 locales each)
# Columns: median and best wall time of RUNS runs (default 5), median CPU time (user+system, steadier on a busy
# machine), CPU µs per key, peak RSS of the process, RSS before loading the file, and peak RSS / file size.
# Foundation's JSONSerialization needs gigabytes on big files; it runs up to FOUNDATION_MAX_KEYS keys (default 5000).
set -euo pipefail
cd "$(dirname "$0")/catalog-io"
# shellcheck source=Benchmarks/build-package.sh
source ../build-package.sh
build_benchmark_package .
BIN="$(swift build -c release --show-bin-path)/catalog-io"
WORK="${TMPDIR:-/tmp}/catalog-io-bench"
mkdir -p "$WORK"
KEYS=("${@:-1000 5000 10000}")
# shellcheck disable=SC2206
KEYS=(${KEYS[*]})

printf '%-6s %-10s %10s %8s %6s %8s %6s %8s %6s %7s %8s %7s %9s\n' keys mode bytes median_s MB/s best_s MB/s cpu_s MB/s us/key peak_MB base_MB peak/size
for keys in "${KEYS[@]}"; do
  file="$WORK/catalog-$keys.xcstrings"
  [ -f "$file" ] || "$BIN" generate "$keys" "$file" >&2
  for mode in parse parse-file read read-file write fmt foundation; do
    if [ "$mode" = foundation ] && [ "$keys" -gt "${FOUNDATION_MAX_KEYS:-5000}" ]; then continue; fi
    runs=${RUNS:-5}
    [ "$mode" = foundation ] && runs=1
    # One process per mode, so each peak RSS belongs to that mode alone.
    read -r m bytes k median best cpu rss base < <("$BIN" "$mode" "$file" "$runs")
    awk -v keys="$keys" -v m="$m" -v bytes="$bytes" -v median="$median" -v best="$best" -v cpu="$cpu" -v rss="$rss" -v base="$base" 'BEGIN {
      printf "%-6s %-10s %10d %8.4f %6d %8.4f %6d %8.4f %6d %7.1f %8.1f %7.1f %9.2f\n", keys, m, bytes, median, bytes / median / 1e6, best, bytes / best / 1e6, cpu, bytes / cpu / 1e6, cpu / keys * 1e6, rss / 1048576, base / 1048576, rss / bytes }'
  done
done
