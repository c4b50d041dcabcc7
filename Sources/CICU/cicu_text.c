#include "cicu_text.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>

// Opening a break iterator loads and compiles rules (tens of microseconds); each thread keeps its own,
// because an iterator holds the position in the text it was given and cannot be shared.
typedef struct {
    UBreakIterator *characters;
    UBreakIterator *lines;
    char lines_locale[ULOC_FULLNAME_CAPACITY];
} thread_iterators;

static pthread_key_t iterators_key;
static pthread_once_t iterators_once = PTHREAD_ONCE_INIT;

static void close_iterators(void *pointer) {
    thread_iterators *iterators = pointer;
    if (iterators->characters != NULL) ubrk_close(iterators->characters);
    if (iterators->lines != NULL) ubrk_close(iterators->lines);
    free(iterators);
}

static void make_iterators_key(void) {
    pthread_key_create(&iterators_key, close_iterators);
}

static thread_iterators *this_threads_iterators(UErrorCode *error) {
    pthread_once(&iterators_once, make_iterators_key);
    thread_iterators *iterators = pthread_getspecific(iterators_key);
    if (iterators == NULL) {
        iterators = calloc(1, sizeof *iterators);
        if (iterators == NULL || pthread_setspecific(iterators_key, iterators) != 0) {
            free(iterators);
            *error = U_MEMORY_ALLOCATION_ERROR;
            return NULL;
        }
    }
    return iterators;
}

static UBreakIterator *character_iterator(UErrorCode *error) {
    thread_iterators *iterators = this_threads_iterators(error);
    if (iterators == NULL) return NULL;
    if (iterators->characters == NULL) iterators->characters = ubrk_open(UBRK_CHARACTER, "", NULL, 0, error);
    return iterators->characters;
}

static UBreakIterator *line_iterator(const char *locale, UErrorCode *error) {
    thread_iterators *iterators = this_threads_iterators(error);
    if (iterators == NULL) return NULL;
    if (strlen(locale) >= sizeof iterators->lines_locale) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    if (iterators->lines == NULL || strcmp(iterators->lines_locale, locale) != 0) {
        if (iterators->lines != NULL) ubrk_close(iterators->lines);
        iterators->lines = ubrk_open(UBRK_LINE, locale, NULL, 0, error);
        strcpy(iterators->lines_locale, U_SUCCESS(*error) ? locale : "");
        if (U_FAILURE(*error)) iterators->lines = NULL;
    }
    return iterators->lines;
}

// Points `iterator` at the UTF-8 text without converting it to UTF-16.
static void attach(UBreakIterator *iterator, UText *text, const char *utf8, int32_t length, UErrorCode *error) {
    utext_openUTF8(text, utf8, length, error);
    ubrk_setUText(iterator, text, error);
}

static int is_ascii(const char *utf8, int32_t length) {
    for (int32_t i = 0; i < length; i++) {
        if ((unsigned char)utf8[i] >= 0x80) return 0;
    }
    return 1;
}

static int32_t fail(UErrorCode error, int32_t *status) {
    *status = error;
    return -1;
}

int32_t cicu_text_grapheme_count(const char *utf8, int32_t length, int32_t *status) {
    *status = U_ZERO_ERROR;
    if (is_ascii(utf8, length)) {
        // In ASCII only CR LF forms a cluster of more than one character.
        int32_t count = length;
        for (int32_t i = 0; i + 1 < length; i++) {
            if (utf8[i] == '\r' && utf8[i + 1] == '\n') count--;
        }
        return count;
    }
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = character_iterator(&error);
    UText text = UTEXT_INITIALIZER;
    if (U_SUCCESS(error)) attach(iterator, &text, utf8, length, &error);
    int32_t count = 0;
    if (U_SUCCESS(error)) {
        ubrk_first(iterator);
        while (ubrk_next(iterator) != UBRK_DONE) count++;
    }
    utext_close(&text);
    return U_FAILURE(error) ? fail(error, status) : count;
}

