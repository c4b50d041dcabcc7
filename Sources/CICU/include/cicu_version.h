#ifndef CICU_VERSION_H
#define CICU_VERSION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the ICU library version ("72.1") into out; returns its length, or -1 if capacity is too small.
int32_t cicu_icu_version(char *out, int32_t capacity);

/// Writes the CLDR version ICU was built with ("42.0") into out; returns its length, or a negative ICU error code.
int32_t cicu_cldr_version(char *out, int32_t capacity);

/// Writes the name of an ICU error code ("U_ILLEGAL_ARGUMENT_ERROR") into out; returns its length.
int32_t cicu_error_name(int32_t code, char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
