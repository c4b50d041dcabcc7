#ifndef CICU_TEXT_H
#define CICU_TEXT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// All functions take UTF-8 text (not NUL-terminated) and report offsets in UTF-8 bytes. Break iterators are
// opened once per thread and reused, so calls from many threads at once are safe and cheap.

/// Returns the number of extended grapheme clusters (user-perceived characters), or -1 and sets *status.
int32_t cicu_text_grapheme_count(const char *utf8, int32_t length, int32_t *status);

/// Writes the UTF-8 offsets after which a line may break (UAX #14 for `locale`, an ICU id or ""), in order, ending
/// with `length` for non-empty text, and sets mandatory[i] to 1 where the break is required (after a newline).
/// Returns how many opportunities there are (more than capacity means only the first capacity were written),
/// or -1 and sets *status.
int32_t cicu_text_line_breaks(const char *utf8, int32_t length, const char *locale,
                              int32_t *offsets, uint8_t *mandatory, int32_t capacity, int32_t *status);

/// Returns the terminal display columns of the text: each grapheme cluster counts as its widest code point, where
/// East Asian Wide and Fullwidth (and emoji presentation) count 2, marks, format and control characters 0,
/// everything else 1. Returns -1 and sets *status on failure.
int32_t cicu_text_display_columns(const char *utf8, int32_t length, int32_t *status);

/// Writes the ISO 15924 code (e.g. "Latn", "Cyrl", "Hani") of the script most of the text's letters are in to
/// `name` (NUL-terminated) and returns its length; returns 0 when no letter has a script of its own (digits,
/// punctuation, symbols and format specifiers such as `%lld` or `%#@name@` are skipped).
int32_t cicu_text_dominant_script(const char *utf8, int32_t length, char *name, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
