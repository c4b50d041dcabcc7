#!/usr/bin/env bash
# Does every catalog command's cost grow with its input, and no faster? Runs check, fmt, stats, compile, pseudo,
# export, import, diff, merge and metadata on generated inputs that double along one dimension at a time:
#   keys        keys of 4 locales (one in ten a plural)                       1,000 → 16,000
#   locales     500 keys in more and more locales                             4 → 64
#   depth       100 keys of plurals nested this deep (what `check` refuses)   8 → 128
#   attributes  attributes on one trans-unit of the imported XLIFF file (1,000 keys) 1,000 → 16,000 (import only)
#   bytes       500 keys × 4 locales, each value this many bytes               256 → 4,096
# and prints, per step, the wall time and peak RSS (/usr/bin/time -f), the input size, the exit status, and the
# ratio of time and of memory to the step before. A ratio above 2.3 (when the step before took at least MIN_SECONDS, default 0.05,
# below which start-up and noise dominate) is flagged `>2.3`: the cost grows faster than the input.
# Usage: Benchmarks/scaling.sh [DIMENSION…]   (default: all five; TIMEKEEPER=path overrides the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TIMEKEEPER:-}" ]; then
  swift build -c release --product timekeeper >&2
  TIMEKEEPER="$(swift build -c release --show-bin-path)/timekeeper"
fi
WORK="${TMPDIR:-/tmp}/catalog-scaling"
rm -rf "$WORK"
mkdir -p "$WORK"
DIMENSIONS=("${@:-keys locales depth attributes bytes}")
# shellcheck disable=SC2206
DIMENSIONS=(${DIMENSIONS[*]})
MIN_SECONDS=${MIN_SECONDS:-0.05}

# generate DIMENSION SIZE FOLDER: base.xcstrings, ours/theirs (edited copies), listing.xcstrings (store fields)
generate() {
  python3 - "$@" << 'EOF'
import json, sys, os
dimension, size, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
languages = ["de", "fr", "ja", "es", "it", "nl", "pt-BR", "ru", "zh-Hans", "ko", "sv", "da", "fi", "nb", "pl", "tr",
             "cs", "hu", "ro", "sk", "uk", "el", "he", "ar", "hi", "th", "vi", "id", "ms", "ca", "hr", "sl", "bg",
             "lt", "lv", "et", "sr", "bn", "ta", "te", "mr", "gu", "kn", "ml", "fa", "ur", "sw", "af", "zu", "is",
             "ga", "cy", "eu", "gl", "mk", "sq", "hy", "ka", "az", "kk", "uz", "mn", "km", "lo"]
keys, locales, depth, length = 1000, 4, 0, 24
if dimension == "keys": keys = size
if dimension == "locales": keys, locales = 500, size
if dimension == "depth": keys, depth = 100, size
if dimension == "bytes": keys, length = 500, size
codes = ["en"] + languages[: locales - 1]

def text(key, locale, salt):
    base = f"{locale} {key} {salt} "
    return (base * (length // len(base) + 1))[:length]

def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}

def localization(key, locale, salt):
    if depth:
        content = unit("%lld " + text(key, locale, salt))
        for _ in range(depth):
            content = {"variations": {"plural": {"other": content}}}
        return content
    if key % 10 == 0:
        return {"variations": {"plural": {"one": unit("%lld " + text(key, locale, salt)), "other": unit("%lld " + text(key, locale, salt))}}}
    return unit(text(key, locale, salt))

def catalog(edit):
    strings = {}
    for key in range(keys):
        name = f"key {key:06d}" + (" %lld" if depth or key % 10 == 0 else "")
        salt = "x" if edit and key % 7 == edit else "b"
        strings[name] = {"localizations": {code: localization(key, code, salt) for code in codes}}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}

def write(name, value):
    with open(os.path.join(folder, name), "w") as out:
        # Compact, so that bytes grow with the content alone (indentation would grow with the square of the depth).
        json.dump(value, out, ensure_ascii=False, separators=(",", ":"), sort_keys=True)

write("base.xcstrings", catalog(0))
write("ours.xcstrings", catalog(1))
write("theirs.xcstrings", catalog(2))
fields = {"name": 20, "subtitle": 20, "description": 3000, "keywords": 80, "release_notes": 2000}
listing = {}
for field, limit in fields.items():
    listing[field] = {"localizations": {code: unit(text(0, code, field)[: min(limit, length)]) for code in codes}}
write("listing.xcstrings", {"sourceLanguage": "en", "strings": listing, "version": "1.0"})
EOF
}

# with_attributes FILE COUNT: the XLIFF file with COUNT extra attributes on its first trans-unit
with_attributes() {
  python3 - "$1" "$2" << 'EOF'
import sys
path, count = sys.argv[1], int(sys.argv[2])
data = open(path, encoding="utf-8").read()
extra = "".join(f' x-a{i}="{i}"' for i in range(count))
data = data.replace("<trans-unit ", "<trans-unit" + extra + " ", 1)
open(path, "w", encoding="utf-8").write(data)
EOF
}

