#include "chb_font.h"

#include <stdlib.h>
#include <string.h>
/* Included by path so that no -I flag is needed: hb.h includes its siblings with quotes. */
#include <harfbuzz/hb.h>

struct chb_font {
    hb_font_t *font;
    uint32_t upem;
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

int32_t chb_version(char *out, int32_t capacity) {
    const char *text = hb_version_string();
    int32_t length = (int32_t)strlen(text);
    if (length + 1 > capacity) return -1;
    memcpy(out, text, (size_t)length + 1);
    return length;
}
