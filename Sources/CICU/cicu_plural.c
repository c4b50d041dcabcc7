#include "cicu_plural.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

// Formatters for 0..CACHED_FRACTION_DIGITS-1 visible fraction digits are created on first use and kept;
// longer fractions get a formatter per call.
#define CACHED_FRACTION_DIGITS 16

struct cicu_plural_rules {
    UPluralRules *rules;
    char locale[ULOC_FULLNAME_CAPACITY];
    _Atomic(UNumberFormatter *) formatters[CACHED_FRACTION_DIGITS];
};

static const char *const keywords[] = {"zero", "one", "two", "few", "many", "other"};

static int32_t category_code(const UChar *keyword, int32_t length) {
    char ascii[8];
    if (length <= 0 || length >= (int32_t)sizeof ascii) return -1;
    u_UCharsToChars(keyword, ascii, length);
    ascii[length] = 0;
    for (int32_t code = 0; code < 6; code++) {
        if (strcmp(ascii, keywords[code]) == 0) return code;
    }
    return -1;
}

cicu_plural_rules *cicu_plural_open(const char *locale, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    if (strlen(locale) >= ULOC_FULLNAME_CAPACITY) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return NULL;
    }
    cicu_plural_rules *result = calloc(1, sizeof *result);
    if (result == NULL) {
        uplrules_close(rules);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->rules = rules;
    strcpy(result->locale, locale);
    for (int i = 0; i < CACHED_FRACTION_DIGITS; i++) atomic_init(&result->formatters[i], NULL);
    *status = U_ZERO_ERROR;
    return result;
}

void cicu_plural_close(cicu_plural_rules *rules) {
    if (rules == NULL) return;
    for (int i = 0; i < CACHED_FRACTION_DIGITS; i++) {
        UNumberFormatter *formatter = atomic_load(&rules->formatters[i]);
        if (formatter != NULL) unumf_close(formatter);
    }
    uplrules_close(rules->rules);
    free(rules);
}

int32_t cicu_plural_category_mask(const cicu_plural_rules *rules, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UEnumeration *names = uplrules_getKeywords(rules->rules, &error);
    int32_t mask = 0;
    const UChar *keyword;
    int32_t length = 0;
    while (U_SUCCESS(error) && (keyword = uenum_unext(names, &length, &error)) != NULL) {
        int32_t code = category_code(keyword, length);
        if (code >= 0) mask |= 1 << code;
    }
    uenum_close(names);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return U_FAILURE(error) ? 0 : mask;
}

int32_t cicu_plural_select_integer(const cicu_plural_rules *rules, double value, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UChar keyword[8];
    int32_t length = uplrules_select(rules->rules, value, keyword, 8, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return -1;
    }
    *status = U_ZERO_ERROR;
    return category_code(keyword, length);
}

// A formatter that shows exactly `digits` fraction digits, so "1.0" keeps v = 1 and selects as displayed.
// ICU skeletons allow at most 999 fraction digits.
static UNumberFormatter *open_formatter(const char *locale, int32_t digits, UErrorCode *error) {
    static const char integer_skeleton[] = "precision-integer";
    UChar skeleton[1000];
    int32_t length;
    if (digits == 0) {
        length = (int32_t)strlen(integer_skeleton);
        u_charsToUChars(integer_skeleton, skeleton, length);
    } else if (digits <= 999) {
        skeleton[0] = u'.';
        for (int32_t i = 1; i <= digits; i++) skeleton[i] = u'0';
        length = digits + 1;
    } else {
        *error = U_UNSUPPORTED_ERROR;
        return NULL;
    }
    return unumf_openForSkeletonAndLocale(skeleton, length, locale, error);
}

static UNumberFormatter *formatter_for(cicu_plural_rules *rules, int32_t digits, UErrorCode *error, int *owned) {
    *owned = 0;
    if (digits >= CACHED_FRACTION_DIGITS) {
        *owned = 1;
        return open_formatter(rules->locale, digits, error);
    }
    UNumberFormatter *existing = atomic_load_explicit(&rules->formatters[digits], memory_order_acquire);
    if (existing != NULL) return existing;
    UNumberFormatter *fresh = open_formatter(rules->locale, digits, error);
    if (U_FAILURE(*error)) return NULL;
    UNumberFormatter *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&rules->formatters[digits], &expected, fresh,
                                                memory_order_acq_rel, memory_order_acquire)) {
        return fresh;
    }
    // Another thread stored one first: use theirs.
    unumf_close(fresh);
    return expected;
}

int32_t cicu_plural_select_decimal(cicu_plural_rules *rules, const char *decimal, int32_t length, int32_t *status) {
    int32_t digits = 0;
    const char *point = memchr(decimal, '.', (size_t)length);
    if (point != NULL) digits = length - (int32_t)(point - decimal) - 1;

    UErrorCode error = U_ZERO_ERROR;
    int owned = 0;
    UNumberFormatter *formatter = formatter_for(rules, digits, &error, &owned);
    UFormattedNumber *formatted = U_SUCCESS(error) ? unumf_openResult(&error) : NULL;
    int32_t code = -1;
    if (U_SUCCESS(error)) {
        unumf_formatDecimal(formatter, decimal, length, formatted, &error);
    }
    if (U_SUCCESS(error)) {
        UChar keyword[8];
        int32_t keywordLength = uplrules_selectFormatted(rules->rules, formatted, keyword, 8, &error);
        if (U_SUCCESS(error)) code = category_code(keyword, keywordLength);
    }
    if (formatted != NULL) unumf_closeResult(formatted);
    if (owned && formatter != NULL) unumf_close(formatter);
    *status = U_FAILURE(error) ? error : U_ZERO_ERROR;
    return U_FAILURE(error) ? -1 : code;
}
