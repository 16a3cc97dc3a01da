#ifndef XMLLAYOUT_CCAIRO_SHIM_H
#define XMLLAYOUT_CCAIRO_SHIM_H
/* cairo's image surfaces and PNG writer. Its FreeType font faces come from
 * CLazyLibraries (xl_cairo_font_face), so no FreeType header is needed here. */
#include <cairo/cairo.h>
#endif
