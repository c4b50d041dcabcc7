#include "cicu_collation.h"

#include <stdlib.h>
#include <unicode/ucol.h>
#include <unicode/uiter.h>
#include <unicode/ustring.h>

cicu_collator *cicu_collator_open_root_numeric(int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UCollator *collator = ucol_open("", &status);
    if (U_SUCCESS(status)) ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    if (U_FAILURE(status)) {
        if (collator) ucol_close(collator);
        *error = (int32_t)status;
        return NULL;
    }
    *error = 0;
    return (cicu_collator *)collator;
}

void cicu_collator_close(cicu_collator *collator) {
    if (collator) ucol_close((UCollator *)collator);
}

int32_t cicu_collator_compare_utf8(const cicu_collator *collator,
                                   const uint8_t *a, int32_t a_length,
                                   const uint8_t *b, int32_t b_length,
                                   int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8((const UCollator *)collator,
                                               (const char *)a, a_length,
                                               (const char *)b, b_length, &status);
    if (U_FAILURE(status)) {
        *error = (int32_t)status;
        return -2;
    }
    *error = 0;
    return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0);
}

int32_t cicu_collator_sort_key_utf8(const cicu_collator *collator,
                                    const uint8_t *text, int32_t length,
                                    uint8_t *out, int32_t capacity,
                                    int32_t *error) {
    // ucol_getSortKey takes UTF-16; most keys are short, so convert on the stack and fall back to the heap.
    UChar stack[256];
    UChar *utf16 = stack;
    int32_t utf16_length = 0;
    UErrorCode status = U_ZERO_ERROR;
    u_strFromUTF8(utf16, 256, &utf16_length, (const char *)text, length, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) {
        utf16 = (UChar *)malloc(sizeof(UChar) * (size_t)(utf16_length + 1));
        if (!utf16) {
            *error = (int32_t)U_MEMORY_ALLOCATION_ERROR;
            return -1;
        }
        status = U_ZERO_ERROR;
        u_strFromUTF8(utf16, utf16_length + 1, &utf16_length, (const char *)text, length, &status);
    }
    if (U_FAILURE(status)) {
        if (utf16 != stack) free(utf16);
        *error = (int32_t)status;
        return -1;
    }
    int32_t key_length = ucol_getSortKey((const UCollator *)collator, utf16, utf16_length, out, capacity);
    if (utf16 != stack) free(utf16);
    if (key_length == 0) {
        *error = (int32_t)U_INTERNAL_PROGRAM_ERROR;
        return -1;
    }
    *error = 0;
    return key_length;
}
