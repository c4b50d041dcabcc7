#include "cicu_number_display.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

struct cicu_number_display {
    UNumberFormatter *formatter;
    UPluralRules *rules;
};

// A UFormattedNumber is a mutable result object: one per thread keeps formatting lock-free and
// allocation-free. It lives as long as the thread (a few hundred bytes).
static _Thread_local UFormattedNumber *thread_result = NULL;

static UFormattedNumber *result_for_this_thread(UErrorCode *status) {
    if (thread_result == NULL) thread_result = unumf_openResult(status);
    return thread_result;
}

cicu_number_display *cicu_number_display_open(const char *locale, const char *skeleton, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UChar skeleton16[128];
    int32_t skeleton_length = 0;
    u_strFromUTF8(skeleton16, 128, &skeleton_length, skeleton, -1, &error);
    if (U_FAILURE(error) || skeleton_length >= 128) {
        *status = -(int32_t)(U_FAILURE(error) ? error : U_BUFFER_OVERFLOW_ERROR);
        return NULL;
    }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, skeleton_length, locale, &error);
    if (U_FAILURE(error)) {
        *status = -(int32_t)error;
        return NULL;
    }
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &error);
    if (U_FAILURE(error)) {
        unumf_close(formatter);
        *status = -(int32_t)error;
        return NULL;
    }
    cicu_number_display *display = malloc(sizeof(cicu_number_display));
    if (display == NULL) {
        unumf_close(formatter);
        uplrules_close(rules);
        *status = -(int32_t)U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    display->formatter = formatter;
    display->rules = rules;
    *status = 0;
    return display;
}

void cicu_number_display_close(cicu_number_display *display) {
    if (display == NULL) return;
    unumf_close(display->formatter);
    uplrules_close(display->rules);
    free(display);
}

static int32_t finish(const cicu_number_display *display, UFormattedNumber *result, UErrorCode error,
                      char *out, int32_t capacity, char *keyword, int32_t keyword_capacity) {
    if (U_FAILURE(error)) return -(int32_t)error;
    UChar text16[128];
    int32_t length16 = unumf_resultToString(result, text16, 128, &error);
    if (U_FAILURE(error) || length16 >= 128) return -1;
    int32_t length8 = 0;
    u_strToUTF8(out, capacity, &length8, text16, length16, &error);
    if (U_FAILURE(error) || length8 >= capacity) return -1;
    UChar keyword16[16];
    int32_t keyword_length = uplrules_selectFormatted(display->rules, result, keyword16, 16, &error);
    if (U_FAILURE(error) || keyword_length >= keyword_capacity) return -1;
    for (int32_t i = 0; i < keyword_length; i++) keyword[i] = (char)keyword16[i];
    keyword[keyword_length] = 0;
    return length8;
}

int32_t cicu_number_display_format_int64(const cicu_number_display *display, int64_t value,
                                         char *out, int32_t capacity, char *keyword, int32_t keyword_capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UFormattedNumber *result = result_for_this_thread(&error);
    if (U_FAILURE(error)) return -(int32_t)error;
    unumf_formatInt(display->formatter, value, result, &error);
    return finish(display, result, error, out, capacity, keyword, keyword_capacity);
}

int32_t cicu_number_display_format_double(const cicu_number_display *display, double value,
                                          char *out, int32_t capacity, char *keyword, int32_t keyword_capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UFormattedNumber *result = result_for_this_thread(&error);
    if (U_FAILURE(error)) return -(int32_t)error;
    unumf_formatDouble(display->formatter, value, result, &error);
    return finish(display, result, error, out, capacity, keyword, keyword_capacity);
}
