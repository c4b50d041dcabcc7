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

/// The advance width of the face's .notdef glyph (what a renderer draws for a missing character), in font units.
int32_t chb_font_notdef_advance(const chb_font *font);

/// The result of shaping one run.
typedef struct chb_shape_result {
    /// Sum of the x advances of all output glyphs, in font units.
    int64_t advance;
    /// Number of glyphs HarfBuzz produced (after ligatures and decomposition).
    uint32_t glyph_count;
    /// How many of them are .notdef (glyph id 0).
    uint32_t notdef_count;
} chb_shape_result;

/// Shapes `length` bytes of UTF-8 text as one run (script and direction guessed from the text, as hb-shape does).
chb_shape_result chb_shape_utf8(const chb_font *font, const char *utf8, int32_t length);

/// Shapes like chb_shape_utf8 and also adds each glyph's advance × `scale` to `per_byte[cluster]`, where the
/// cluster is the byte offset (in `utf8`) of the character the glyph came from; `per_byte` has `length` slots.
chb_shape_result chb_shape_utf8_per_byte(const chb_font *font, const char *utf8, int32_t length, double scale, double *per_byte);

/// The ISO 15924 script tag of `codepoint` as HarfBuzz sees it ('Zyyy' common, 'Zinh' inherited, 'Zzzz' unknown).
uint32_t chb_script_of(uint32_t codepoint);

/// Writes the HarfBuzz library version ("6.0.0") into out; returns its length, or -1 if capacity is too small.
int32_t chb_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
