#ifndef CHB_FONT_H
#define CHB_FONT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened font face ready for shaping; immutable after opening, so it may be shaped from several threads.
typedef struct chb_font chb_font;

/// Why a font could not be opened.
typedef enum chb_open_status {
    CHB_OPEN_OK = 0,
    /// The file could not be read (missing, unreadable or empty).
    CHB_OPEN_UNREADABLE = 1,
    /// The file holds no face with the requested index (or is not a font at all).
    CHB_OPEN_NO_SUCH_FACE = 2,
} chb_open_status;

/// Opens face `face_index` of the TTF/OTF/TTC file at `path`; returns NULL and sets *status on failure.
chb_font *chb_font_open(const char *path, uint32_t face_index, chb_open_status *status);

/// Releases a font opened with chb_font_open (NULL is ignored).
void chb_font_close(chb_font *font);

/// The number of faces in the font file at `path` (1 for TTF/OTF, n for TTC; 0 if unreadable or not a font).
uint32_t chb_file_face_count(const char *path);

/// Units per em of the face: advances are reported in these units.
uint32_t chb_font_units_per_em(const chb_font *font);

/// 1 when the face maps `codepoint` to a glyph through its cmap, else 0.
int32_t chb_font_covers(const chb_font *font, uint32_t codepoint);

/// Writes the HarfBuzz library version ("6.0.0") into out; returns its length, or -1 if capacity is too small.
int32_t chb_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
