#ifndef XMLLAYOUT_LAZY_LIBRARIES_H
#define XMLLAYOUT_LAZY_LIBRARIES_H
/* A library opened on its first use (docs/PERFORMANCE.md, rule 8): what
 * needs it and how to install it, for the message when it is missing, the
 * files to try, and the handle once open. */
struct xl_lazy_library {
    const char *need;
    const char *install;
    const char *files[4];
    void *handle;
};

extern struct xl_lazy_library xl_lazy_cairo, xl_lazy_harfbuzz, xl_lazy_freetype, xl_lazy_png, xl_lazy_jpeg;

/* Opens the library if it is not open yet. Returns 1 when it is open; 0 and
 * the message a user reads ("PNG output needs libcairo.so.2, which did not
 * load (…): install libcairo2 (…)") when none of its files opens. */
int xl_lazy_load(struct xl_lazy_library *library, char *message, unsigned long size);

/* The library's function `name`. A missing library or function ends the
 * process with that message on stderr and exit status 1, never a crash. */
void *xl_lazy_symbol(struct xl_lazy_library *library, const char *name);

/* FreeType's faces and outlines in plain C types (FontFaces.c). A face is
 * FreeType's FT_Face; NULL when the file is missing or not a font. */
void *xl_font_face_open(const char *path, long index);
int xl_font_face_units_per_em(void *face);

/* Where a glyph's outline goes, in font units, y up. */
struct xl_outline_sink {
    void *context;
    void (*move_to)(void *context, long x, long y);
    void (*line_to)(void *context, long x, long y);
    void (*conic_to)(void *context, long cx, long cy, long x, long y);
    void (*cubic_to)(void *context, long c1x, long c1y, long c2x, long c2y, long x, long y);
};

/* The outline of `glyph`, unscaled and unhinted; nonzero when it has none (a
 * bitmap glyph) or cannot be loaded. Not for two threads on one face at once. */
int xl_font_glyph_outline(void *face, unsigned int glyph, const struct xl_outline_sink *sink);

/* cairo's font face of a FreeType face (the face must outlive it). */
struct _cairo_font_face;
struct _cairo_font_face *xl_cairo_font_face(void *face);

/* The files to try: the soname, or on macOS the dylib's name where Homebrew puts it. */
#ifdef __APPLE__
#define XL_FILES(linux, mac) { mac, "/opt/homebrew/lib/" mac, "/usr/local/lib/" mac }
#else
#define XL_FILES(linux, mac) { linux }
#endif
/* A macro's value as a string (a version number in a soname, ICU's renamed names). */
#define XL_STRING(x) #x
#define XL_NAME(x) XL_STRING(x)
#endif
