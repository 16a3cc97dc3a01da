/* FreeType behind plain C types (lazy_libraries.h): no Swift module includes
 * FreeType's headers, whose folder (freetype2/) only pkg-config knows, so every
 * Swift module, test discovery's too, builds with the default include path. */
#include <pthread.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <cairo.h>
#include <cairo-ft.h>
#include "lazy_libraries.h"

static pthread_mutex_t xl_font_lock = PTHREAD_MUTEX_INITIALIZER;
static FT_Library xl_font_library;

void *xl_font_face_open(const char *path, long index) {
    FT_Face face = 0;
    pthread_mutex_lock(&xl_font_lock); /* FT_New_Face on one library is not thread-safe */
    if (xl_font_library == 0 && FT_Init_FreeType(&xl_font_library) != 0) xl_font_library = 0;
    if (xl_font_library != 0 && FT_New_Face(xl_font_library, path, index, &face) != 0) face = 0;
    pthread_mutex_unlock(&xl_font_lock);
    return face;
}

int xl_font_face_units_per_em(void *face) { return ((FT_Face)face)->units_per_EM; }

static int xl_move_to(const FT_Vector *to, void *user) {
    const struct xl_outline_sink *s = user;
    s->move_to(s->context, to->x, to->y);
    return 0;
}

static int xl_line_to(const FT_Vector *to, void *user) {
    const struct xl_outline_sink *s = user;
    s->line_to(s->context, to->x, to->y);
    return 0;
}

static int xl_conic_to(const FT_Vector *c, const FT_Vector *to, void *user) {
    const struct xl_outline_sink *s = user;
    s->conic_to(s->context, c->x, c->y, to->x, to->y);
    return 0;
}

static int xl_cubic_to(const FT_Vector *c1, const FT_Vector *c2, const FT_Vector *to, void *user) {
    const struct xl_outline_sink *s = user;
    s->cubic_to(s->context, c1->x, c1->y, c2->x, c2->y, to->x, to->y);
    return 0;
}

int xl_font_glyph_outline(void *face, unsigned int glyph, const struct xl_outline_sink *sink) {
    FT_Face f = face;
    if (FT_Load_Glyph(f, glyph, FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP) != 0) return 1;
    if (f->glyph->format != FT_GLYPH_FORMAT_OUTLINE) return 1;
    FT_Outline_Funcs funcs = {xl_move_to, xl_line_to, xl_conic_to, xl_cubic_to, 0, 0};
    return FT_Outline_Decompose(&f->glyph->outline, &funcs, (void *)sink) != 0;
}

struct _cairo_font_face *xl_cairo_font_face(void *face) {
    return cairo_ft_font_face_create_for_ft_face((FT_Face)face, 0);
}
