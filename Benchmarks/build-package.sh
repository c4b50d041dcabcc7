# Sourced by the benchmark scripts. `build_benchmark_package DIR` builds a benchmark package (one that depends on
# this package by path) in release mode. SwiftPM keeps a path dependency's list of source files in the dependent
# package's build plan, so after new files arrive here the build fails with "cannot find … in scope"; removing the
# plan (not the compiled objects) makes it list them again, at the cost of a second or two.
build_benchmark_package() {
  rm -f "$1"/.build/*.yaml "$1"/.build/*/release/description.json
  (cd "$1" && swift build -c release >&2)
}
