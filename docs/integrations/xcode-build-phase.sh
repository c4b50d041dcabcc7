#!/bin/bash
# Xcode "Run Script" build phase: check every String Catalog of the project on each build. Findings print as
# `/path/File.xcstrings:12:5: error: …`, which Xcode shows in the Issue navigator; errors fail the build.
# Paste this file's text into the build phase (Shell: /bin/bash), or call it from there (docs/integrations.md).
# TIMEKEEPER names the binary when it is not `timekeeper` on PATH; SRCROOT is set by Xcode.
set -euo pipefail

tool="${TIMEKEEPER:-$(command -v timekeeper || true)}"
if [ -z "$tool" ]; then
  echo "warning: timekeeper is not installed, so the String Catalogs were not checked (see docs/integrations.md)."
  exit 0
fi

root="${SRCROOT:-$PWD}"
catalogs=()
# The folders `catalog check` skips as well: version control, build products and dependency managers.
while IFS= read -r -d '' catalog; do
  catalogs+=("$catalog")
done < <(find "$root" \( -name .git -o -name .build -o -name DerivedData -o -name Pods -o -name Carthage -o -name node_modules \) \
  -prune -o -type f -name '*.xcstrings' -print0 | sort -z)

if [ "${#catalogs[@]}" -eq 0 ]; then
  exit 0
fi
exec "$tool" catalog check "${catalogs[@]}"
