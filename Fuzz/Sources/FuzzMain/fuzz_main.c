#include <stddef.h>
#include <stdint.h>
#include "fuzz_main.h"

// SwiftPM renames an executable's `main` to `<target>_main`, so libFuzzer's own main is never linked;
// these start libFuzzer's driver instead, with the target's LLVMFuzzerTestOneInput (defined in Swift).
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
extern int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int fuzz_reader_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int fuzz_format_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int fuzz_xliff_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int fuzz_merge_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
int fuzz_cue_log_main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
