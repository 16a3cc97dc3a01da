#ifndef XMLLAYOUT_CCAIRO_SHIM_H
#define XMLLAYOUT_CCAIRO_SHIM_H
/* cairo's image surfaces and PNG writer, and its FreeType font faces (the
 * bundled Liberation fonts are loaded with FreeType, then drawn by cairo). */
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#endif
