#ifndef XMLLAYOUT_CFREETYPE_SHIM_H
#define XMLLAYOUT_CFREETYPE_SHIM_H
/* FreeType: font files opened as faces, and glyph outlines for pictures. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#endif
