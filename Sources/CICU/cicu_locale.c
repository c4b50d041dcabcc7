#include "cicu_locale.h"

#include <string.h>
#include <unicode/uloc.h>

int32_t cicu_locale_canonicalize(const char *tag, char *tag_out, int32_t tag_capacity,
                                 char *id_out, int32_t id_capacity, int32_t *status) {
    char dashed[ULOC_FULLNAME_CAPACITY];
    size_t length = strlen(tag);
    *status = 0;
    if (length == 0 || length >= sizeof dashed) return CICU_LOCALE_MALFORMED;
    // Xcode and ICU ids use '_' where BCP-47 uses '-': accept both spellings.
    for (size_t i = 0; i <= length; i++) dashed[i] = tag[i] == '_' ? '-' : tag[i];

    UErrorCode error = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(dashed, id_out, id_capacity, &parsed, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_FAILURE(error) ? error : U_BUFFER_OVERFLOW_ERROR;
        return CICU_LOCALE_MALFORMED;
    }
    if (parsed != (int32_t)length) return CICU_LOCALE_MALFORMED;

    uloc_toLanguageTag(id_out, tag_out, tag_capacity, 1, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_FAILURE(error) ? error : U_BUFFER_OVERFLOW_ERROR;
        return CICU_LOCALE_MALFORMED;
    }
    // "und", "root" and made-up codes such as "xx" have no ISO 639-2 code in ICU's tables.
    const char *iso3 = uloc_getISO3Language(id_out);
    if (iso3 == NULL || iso3[0] == 0) return CICU_LOCALE_UNKNOWN_LANGUAGE;
    return CICU_LOCALE_VALID;
}

int32_t cicu_locale_component(const char *locale_id, int32_t which, char *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    int32_t length;
    switch (which) {
    case CICU_LOCALE_LANGUAGE: length = uloc_getLanguage(locale_id, out, capacity, &error); break;
    case CICU_LOCALE_SCRIPT: length = uloc_getScript(locale_id, out, capacity, &error); break;
    case CICU_LOCALE_REGION: length = uloc_getCountry(locale_id, out, capacity, &error); break;
    default: error = U_ILLEGAL_ARGUMENT_ERROR; length = -1; break;
    }
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) {
        *status = U_FAILURE(error) ? error : U_BUFFER_OVERFLOW_ERROR;
        return -1;
    }
    *status = U_ZERO_ERROR;
    return length;
}

int32_t cicu_locale_available_count(void) {
    return uloc_countAvailable();
}

int32_t cicu_locale_available(int32_t index, char *out, int32_t capacity) {
    const char *id = uloc_getAvailable(index);
    if (id == NULL) return -1;
    int32_t length = (int32_t)strlen(id);
    if (length + 1 > capacity) return -1;
    memcpy(out, id, (size_t)length + 1);
    return length;
}
