#ifndef FUZZ_MAIN_H
#define FUZZ_MAIN_H

/// Entry points SwiftPM links as `main` for the fuzz executables; each hands control to libFuzzer.
int fuzz_reader_main(int argc, char **argv);
int fuzz_format_main(int argc, char **argv);
int fuzz_xliff_main(int argc, char **argv);
int fuzz_merge_main(int argc, char **argv);
int fuzz_cue_log_main(int argc, char **argv);

#endif
