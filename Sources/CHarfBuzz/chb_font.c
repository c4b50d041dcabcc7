#include "chb_font.h"

#include <stdlib.h>
#include <string.h>
/* Included by path so that no -I flag is needed: hb.h includes its siblings with quotes. */
#include <harfbuzz/hb.h>

struct chb_font {
    hb_font_t *font;
    uint32_t upem;
    int32_t notdef_advance;
};

chb_font *chb_font_open(const char *path, uint32_t face_index, chb_open_status *status) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL || hb_blob_get_length(blob) == 0) {
        hb_blob_destroy(blob);
        *status = CHB_OPEN_UNREADABLE;
        return NULL;
    }
    unsigned int faces = hb_face_count(blob);
    if (face_index >= faces) {
        hb_blob_destroy(blob);
        *status = CHB_OPEN_NO_SUCH_FACE;
        return NULL;
    }
    hb_face_t *face = hb_face_create(blob, face_index);
    hb_blob_destroy(blob);
    unsigned int upem = hb_face_get_upem(face);
    if (hb_face_get_glyph_count(face) == 0 || upem == 0) {
        hb_face_destroy(face);
        *status = CHB_OPEN_NO_SUCH_FACE;
        return NULL;
    }
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    /* Default scale is upem: advances come back in font units, exactly as hb-shape prints them. */
    hb_font_make_immutable(font);

    chb_font *result = (chb_font *)calloc(1, sizeof(chb_font));
    if (result == NULL) {
        hb_font_destroy(font);
        *status = CHB_OPEN_UNREADABLE;
        return NULL;
    }
    result->font = font;
    result->upem = upem;
    result->notdef_advance = hb_font_get_glyph_h_advance(font, 0);
    *status = CHB_OPEN_OK;
    return result;
}

hb_font_t *chb_font_handle(const chb_font *font) {
    return font->font;
}

void chb_font_close(chb_font *font) {
    if (font == NULL) return;
    hb_font_destroy(font->font);
    free(font);
}

uint32_t chb_file_face_count(const char *path) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (blob == NULL) return 0;
    unsigned int count = hb_face_count(blob);
    hb_blob_destroy(blob);
    return count;
}

uint32_t chb_font_units_per_em(const chb_font *font) {
    return font->upem;
}

int32_t chb_font_covers(const chb_font *font, uint32_t codepoint) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(font->font, codepoint, &glyph) && glyph != 0;
}

int32_t chb_font_notdef_advance(const chb_font *font) {
    return font->notdef_advance;
}

chb_shape_result chb_shape_utf8(const chb_font *font, const char *utf8, int32_t length) {
    return chb_shape_utf8_per_byte(font, utf8, length, 0.0, NULL);
}

chb_shape_result chb_shape_utf8_per_byte(const chb_font *font, const char *utf8, int32_t length, double scale, double *per_byte) {
    chb_shape_result result = {0, 0, 0};
    hb_buffer_t *buffer = hb_buffer_create();
    hb_buffer_add_utf8(buffer, utf8, length, 0, length);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(font->font, buffer, NULL, 0);

    unsigned int count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned int i = 0; i < count; i++) {
        result.advance += positions[i].x_advance;
        if (infos[i].codepoint == 0) result.notdef_count++;
        if (per_byte != NULL && infos[i].cluster < (unsigned int)length) {
            per_byte[infos[i].cluster] += positions[i].x_advance * scale;
        }
    }
    result.glyph_count = count;
    hb_buffer_destroy(buffer);
    return result;
}

uint32_t chb_script_of(uint32_t codepoint) {
    return (uint32_t)hb_unicode_script(hb_unicode_funcs_get_default(), codepoint);
}

int32_t chb_version(char *out, int32_t capacity) {
    const char *text = hb_version_string();
    int32_t length = (int32_t)strlen(text);
    if (length + 1 > capacity) return -1;
    memcpy(out, text, (size_t)length + 1);
    return length;
}
