#!/usr/bin/env bash
# Measures `timekeeper catalog check` over a whole folder of catalogs in one run (files checked on all cores)
# against one process per file in a row, the way a CI script looping over files runs it. Same binary, same
# machine, the two interleaved round by round. Both must report the same findings; the script checks that.
# Usage: Benchmarks/catalog-check-many.sh [RUNS] [FOLDER]   (default 3 rounds over ../shared/corpus)
# Goal (issue 14): the one run takes at most 0.6 of the per-file total on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-3}"
FOLDER="${2:-../shared/corpus}"
WORK="${TMPDIR:-/tmp}/catalog-check-many-bench"
mkdir -p "$WORK"
[ -d "$FOLDER" ] || { echo "no folder $FOLDER (the shared corpus is absent)" >&2; exit 2; }

swift build -c release --product timekeeper >&2
TK="$(swift build -c release --show-bin-path)/timekeeper"

# The files the tool's folder search finds (none of the skipped folders occur in the corpus), in its order.
mapfile -t FILES < <(find "$FOLDER" -name '*.xcstrings' \( -type f -o -type l \) | LC_ALL=C sort)
bytes=$(cat "${FILES[@]}" | wc -c)

now_ns() { date +%s%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", (b - a) / 1e9 }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# "E errors, W warnings, N notes in …" lines summed to one "E W N".
totals() { grep -E '^[0-9]+ errors?, [0-9]+ warnings?, [0-9]+ notes? in ' | awk '{ e += $1; w += $3; n += $5 } END { print e, w, n }'; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start; ${#FILES[@]} catalogs, $bytes bytes in $FOLDER"
ones=(); loops=()
for round in $(seq "$RUNS"); do
  start=$(now_ns)
  "$TK" catalog check "$FOLDER" > "$WORK/one.txt" || [ $? -le 2 ]
  end=$(now_ns)
  ones+=("$(seconds "$start" "$end")")

  : > "$WORK/loop.txt"
  start=$(now_ns)
  for file in "${FILES[@]}"; do
    "$TK" catalog check "$file" >> "$WORK/loop.txt" || [ $? -le 2 ]
  done
  end=$(now_ns)
  loops+=("$(seconds "$start" "$end")")
  echo "round $round: one run ${ones[-1]} s, one process per file ${loops[-1]} s" >&2
done

# Same findings both ways (the unreadable files' lines are not in the summaries, so compare the finding lines too).
one_totals=$(totals < "$WORK/one.txt"); loop_totals=$(totals < "$WORK/loop.txt")
one_lines=$(grep -cE ': (error|warning|note): ' "$WORK/one.txt" || true)
loop_lines=$(grep -cE ': (error|warning|note): ' "$WORK/loop.txt" || true)
if [ "$one_totals" != "$loop_totals" ] || [ "$one_lines" != "$loop_lines" ]; then
  echo "the two ways disagree: one run $one_totals ($one_lines lines), per file $loop_totals ($loop_lines lines)" >&2
  exit 1
fi

one=$(printf '%s\n' "${ones[@]}" | median)
loop=$(printf '%s\n' "${loops[@]}" | median)
printf '%-28s %10s\n' way "median_s"
printf '%-28s %10s\n' "one run over the folder" "$one"
printf '%-28s %10s\n' "one process per file" "$loop"
awk -v a="$one" -v b="$loop" 'BEGIN { printf "ratio one/per-file: %.2f (goal: at most 0.60)\n", a / b }'
echo "findings (errors warnings notes) both ways: $one_totals; $one_lines finding lines"
echo "load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
