#!/usr/bin/env bash
# Measures `timekeeper catalog check` (release build, end to end including process start-up) against
# translate-toolkit's pofilter on the same content exported as gettext PO, with Foundation's
# JSONSerialization parse as a floor. Inputs: the 1k keys × 40 locales catalog from Benchmarks/catalog-io
# (deterministic generator) and the largest corpus catalog, when ../shared/corpus is present.
# Usage: Benchmarks/catalog-check.sh [RUNS]   (default 5; pofilter runs once: it takes minutes)
# Needs: python3 with translate-toolkit (pip install translate-toolkit) for the pofilter column.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/build-package.sh
source Benchmarks/build-package.sh
ROOT="$PWD"
RUNS="${1:-5}"
WORK="${TMPDIR:-/tmp}/catalog-check-bench"
mkdir -p "$WORK"

swift build -c release --product timekeeper >&2
TK="$(swift build -c release --show-bin-path)/timekeeper"
build_benchmark_package Benchmarks/catalog-io
IO="$(cd Benchmarks/catalog-io && swift build -c release --show-bin-path)/catalog-io"
build_benchmark_package Benchmarks/catalog-check
BENCH="$(cd Benchmarks/catalog-check && swift build -c release --show-bin-path)/catalog-check-bench"

GENERATED="$WORK/catalog-1000.xcstrings"
[ -f "$GENERATED" ] || "$IO" generate 1000 "$GENERATED" >&2
FILES=("$GENERATED")
CORPUS="$ROOT/../shared/corpus/xcstrings/ejbills__DockDoor__Localizable.xcstrings"
[ -f "$CORPUS" ] && FILES+=("$CORPUS")

now_ns() { date +%s%N; }

# median of the numbers on stdin
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

printf '%-44s %10s %9s %8s %8s %9s %9s %10s %10s %9s %8s\n' file bytes check_s MB/s cpu_s peak_MB peak/size inproc_s json_s pofilter_s speedup
for file in "${FILES[@]}"; do
  bytes=$(stat -c %s "$file")
  walls=(); peaks=(); cpus=()
  for _ in $(seq "$RUNS"); do
    start=$(now_ns)
    /usr/bin/time -f "%M %U %S" -o "$WORK/time.txt" "$TK" catalog check --format json "$file" > "$WORK/findings.json" || [ $? -le 1 ]
    end=$(now_ns)
    walls+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')")
    read -r peak user system < <(tail -1 "$WORK/time.txt")
    peaks+=("$peak")
    cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')")
  done
  wall=$(printf '%s\n' "${walls[@]}" | median)
  peak_kb=$(printf '%s\n' "${peaks[@]}" | median)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  read -r _ _ json_s _ _ < <("$BENCH" foundation "$file" "$RUNS")
  read -r _ _ inproc_s _ _ < <("$BENCH" inprocess "$file" "$RUNS")

  pofilter_s="-"
  if command -v pofilter > /dev/null; then
    po="$WORK/po-$(basename "$file" .xcstrings)"
    rm -rf "$po" "$po-out"
    "$BENCH" export-po "$file" "$po" >&2
    start=$(now_ns)
    pofilter --progress=none -i "$po" -o "$po-out" >&2 2> "$WORK/pofilter.log" || true
    end=$(now_ns)
    pofilter_s=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
  fi
  awk -v f="$(basename "$file")" -v bytes="$bytes" -v wall="$wall" -v cpu="$cpu" -v peak="$peak_kb" -v inproc="$inproc_s" -v json="$json_s" -v po="$pofilter_s" 'BEGIN {
    speedup = (po == "-") ? "-" : sprintf("%.1fx", po / wall)
    printf "%-44s %10d %9.4f %8.1f %8.2f %9.1f %9.2f %10.4f %10.4f %9s %8s\n", f, bytes, wall, bytes / wall / 1e6, cpu, peak / 1024, peak * 1024 / bytes, inproc, json, po, speedup }'
done
# The 150 ms goal holds for every reporter: median wall per reporter on the largest corpus file.
if [ -f "$CORPUS" ]; then
  for reporter in text json github sarif; do
    walls=()
    for _ in $(seq "$RUNS"); do
      start=$(now_ns)
      "$TK" catalog check --format "$reporter" "$CORPUS" > /dev/null || [ $? -le 1 ]
      end=$(now_ns)
      walls+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", (b - a) / 1e9 }')")
    done
    printf '%s --format %-6s median wall %.4f s (min %.4f s) over %s runs\n' "$(basename "$CORPUS")" "$reporter" \
      "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${walls[@]}" | sort -g | head -1)" "$RUNS"
  done
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores" >&2
echo "check_s: median wall of \`timekeeper catalog check --format json FILE\` over $RUNS runs, process start-up included;" >&2
echo "cpu_s: median user+sys CPU of those runs; peak_MB: median max RSS; inproc_s: median read + check inside one process (no start-up, no output);" >&2
echo "json_s: median in-process JSONSerialization.jsonObject of the same bytes (the floor); pofilter_s: one run over the PO export (all default tests); speedup = pofilter_s / check_s." >&2
