#ifndef CICU_COLLATION_H
#define CICU_COLLATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opaque ICU collator (a UCollator underneath).
typedef struct cicu_collator cicu_collator;

/// Opens the ICU root collator with numeric ordering on and default (tertiary) strength; returns NULL and sets *error on failure.
cicu_collator *cicu_collator_open_root_numeric(int32_t *error);

/// Closes a collator from cicu_collator_open_root_numeric; NULL is ignored.
void cicu_collator_close(cicu_collator *collator);

/// Compares two UTF-8 strings; returns -1, 0 or 1, or -2 and sets *error when ICU fails (e.g. invalid UTF-8).
int32_t cicu_collator_compare_utf8(const cicu_collator *collator,
                                   const uint8_t *a, int32_t a_length,
                                   const uint8_t *b, int32_t b_length,
                                   int32_t *error);

/// Writes the sort key of a UTF-8 string into out (NUL-terminated); returns its full length including the NUL,
/// which may exceed capacity (then call again with a larger buffer), or -1 and sets *error when ICU fails.
int32_t cicu_collator_sort_key_utf8(const cicu_collator *collator,
                                    const uint8_t *text, int32_t length,
                                    uint8_t *out, int32_t capacity,
                                    int32_t *error);

#ifdef __cplusplus
}
#endif

#endif
