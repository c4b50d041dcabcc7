#!/usr/bin/env bash
# Throughput of the ICU layer: grapheme counting, display columns, line breaks and plural selection.
# Builds the benchmark package in release mode and runs it. Usage: Benchmarks/icu-throughput.sh
set -euo pipefail
cd "$(dirname "$0")/ICUThroughput"
swift build -c release --product ICUThroughput >&2
"$(swift build -c release --show-bin-path)/ICUThroughput"
