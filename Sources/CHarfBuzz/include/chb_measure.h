#ifndef CHB_MEASURE_H
#define CHB_MEASURE_H

#include <stdint.h>
#include "chb_font.h"

#ifdef __cplusplus
extern "C" {
#endif

/// What measuring one text through a chain of faces found.
typedef struct chb_measure_result {
    /// The text's width on one line, in ems.
    double ems;
    /// Runs shaped (one per change of face or script).
    uint32_t runs;
    /// Bit i set when face i measured part of the text (faces beyond 63 share bit 63).
    uint64_t faces_used;
    /// Code points no face covers (all of them, even beyond `missing_capacity`).
    int32_t missing_count;
} chb_measure_result;

/// Measures UTF-8 `text` with `faces` tried in order per character: splits it into runs of one face and one
/// script (spaces, digits and marks stay in the run around them), shapes each run with the whole text as
/// context, and sums the advances. Characters no face has are shaped with face 0 (its .notdef box) and listed
/// in `missing`. Control characters are skipped. When `per_byte` is not NULL (one slot per byte of `text`),
/// each glyph's advance in ems is added at the byte offset of the character it came from.
chb_measure_result chb_measure_utf8(
    const chb_font *const *faces, int32_t face_count, const char *text, int32_t length, double *per_byte,
    uint32_t *missing, int32_t missing_capacity);

#ifdef __cplusplus
}
#endif

#endif
