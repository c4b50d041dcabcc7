#!/usr/bin/env bash
# Counts the instructions (valgrind --tool=callgrind) of `catalog fmt`, `catalog export --xliff`, an unedited
# `catalog import` and an import with one target edited (which rewrites the catalog), on the largest corpus catalog
# and on the generated 1,000 keys × 40 locales catalog: the same inputs as Benchmarks/catalog-xliff.sh. Counts are
# repeatable whatever else the machine does, so a before/after needs no idle machine.
# Usage: Benchmarks/catalog-xliff-instructions.sh            (the release build of this checkout)
#   BEFORE=/path/to/timekeeper adds the same rows for another binary (e.g. a release build of an earlier commit).
# Binaries are stripped of debug info first (valgrind 3.19 cannot read the toolchain's DWARF 5). Takes minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 2; }
swift build -c release --product timekeeper >&2
WORK="${TMPDIR:-/tmp}/catalog-xliff-instructions"
rm -rf "$WORK"
mkdir -p "$WORK"
strip --strip-debug -o "$WORK/after" "$(swift build -c release --show-bin-path)/timekeeper"
BINARIES=(after)
if [ -n "${BEFORE:-}" ]; then
  strip --strip-debug -o "$WORK/before" "$BEFORE"
  BINARIES+=(before)
fi
# The catalogs and their exports, made as catalog-xliff.sh makes them (it also checks the round trip).
TIMEKEEPER="$WORK/after" Benchmarks/catalog-xliff.sh 1 > /dev/null
BENCH="${TMPDIR:-/tmp}/catalog-xliff-bench"
FILES=()
CORPUS="$PWD/../shared/corpus/xcstrings/ejbills__DockDoor__Localizable.xcstrings"
[ -f "$CORPUS" ] && FILES+=("$CORPUS")
FILES+=("${TMPDIR:-/tmp}/catalog-check-bench/catalog-1000.xcstrings")

count() { # BINARY COMMAND…: the instructions the command runs
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}

printf '%-42s %-7s %-13s %15s %7s\n' file binary mode instructions x_fmt
for file in "${FILES[@]}"; do
  name=$(basename "$file")
  out="$BENCH/xliff-$name"
  edited="$BENCH/edited-$name.xliff"
  first=$(grep -l "<target state=\"translated\">" "$out"/*.xliff | grep -v "/en.xliff$" | head -1)
  others=()
  for x in "$out"/*.xliff; do [ "$x" = "$first" ] || others+=("$x"); done
  copy="$WORK/$name"
  for binary in "${BINARIES[@]}"; do
    tk="$WORK/$binary"
    cp "$file" "$copy"
    fmt=$(count "$tk" catalog fmt "$copy")
    rm -rf "$WORK/export"
    export_count=$(count "$tk" catalog export "$file" --xliff --out "$WORK/export")
    cp "$file" "$copy"
    import=$(count "$tk" catalog import "$out"/*.xliff --into "$copy")
    cp "$file" "$copy"
    write=$(count "$tk" catalog import "$edited" "${others[@]}" --into "$copy")
    for row in "fmt $fmt" "export $export_count" "import $import" "import+write $write"; do
      read -r mode n <<< "$row"
      awk -v f="$name" -v b="$binary" -v m="$mode" -v n="$n" -v d="$fmt" 'BEGIN { printf "%-42s %-7s %-13s %15.0f %7.2f\n", f, b, m, n, n / d }'
    done
  done
done
