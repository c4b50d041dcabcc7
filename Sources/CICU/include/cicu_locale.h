#ifndef CICU_LOCALE_H
#define CICU_LOCALE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcomes of cicu_locale_canonicalize.
enum {
    CICU_LOCALE_VALID = 0,
    /// Not a well-formed BCP-47 tag (ICU could not parse all of it).
    CICU_LOCALE_MALFORMED = 1,
    /// Well-formed, but the language subtag is not a language ICU knows (no ISO 639 code).
    CICU_LOCALE_UNKNOWN_LANGUAGE = 2
};

/// Which part of a locale id cicu_locale_component returns.
enum {
    CICU_LOCALE_LANGUAGE = 0,
    CICU_LOCALE_SCRIPT = 1,
    CICU_LOCALE_REGION = 2
};

/// Parses a BCP-47 tag ('_' is accepted for '-'), writes its canonical BCP-47 form ("zh-Hans") to tag_out and
/// ICU's locale id ("zh_Hans") to id_out, and returns a CICU_LOCALE_* outcome; on an ICU failure returns
/// CICU_LOCALE_MALFORMED and sets *status to the UErrorCode.
int32_t cicu_locale_canonicalize(const char *tag, char *tag_out, int32_t tag_capacity,
                                 char *id_out, int32_t id_capacity, int32_t *status);

/// Writes the language, script or region (CICU_LOCALE_*) of an ICU locale id to out; returns its length
/// (0 when absent), or -1 and sets *status.
int32_t cicu_locale_component(const char *locale_id, int32_t which, char *out, int32_t capacity, int32_t *status);

/// The number of locales ICU has data for.
int32_t cicu_locale_available_count(void);

/// Writes the ICU locale id of available locale `index` to out; returns its length, or -1 if out is too small.
int32_t cicu_locale_available(int32_t index, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