int32_t cicu_text_line_breaks(const char *utf8, int32_t length, const char *locale,
                              int32_t *offsets, uint8_t *mandatory, int32_t capacity, int32_t *status) {
    *status = U_ZERO_ERROR;
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = line_iterator(locale, &error);
    UText text = UTEXT_INITIALIZER;
    if (U_SUCCESS(error)) attach(iterator, &text, utf8, length, &error);
    int32_t count = 0;
    if (U_SUCCESS(error)) {
        ubrk_first(iterator);
        for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
            if (count < capacity) {
                int32_t rule = ubrk_getRuleStatus(iterator);
                offsets[count] = boundary;
                mandatory[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
            }
            count++;
        }
    }
    utext_close(&text);
    return U_FAILURE(error) ? fail(error, status) : count;
}

static int32_t code_point_width(UChar32 c) {
    if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return 0;
    int8_t type = u_charType(c);
    if (type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK || type == U_FORMAT_CHAR) return 0;
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return 0;
    int32_t width = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
    if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) return 2;
    // Regional-indicator flags and other emoji shown as pictures take two cells in terminals.
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) return 2;
    return 1;
}

// A cluster is as wide as its widest code point; a text-style emoji followed by VS16 (U+FE0F) becomes a picture.
static int32_t cluster_width(const char *utf8, int32_t start, int32_t end) {
    int32_t widest = 0;
    int32_t index = start;
    UChar32 first = -1;
    while (index < end) {
        UChar32 c;
        U8_NEXT(utf8, index, end, c);
        if (c < 0) {
            if (widest < 1) widest = 1;  // an ill-formed byte shows as one replacement character
            continue;
        }
        if (first < 0) first = c;
        if (c == 0xFE0F && u_hasBinaryProperty(first, UCHAR_EMOJI)) widest = 2;
        int32_t width = code_point_width(c);
        if (width > widest) widest = width;
    }
    return widest;
}

int32_t cicu_text_display_columns(const char *utf8, int32_t length, int32_t *status) {
    *status = U_ZERO_ERROR;
    if (is_ascii(utf8, length)) {
        int32_t columns = 0;
        for (int32_t i = 0; i < length; i++) columns += utf8[i] >= 0x20 && utf8[i] < 0x7F;
        return columns;
    }
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = character_iterator(&error);
    UText text = UTEXT_INITIALIZER;
    if (U_SUCCESS(error)) attach(iterator, &text, utf8, length, &error);
    int32_t columns = 0;
    if (U_SUCCESS(error)) {
        int32_t start = ubrk_first(iterator);
        for (int32_t end = ubrk_next(iterator); end != UBRK_DONE; start = end, end = ubrk_next(iterator)) {
            columns += cluster_width(utf8, start, end);
        }
    }
    utext_close(&text);
    return U_FAILURE(error) ? fail(error, status) : columns;
}

int32_t cicu_text_dominant_script(const char *utf8, int32_t length, char *name, int32_t capacity) {
    // Counted per script code; codes past the table (newer scripts) are not counted.
    int32_t counts[256] = {0};
    int32_t index = 0;
    while (index < length) {
        if (utf8[index] == '%') {
            // A format specifier's letters (`%lld`, `%1$@`, `%#@name@`) are not words of the text.
            index++;
            if (index + 1 < length && utf8[index] == '#' && utf8[index + 1] == '@') {
                index += 2;
                while (index < length && utf8[index] != '@') index++;
                index++;
                continue;
            }
            while (index < length && strchr("0123456789$.+- '#*lhqLzjt", utf8[index]) != NULL && utf8[index] != 0) index++;
            index++;
            continue;
        }
        UChar32 c;
        U8_NEXT(utf8, index, length, c);
        if (c < 0 || !u_isalpha(c)) continue;
        UErrorCode error = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(c, &error);
        if (U_FAILURE(error) || script <= USCRIPT_INHERITED || script == USCRIPT_UNKNOWN || script >= 256) continue;
        counts[script]++;
    }
    int32_t best = -1, bestCount = 0;
    for (int32_t script = 0; script < 256; script++) {
        if (counts[script] > bestCount) {
            best = script;
            bestCount = counts[script];
        }
    }
    if (best < 0) return 0;
    const char *code = uscript_getShortName((UScriptCode)best);
    if (code == NULL) return 0;
    int32_t codeLength = (int32_t)strlen(code);
    if (codeLength + 1 > capacity) return 0;
    memcpy(name, code, (size_t)codeLength + 1);
    return codeLength;
}