# measure LABEL COMMAND…: prints "seconds peak_kB status"
measure() {
  local status=0
  /usr/bin/time -f "%e %M" -o "$WORK/time" "$@" > /dev/null 2> "$WORK/stderr" || status=$?
  # GNU time writes "Command exited with non-zero status N" first when the command fails: the figures are last.
  read -r seconds kilobytes < <(tail -n 1 "$WORK/time")
  echo "$seconds $kilobytes $status"
}

declare -A previous_time previous_memory
printf '%-10s %6s %-9s %10s %9s %8s %4s %7s %7s %s\n' dimension size command input_kB seconds peak_MB exit x_time x_mem flag
for dimension in "${DIMENSIONS[@]}"; do
  case "$dimension" in
    keys | attributes) sizes="1000 2000 4000 8000 16000" ;;
    locales) sizes="4 8 16 32 64" ;;
    depth) sizes="8 16 32 64 128" ;;
    bytes) sizes="256 512 1024 2048 4096" ;;
    *) echo "unknown dimension $dimension" >&2; exit 2 ;;
  esac
  previous_time=()
  previous_memory=()
  for size in $sizes; do
    dir="$WORK/$dimension-$size"
    mkdir -p "$dir"
    generate "$dimension" "$size" "$dir"
    commands=(check fmt stats compile pseudo export import diff merge metadata)
    [ "$dimension" = attributes ] && commands=(import)
    for command in "${commands[@]}"; do
      cd "$dir"
      rm -rf out compiled pseudo.xcstrings result.xcstrings fmt.xcstrings
      input=base.xcstrings
      case "$command" in
        check) run=("$TIMEKEEPER" catalog check base.xcstrings) ;;
        fmt) cp base.xcstrings fmt.xcstrings; input=fmt.xcstrings; run=("$TIMEKEEPER" catalog fmt fmt.xcstrings) ;;
        stats) run=("$TIMEKEEPER" catalog stats base.xcstrings) ;;
        compile) run=("$TIMEKEEPER" catalog compile base.xcstrings --format apple --out compiled) ;;
        pseudo) run=("$TIMEKEEPER" catalog pseudo base.xcstrings --style accented --out pseudo.xcstrings) ;;
        export) run=("$TIMEKEEPER" catalog export base.xcstrings --xliff --out out) ;;
        import)
          # The file to import: `de` exported from the catalog; a catalog `check` refuses gets a file with no units, and
          # the attributes are added to an export of the 1,000-key catalog.
          mkdir -p xliff
          if [ "$dimension" = depth ]; then
            printf '%s\n' '<?xml version="1.0" encoding="UTF-8"?>' \
              '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">' \
              '<file original="base.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body></body></file>' \
              '</xliff>' > xliff/de.xliff
          elif [ "$dimension" = attributes ]; then
            "$TIMEKEEPER" catalog export base.xcstrings --xliff --out xliff --locale de > /dev/null
            with_attributes xliff/de.xliff "$size"
          else
            "$TIMEKEEPER" catalog export base.xcstrings --xliff --out xliff --locale de > /dev/null
          fi
          input=xliff/de.xliff
          run=("$TIMEKEEPER" catalog import xliff/de.xliff --into base.xcstrings --dry-run) ;;
        diff) run=("$TIMEKEEPER" catalog diff base.xcstrings ours.xcstrings) ;;
        merge) cp ours.xcstrings result.xcstrings; run=("$TIMEKEEPER" catalog merge base.xcstrings result.xcstrings theirs.xcstrings) ;;
        metadata) input=listing.xcstrings; run=("$TIMEKEEPER" metadata listing.xcstrings --store appstore --out out) ;;
      esac
      kilobytes_in=$(( $(stat -c %s "$input") / 1024 ))
      read -r seconds peak status < <(measure "${run[@]}")
      cd - > /dev/null
      awk -v d="$dimension" -v s="$size" -v c="$command" -v in_kb="$kilobytes_in" -v t="$seconds" -v m="$peak" -v e="$status" \
        -v pt="${previous_time[$command]:-}" -v pm="${previous_memory[$command]:-}" -v floor="$MIN_SECONDS" 'BEGIN {
        xt = (pt == "" || pt + 0 == 0) ? "-" : sprintf("%.2f", t / pt)
        xm = (pm == "" || pm + 0 == 0) ? "-" : sprintf("%.2f", m / pm)
        flag = (xt != "-" && pt >= floor && t / pt > 2.3) ? ">2.3" : ""
        printf "%-10s %6d %-9s %10d %9.2f %8.1f %4d %7s %7s %s\n", d, s, c, in_kb, t, m / 1024, e, xt, xm, flag }'
      previous_time[$command]=$seconds
      previous_memory[$command]=$peak
    done
  done
done
