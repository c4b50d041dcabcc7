#ifndef CICU_NUMBER_DISPLAY_H
#define CICU_NUMBER_DISPLAY_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A locale's number formatter (from an ICU number skeleton) paired with its cardinal plural rules.
/// Immutable after opening, so one instance may be used from many threads at once.
typedef struct cicu_number_display cicu_number_display;

/// Opens a display for `locale` (e.g. "de", "pt-BR") and an ICU number skeleton in UTF-8 (e.g. "" or ".0");
/// returns NULL and sets *status to a negative ICU error code on failure.
cicu_number_display *cicu_number_display_open(const char *locale, const char *skeleton, int32_t *status);

/// Releases a display opened by cicu_number_display_open.
void cicu_number_display_close(cicu_number_display *display);

/// Formats `value` as the locale writes it (UTF-8 into out) and writes the plural category ICU selects
/// for the displayed number ("one", "few", …) into keyword. Returns the text length, or a negative
/// ICU error code; -1 means a buffer was too small.
int32_t cicu_number_display_format_int64(const cicu_number_display *display, int64_t value,
                                         char *out, int32_t capacity, char *keyword, int32_t keyword_capacity);

/// The same for a floating-point value (the skeleton decides the displayed fraction digits).
int32_t cicu_number_display_format_double(const cicu_number_display *display, double value,
                                          char *out, int32_t capacity, char *keyword, int32_t keyword_capacity);

#ifdef __cplusplus
}
#endif

#endif
