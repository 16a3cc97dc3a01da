/* FreeType: font faces for cairo and glyph outlines for SVG.
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <ft2build.h>
/* FreeType declares its functions visible; these forwards must stay hidden. */
#if __has_include(<freetype/config/public-macros.h>)
#include <freetype/config/public-macros.h>
#undef FT_PUBLIC_FUNCTION_ATTRIBUTE
#define FT_PUBLIC_FUNCTION_ATTRIBUTE
#endif
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include "forward.h"

XL_LAZY(freetype, FT_Error, FT_Init_FreeType, (FT_Library *alibrary), (alibrary))
XL_LAZY(freetype, FT_Error, FT_Load_Glyph, (FT_Face face, FT_UInt glyph_index, FT_Int32 load_flags),
        (face, glyph_index, load_flags))
XL_LAZY(freetype, FT_Error, FT_New_Face, (FT_Library library, const char *filepathname, FT_Long face_index, FT_Face *aface),
        (library, filepathname, face_index, aface))
XL_LAZY(freetype, FT_Error, FT_Outline_Decompose, (FT_Outline *outline, const FT_Outline_Funcs *func_interface, void *user),
        (outline, func_interface, user))
