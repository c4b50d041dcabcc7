#include "chb_measure.h"

#include <pthread.h>
#include <stddef.h>
#include <harfbuzz/hb.h>

/* Defined in chb_font.c. */
hb_font_t *chb_font_handle(const chb_font *font);
uint32_t chb_font_units_per_em(const chb_font *font);

/* Decodes one code point of valid UTF-8 (Swift strings are) at text[*index], advancing *index. */
static uint32_t next_code_point(const unsigned char *text, int32_t length, int32_t *index) {
    unsigned char lead = text[*index];
    int32_t extra = lead < 0x80 ? 0 : lead < 0xE0 ? 1 : lead < 0xF0 ? 2 : 3;
    uint32_t value = extra == 0 ? lead : extra == 1 ? (lead & 0x1F) : extra == 2 ? (lead & 0x0F) : (lead & 0x07);
    for (int32_t i = 1; i <= extra && *index + i < length; i++) value = (value << 6) | (text[*index + i] & 0x3F);
    *index += extra + 1;
    return value;
}

/* Unicode Default_Ignorable_Code_Point (DerivedCoreProperties.txt): drawn as nothing, so no glyph is needed. */
static int is_default_ignorable(uint32_t c) {
    if (c < 0x00AD) return 0;
    return c == 0x00AD || c == 0x034F || c == 0x061C || (c >= 0x115F && c <= 0x1160) || (c >= 0x17B4 && c <= 0x17B5)
        || (c >= 0x180B && c <= 0x180F) || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2060 && c <= 0x206F) || c == 0x3164 || (c >= 0xFE00 && c <= 0xFE0F) || c == 0xFEFF || c == 0xFFA0
        || (c >= 0xFFF0 && c <= 0xFFF8) || (c >= 0x1BCA0 && c <= 0x1BCA3) || (c >= 0x1D173 && c <= 0x1D17A)
        || (c >= 0xE0000 && c <= 0xE0FFF);
}

static int is_control(uint32_t c) {
    return c < 0x20 || (c >= 0x7F && c < 0xA0);
}

static int is_neutral(hb_script_t script) {
    return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN;
}

static int covers(const chb_font *font, uint32_t c) {
    hb_codepoint_t glyph = 0;
    return hb_font_get_nominal_glyph(chb_font_handle(font), c, &glyph) && glyph != 0;
}

/* One buffer per thread, reused (creating one per text cost more than shaping short labels); a pthread key
   destroys it when the thread ends. */
static pthread_key_t buffer_key;
static pthread_once_t buffer_key_once = PTHREAD_ONCE_INIT;

static void destroy_buffer(void *buffer) {
    hb_buffer_destroy((hb_buffer_t *)buffer);
}

static void make_buffer_key(void) {
    pthread_key_create(&buffer_key, destroy_buffer);
}

static hb_buffer_t *thread_buffer(void) {
    pthread_once(&buffer_key_once, make_buffer_key);
    hb_buffer_t *buffer = (hb_buffer_t *)pthread_getspecific(buffer_key);
    if (buffer == NULL) {
        buffer = hb_buffer_create();
        pthread_setspecific(buffer_key, buffer);
    }
    return buffer;
}

static void shape(const chb_font *font, hb_buffer_t *buffer, const char *text, int32_t length, int32_t start, int32_t end) {
    hb_buffer_clear_contents(buffer);
    /* The whole text is context, so Arabic joining and mark placement see the neighbours of the run. */
    hb_buffer_add_utf8(buffer, text, length, (unsigned int)start, end - start);
    hb_buffer_guess_segment_properties(buffer);
    hb_shape(chb_font_handle(font), buffer, NULL, 0);
}

static int has_notdef(hb_buffer_t *buffer) {
    unsigned int count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    for (unsigned int i = 0; i < count; i++) {
        if (infos[i].codepoint == 0) return 1;
    }
    return 0;
}

static void accumulate(const chb_font *font, hb_buffer_t *buffer, int32_t length, double *per_byte, double *ems) {
    unsigned int count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    double scale = 1.0 / (double)chb_font_units_per_em(font);
    for (unsigned int i = 0; i < count; i++) {
        double advance = positions[i].x_advance * scale;
        *ems += advance;
        if (per_byte != NULL && infos[i].cluster < (unsigned int)length) per_byte[infos[i].cluster] += advance;
    }
}

