#!/usr/bin/env bash
# Measures `catalog diff` and `catalog merge` next to `catalog fmt` on the same file and `git merge-file` on the same
# three inputs, in one run (release build), on the largest corpus catalog and on the generated 1,000-key catalog.
# Usage: Benchmarks/catalog-diff-merge.sh [RUNS]   (default 5; runs of the four commands are interleaved)
# For each catalog BASE, OURS and THEIRS are made from it deterministically: ours edits every 7th key's units and adds
# 50 keys, theirs edits every 11th key's (other locales of the keys both touch) and adds 50 others, and both bump
# nothing else, so the merge is clean and equals the leaf-wise union. Columns: median and best wall time.
# BEFORE=PATH also runs diff and merge of another timekeeper binary (e.g. a release build of an earlier commit) in the
# same interleaved runs, for a before/after comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
swift build -c release --product timekeeper >&2
T="$(swift build -c release --show-bin-path)/timekeeper"
WORK="${TMPDIR:-/tmp}/catalog-diff-merge-bench"
mkdir -p "$WORK"
CORPUS="${TIMEKEEPER_CORPUS:-../shared/corpus}/xcstrings/ejbills__DockDoor__Localizable.xcstrings"
GENERATED="${TMPDIR:-/tmp}/catalog-io-bench/catalog-1000.xcstrings"
if [ ! -f "$GENERATED" ]; then
  # The catalog catalog-io.sh measures: 1,000 keys × 40 locales, 23 MB.
  # shellcheck source=Benchmarks/build-package.sh
  source Benchmarks/build-package.sh
  build_benchmark_package Benchmarks/catalog-io
  mkdir -p "$(dirname "$GENERATED")"
  "$(cd Benchmarks/catalog-io && swift build -c release --show-bin-path)/catalog-io" generate 1000 "$GENERATED" >&2
fi

make_sides() { # SOURCE NAME: writes NAME.base/.ours/.theirs in Xcode's bytes
  python3 - "$1" "$WORK/$2" <<'PY'
import json, sys
source, out = sys.argv[1], sys.argv[2]
base = json.load(open(source, encoding="utf-8"))
def edit(catalog, every, tag, extra):
    strings = catalog["strings"]
    for index, key in enumerate(sorted(strings)):
        if index % every: continue
        locs = strings[key].get("localizations", {})
        # Ours edits the first half of a key's locales, theirs the second half: no unit is changed on both sides.
        names = sorted(locs)
        half = names[: len(names) // 2] if tag == "ours" else names[len(names) // 2 :]
        for locale in half:
            unit = locs[locale].get("stringUnit")
            if unit: unit["value"] = unit.get("value", "") + " (" + tag + ")"; unit["state"] = "translated"
    for n in range(extra):
        strings[f"{tag} added key {n}"] = {"localizations": {catalog["sourceLanguage"]: {"stringUnit": {"state": "translated", "value": f"{tag} {n}"}}}}
    return catalog
json.dump(base, open(out + ".base", "w", encoding="utf-8"), ensure_ascii=False)
json.dump(edit(json.load(open(source, encoding="utf-8")), 7, "ours", 50), open(out + ".ours", "w", encoding="utf-8"), ensure_ascii=False)
json.dump(edit(json.load(open(source, encoding="utf-8")), 11, "theirs", 50), open(out + ".theirs", "w", encoding="utf-8"), ensure_ascii=False)
PY
  "$T" catalog fmt "$WORK/$2.base" "$WORK/$2.ours" "$WORK/$2.theirs" 2>/dev/null
}

measure() { # NAME: prints one line per command
  local name="$1" b="$WORK/$1.base" o="$WORK/$1.ours" t="$WORK/$1.theirs"
  python3 - "$T" "$b" "$o" "$t" "$RUNS" "$name" "${BEFORE:-}" <<'PY'
import os, shutil, statistics, subprocess, sys, time
tool, base, ours, theirs, runs, name, before = sys.argv[1:8]
scratch = ours + ".scratch"
commands = {
    "catalog fmt (ours, to stdout)": ([tool, "catalog", "fmt", "-"], ours),
    "catalog diff base ours": ([tool, "catalog", "diff", base, ours], None),
    "catalog diff --format json": ([tool, "catalog", "diff", "--format", "json", base, ours], None),
    "catalog merge base ours theirs": ([tool, "catalog", "merge", base, scratch, theirs], None),
    "git merge-file -p ours base theirs": (["git", "merge-file", "-p", ours, base, theirs], None),
}
if before:
    commands["before: catalog diff base ours"] = ([before, "catalog", "diff", base, ours], None)
    commands["before: catalog merge base ours theirs"] = ([before, "catalog", "merge", base, scratch, theirs], None)
times = {label: [] for label in commands}
statuses = {}
for _ in range(int(runs)):
    for label, (argv, stdin) in commands.items():
        shutil.copyfile(ours, scratch)
        with open(stdin or os.devnull, "rb") as feed, open(os.devnull, "wb") as sink:
            start = time.perf_counter()
            status = subprocess.run(argv, stdin=feed, stdout=sink, stderr=subprocess.DEVNULL).returncode
            times[label].append(time.perf_counter() - start)
        statuses[label] = status
size = os.path.getsize(ours)
fmt = statistics.median(times["catalog fmt (ours, to stdout)"])
for label, values in times.items():
    median = statistics.median(values)
    print(f"{name:<10} {size / 1e6:6.1f} MB  {label:<36} {median:8.3f} s {min(values):8.3f} s  {median / fmt:5.2f}× fmt  exit {statuses[label]}")
os.remove(scratch)
PY
}

make_sides "$CORPUS" dockdoor
make_sides "$GENERATED" generated
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); median and best of $RUNS interleaved runs"
printf '%-10s %9s  %-36s %10s %10s  %9s\n' catalog size command median best ratio
measure dockdoor
measure generated
