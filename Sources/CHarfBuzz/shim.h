#ifndef XMLLAYOUT_CHARFBUZZ_SHIM_H
#define XMLLAYOUT_CHARFBUZZ_SHIM_H
/* HarfBuzz: shaping (kerning and ligatures on) with its own OpenType font
 * functions, at the font's design units. */
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

/* hb_tag_t of a table name, for hb_face_reference_table. */
static inline hb_tag_t xl_hb_tag(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }
#endif