static void shape_run(
    const chb_font *font, hb_buffer_t *buffer, const char *text, int32_t length, int32_t start, int32_t end,
    double *per_byte, double *ems) {
    shape(font, buffer, text, length, start, end);
    accumulate(font, buffer, length, per_byte, ems);
}

/* The common case: one script (plus spaces, digits, marks), no controls, and one face that has every glyph.
   Shapes the whole text once and returns 1; returns 0 (having added nothing) when the full itemization is needed. */
static int measure_single_run(
    const chb_font *const *faces, int32_t face_count, const char *text, int32_t length, double *per_byte,
    hb_buffer_t *buffer, chb_measure_result *result) {
    const unsigned char *bytes = (const unsigned char *)text;
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    hb_script_t strong = HB_SCRIPT_COMMON;
    uint32_t first_strong = 0;
    int32_t index = 0;
    while (index < length) {
        uint32_t c = next_code_point(bytes, length, &index);
        if (is_control(c)) return 0;
        hb_script_t script = hb_unicode_script(unicode, c);
        if (is_neutral(script)) continue;
        if (is_neutral(strong)) {
            strong = script;
            first_strong = c;
        } else if (script != strong) {
            return 0;
        }
    }
    int32_t face = 0;
    if (!is_neutral(strong)) {
        face = -1;
        for (int32_t f = 0; f < face_count && face < 0; f++) {
            if (covers(faces[f], first_strong)) face = f;
        }
        if (face < 0) return 0;
    }
    shape(faces[face], buffer, text, length, 0, length);
    if (has_notdef(buffer)) return 0;
    accumulate(faces[face], buffer, length, per_byte, &result->ems);
    result->runs = 1;
    result->faces_used = (uint64_t)1 << (face < 63 ? face : 63);
    return 1;
}

chb_measure_result chb_measure_utf8(
    const chb_font *const *faces, int32_t face_count, const char *text, int32_t length, double *per_byte,
    uint32_t *missing, int32_t missing_capacity) {
    chb_measure_result result = {0.0, 0, 0, 0};
    if (face_count <= 0 || length <= 0) return result;
    const unsigned char *bytes = (const unsigned char *)text;
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    hb_buffer_t *buffer = thread_buffer();
    if (measure_single_run(faces, face_count, text, length, per_byte, buffer, &result)) return result;

    int32_t run_start = -1, run_end = 0, run_face = 0;
    hb_script_t run_script = HB_SCRIPT_COMMON;
    int32_t index = 0;
    while (index < length) {
        int32_t start = index;
        uint32_t c = next_code_point(bytes, length, &index);
        if (is_control(c)) {
            /* Newlines and tabs are not drawn; the line fitter handles forced breaks. */
            if (run_start >= 0) {
                shape_run(faces[run_face], buffer, text, length, run_start, run_end, per_byte, &result.ems);
                result.runs++;
                run_start = -1;
            }
            continue;
        }
        hb_script_t script = hb_unicode_script(unicode, c);
        int neutral = is_neutral(script);
        int invisible = is_default_ignorable(c);
        if (run_start >= 0 && (neutral || is_neutral(run_script) || script == run_script)
            && (invisible || covers(faces[run_face], c))) {
            if (is_neutral(run_script)) run_script = script;
            run_end = index;
            continue;
        }
        int32_t face = -1;
        if (invisible) {
            face = run_start >= 0 ? run_face : 0;
        } else {
            for (int32_t f = 0; f < face_count; f++) {
                if (covers(faces[f], c)) { face = f; break; }
            }
        }
        if (face < 0) {
            if (result.missing_count < missing_capacity) missing[result.missing_count] = c;
            result.missing_count++;
            face = 0;
        }
        if (run_start >= 0) {
            if (face == run_face && (neutral || is_neutral(run_script) || script == run_script)) {
                /* A missing character in the primary face's run: keep the run, it shows as .notdef. */
                run_end = index;
                continue;
            }
            shape_run(faces[run_face], buffer, text, length, run_start, run_end, per_byte, &result.ems);
            result.runs++;
        }
        run_start = start;
        run_end = index;
        run_face = face;
        run_script = script;
        result.faces_used |= (uint64_t)1 << (face < 63 ? face : 63);
    }
    if (run_start >= 0) {
        shape_run(faces[run_face], buffer, text, length, run_start, run_end, per_byte, &result.ems);
        result.runs++;
    }
    return result;
}
