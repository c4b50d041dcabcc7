#!/usr/bin/env bash
# Measures `catalog compile --format json` and the CatalogRuntime library on a generated catalog of KEYS keys × 40
# locales (the deterministic generator of Benchmarks/catalog-io): compile time, bundle load time, cached lookup time.
# Release builds. Usage: Benchmarks/catalog-runtime.sh [KEYS]   (default 1000)
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=Benchmarks/build-package.sh
source build-package.sh
KEYS="${1:-1000}"
WORK="${TMPDIR:-/tmp}/catalog-runtime-bench"
mkdir -p "$WORK"

build_benchmark_package catalog-io
GENERATOR="$(cd catalog-io && swift build -c release --show-bin-path)/catalog-io"
CATALOG="$WORK/Localizable-$KEYS.xcstrings"
[ -f "$CATALOG" ] || "$GENERATOR" generate "$KEYS" "$CATALOG" >&2
# The table name comes from the file name: compile a copy named Localizable.xcstrings.
mkdir -p "$WORK/in-$KEYS" && cp "$CATALOG" "$WORK/in-$KEYS/Localizable.xcstrings"

build_benchmark_package catalog-runtime
BIN="$(cd catalog-runtime && swift build -c release --show-bin-path)/catalog-runtime"
OUT="$WORK/out-$KEYS"
rm -rf "$OUT"

read -r _ files bytes compile_s < <("$BIN" compile "$WORK/in-$KEYS/Localizable.xcstrings" "$OUT" 3)
read -r _ locales keys load_s < <("$BIN" load "$OUT" 7)
read -r _ l1 n1 _ l2 n2 _ l3 n3 _ l4 n4 _ lb nb _ lp np _ < <("$BIN" lookup "$OUT" 1000000)

printf 'catalog: %s keys x %s locales (%s)\n' "$keys" "$locales" "$CATALOG"
awk -v f="$files" -v b="$bytes" -v c="$compile_s" -v l="$load_s" 'BEGIN {
  printf "compile --format json: %d files, %d bytes, median %.1f ms (read + compile + atomic write, 3 runs)\n", f, b, c * 1000
  printf "load all bundles:      median %.1f ms (7 runs)\n", l * 1000 }'
printf 'cached lookup, one plural argument, counts 0-199 (1,000,000 lookups per row; ru-1e6: counts >= 1,000,000;\n'
printf '2-threads: de and ru at once, wall time per lookup):\n'
printf '  %-10s %7.0f ns\n' "$l1" "$n1" "$l2" "$n2" "$l3" "$n3" "$l4" "$n4" "$lb" "$nb" "$lp" "$np"
