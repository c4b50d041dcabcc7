#include "cicu_version.h"

#include <string.h>
#include <unicode/uversion.h>
#include <unicode/ulocdata.h>
#include <unicode/utypes.h>

static int32_t copy_out(const char *text, char *out, int32_t capacity) {
    int32_t length = (int32_t)strlen(text);
    if (length + 1 > capacity) return -1;
    memcpy(out, text, (size_t)length + 1);
    return length;
}

int32_t cicu_icu_version(char *out, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    return copy_out(text, out, capacity);
}

int32_t cicu_cldr_version(char *out, int32_t capacity) {
    UVersionInfo info;
    UErrorCode status = U_ZERO_ERROR;
    char text[U_MAX_VERSION_STRING_LENGTH];
    ulocdata_getCLDRVersion(info, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    u_versionToString(info, text);
    return copy_out(text, out, capacity);
}

int32_t cicu_error_name(int32_t code, char *out, int32_t capacity) {
    return copy_out(u_errorName((UErrorCode)code), out, capacity);
}
