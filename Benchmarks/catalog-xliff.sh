#!/usr/bin/env bash
# Measures `timekeeper catalog export --xliff` and `catalog import` against `catalog fmt` on the same catalog, in one
# run (release build, end to end including process start-up): the largest corpus catalog (ejbills/DockDoor, 4 MB,
# 32 locales) and the generated 1,000 keys × 40 locales catalog of Benchmarks/catalog-io (23 MB).
#   fmt          catalog fmt on a copy (reads, writes Xcode's bytes in memory, compares; the file is already formatted)
#   fmt+write    catalog fmt on a copy with one value escaped as Xcode would not ("\/"), so the file is rewritten
#                atomically and flushed as import+write rewrites it: the same file work, against which to read import+write
#   export       every language, one XLIFF file each
#   import       every exported file back, unedited (reads the catalog and the XLIFF, plans, writes nothing)
#   import+write the same with one target edited, so the catalog is rewritten atomically
# Columns: median wall time of RUNS runs (default 5), against fmt and against fmt+write, median CPU time
# (user+system) and against fmt. The five modes take turns in each of the RUNS rounds, so that a slow stretch of a
# shared machine falls on all of them rather than on one.
# Usage: Benchmarks/catalog-xliff.sh [RUNS]
#   TIMEKEEPER=/path/to/timekeeper measures that binary instead of building one (e.g. a copy of the previous build,
#   to compare before and after in one sitting).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=Benchmarks/build-package.sh
source Benchmarks/build-package.sh
ROOT="$PWD"
RUNS="${1:-5}"
WORK="${TMPDIR:-/tmp}/catalog-xliff-bench"
mkdir -p "$WORK"

if [ -n "${TIMEKEEPER:-}" ]; then
  TK="$TIMEKEEPER"
else
  swift build -c release --product timekeeper >&2
  TK="$(swift build -c release --show-bin-path)/timekeeper"
fi
GENERATED="${TMPDIR:-/tmp}/catalog-check-bench/catalog-1000.xcstrings"
if [ ! -f "$GENERATED" ]; then
  build_benchmark_package Benchmarks/catalog-io
  mkdir -p "$(dirname "$GENERATED")"
  "$(cd Benchmarks/catalog-io && swift build -c release --show-bin-path)/catalog-io" generate 1000 "$GENERATED" >&2
fi
FILES=()
CORPUS="$ROOT/../shared/corpus/xcstrings/ejbills__DockDoor__Localizable.xcstrings"
[ -f "$CORPUS" ] && FILES+=("$CORPUS")
FILES+=("$GENERATED")

now_ns() { date +%s%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# run_once PREPARE COMMAND…: runs PREPARE, then times the command; appends "wall cpu" to $WORK/times-NAME.
run_once() {
  local name="$1" prepare="$2"
  shift 2
  eval "$prepare"
  local start end user system
  start=$(now_ns)
  /usr/bin/time -f "%U %S" -o "$WORK/time.txt" "$@" > "$WORK/out.txt" 2> "$WORK/err.txt"
  end=$(now_ns)
  read -r user system < <(tail -1 "$WORK/time.txt")
  awk -v a="$start" -v b="$end" -v u="$user" -v s="$system" 'BEGIN { printf "%.4f %.2f\n", (b - a) / 1e9, u + s }' \
    >> "$WORK/times-$name"
}

# The median wall and CPU time of NAME's runs.
medians() {
  echo "$(cut -d' ' -f1 "$WORK/times-$1" | median) $(cut -d' ' -f2 "$WORK/times-$1" | median)"
}

printf '%-42s %9s %-13s %8s %7s %9s %8s %7s %6s\n' file bytes mode wall_s x_fmt x_fmt+w cpu_s x_fmt units
for file in "${FILES[@]}"; do
  bytes=$(stat -c %s "$file")
  name=$(basename "$file")
  copy="$WORK/$name"
  out="$WORK/xliff-$name"
  rm -rf "$out" "$WORK"/times-*
  unformatted="$WORK/unformatted-$name"
  sed '0,/"value" : "/s//"value" : "\\\//' "$file" > "$unformatted"
  cmp -s "$file" "$unformatted" && { echo "could not make an unformatted copy of $name" >&2; exit 1; }
  # One export first: the imports read its files, and its output counts the units.
  "$TK" catalog export "$file" --xliff --out "$out" > "$WORK/out.txt"
  units=$(awk '{ n += $2 } END { print n }' "$WORK/out.txt")
  # One target edited (the first translated one of the first non-source file), so the import writes the catalog.
  edited="$WORK/edited-$name.xliff"
  first=$(grep -l "<target state=\"translated\">" "$out"/*.xliff | grep -v "/en.xliff$" | head -1)
  sed '0,/<target state="translated">/s//<target state="translated">(edited) /' "$first" > "$edited"
  others=()
  for x in "$out"/*.xliff; do [ "$x" = "$first" ] || others+=("$x"); done
  cp "$file" "$copy"
  "$TK" catalog import "$out"/*.xliff --into "$copy" > "$WORK/out.txt"
  grep -q "0 changes" "$WORK/out.txt" || { echo "unedited import changed the catalog: $(cat "$WORK/out.txt")" >&2; exit 1; }
  cmp -s "$file" "$copy" || { echo "unedited import did not give back $name byte for byte" >&2; exit 1; }
  "$TK" catalog import "$edited" "${others[@]}" --into "$copy" > "$WORK/out.txt"
  grep -q "^1 change," "$WORK/out.txt" || { echo "edited import did not change one unit: $(cat "$WORK/out.txt")" >&2; exit 1; }
  # The modes take turns within each round, so a slow stretch of the machine slows every mode alike.
  for _ in $(seq "$RUNS"); do
    run_once fmt "cp '$file' '$copy'" "$TK" catalog fmt "$copy"
    run_once fmt+write "cp '$unformatted' '$copy'" "$TK" catalog fmt "$copy"
    run_once export "rm -rf '$WORK/export-$name'" "$TK" catalog export "$file" --xliff --out "$WORK/export-$name"
    run_once import "cp '$file' '$copy'" "$TK" catalog import "$out"/*.xliff --into "$copy"
    run_once import+write "cp '$file' '$copy'" "$TK" catalog import "$edited" "${others[@]}" --into "$copy"
  done
  read -r fmt_wall fmt_cpu < <(medians fmt)
  read -r fmtw_wall _ < <(medians fmt+write)
  for mode in fmt fmt+write export import import+write; do
    read -r wall cpu < <(medians "$mode")
    awk -v f="$name" -v b="$bytes" -v m="$mode" -v w="$wall" -v c="$cpu" -v fw="$fmt_wall" -v fww="$fmtw_wall" -v fc="$fmt_cpu" \
      -v u="$units" 'BEGIN {
      printf "%-42s %9d %-13s %8.3f %7.2f %9.2f %8.2f %7.2f %6d\n", f, b, m, w, w / fw, w / fww, c, (fc > 0 ? c / fc : 0), u }'
  done
done
