#ifndef CICU_PLURAL_H
#define CICU_PLURAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// CLDR plural categories as small codes, in CLDR order; bit (1 << code) in a category mask.
enum {
    CICU_PLURAL_ZERO = 0,
    CICU_PLURAL_ONE = 1,
    CICU_PLURAL_TWO = 2,
    CICU_PLURAL_FEW = 3,
    CICU_PLURAL_MANY = 4,
    CICU_PLURAL_OTHER = 5
};

/// Compiled cardinal plural rules of one locale plus the number formatters used to select on displayed decimals.
typedef struct cicu_plural_rules cicu_plural_rules;

/// Opens the cardinal rules of an ICU locale id ("pt_BR"); returns NULL and sets *status (an ICU UErrorCode) on failure.
cicu_plural_rules *cicu_plural_open(const char *locale, int32_t *status);

/// Releases rules from cicu_plural_open; NULL is ignored.
void cicu_plural_close(cicu_plural_rules *rules);

/// Returns the mask of categories the rules define (bit 1 << CICU_PLURAL_x), or 0 and sets *status on failure.
int32_t cicu_plural_category_mask(const cicu_plural_rules *rules, int32_t *status);

/// Returns the category code of an integral double (no visible fraction digits), or -1 and sets *status.
int32_t cicu_plural_select_integer(const cicu_plural_rules *rules, double value, int32_t *status);

/// Returns the category code of a plain decimal string ("-12.50") as displayed with exactly its fraction digits,
/// or -1 and sets *status. The text must be an optional '-', digits, and optionally '.' and digits. Thread-safe.
int32_t cicu_plural_select_decimal(cicu_plural_rules *rules, const char *decimal, int32_t length, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
