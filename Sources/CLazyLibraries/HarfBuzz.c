/* HarfBuzz: shaping of text measured with a font.
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <hb.h>
#include <hb-ot.h>
#include "forward.h"

XL_LAZY(harfbuzz, hb_blob_t *, hb_blob_create_from_file_or_fail, (const char *file_name), (file_name))
XL_LAZY_VOID(harfbuzz, hb_blob_destroy, (hb_blob_t *blob), (blob))
XL_LAZY(harfbuzz, const char *, hb_blob_get_data, (hb_blob_t *blob, unsigned int *length), (blob, length))
XL_LAZY_VOID(harfbuzz, hb_buffer_add_utf8, (hb_buffer_t *buffer, const char *text, int text_length, unsigned int item_offset, int item_length),
        (buffer, text, text_length, item_offset, item_length))
XL_LAZY_VOID(harfbuzz, hb_buffer_clear_contents, (hb_buffer_t *buffer), (buffer))
XL_LAZY(harfbuzz, hb_buffer_t *, hb_buffer_create, (void), ())
XL_LAZY_VOID(harfbuzz, hb_buffer_destroy, (hb_buffer_t *buffer), (buffer))
XL_LAZY(harfbuzz, hb_glyph_info_t *, hb_buffer_get_glyph_infos, (hb_buffer_t *buffer, unsigned int *length),
        (buffer, length))
XL_LAZY(harfbuzz, hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t *buffer, unsigned int *length),
        (buffer, length))
XL_LAZY_VOID(harfbuzz, hb_buffer_guess_segment_properties, (hb_buffer_t *buffer), (buffer))
XL_LAZY(harfbuzz, hb_face_t *, hb_face_create, (hb_blob_t *blob, unsigned int index), (blob, index))
XL_LAZY_VOID(harfbuzz, hb_face_destroy, (hb_face_t *face), (face))
XL_LAZY(harfbuzz, unsigned int, hb_face_get_glyph_count, (const hb_face_t *face), (face))
XL_LAZY(harfbuzz, unsigned int, hb_face_get_upem, (const hb_face_t *face), (face))
XL_LAZY(harfbuzz, hb_blob_t *, hb_face_reference_table, (const hb_face_t *face, hb_tag_t tag), (face, tag))
XL_LAZY(harfbuzz, hb_font_t *, hb_font_create, (hb_face_t *face), (face))
XL_LAZY_VOID(harfbuzz, hb_font_destroy, (hb_font_t *font), (font))
XL_LAZY_VOID(harfbuzz, hb_font_make_immutable, (hb_font_t *font), (font))
XL_LAZY_VOID(harfbuzz, hb_font_set_scale, (hb_font_t *font, int x_scale, int y_scale), (font, x_scale, y_scale))
XL_LAZY_VOID(harfbuzz, hb_shape, (hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features),
        (font, buffer, features, num_features))
XL_LAZY_VOID(harfbuzz, hb_buffer_set_script, (hb_buffer_t *buffer, hb_script_t script), (buffer, script))
XL_LAZY(harfbuzz, hb_bool_t, hb_font_get_nominal_glyph, (hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph),
        (font, unicode, glyph))
XL_LAZY(harfbuzz, hb_set_t *, hb_set_create, (void), ())
XL_LAZY_VOID(harfbuzz, hb_set_clear, (hb_set_t *set), (set))
XL_LAZY_VOID(harfbuzz, hb_set_destroy, (hb_set_t *set), (set))
XL_LAZY(harfbuzz, hb_bool_t, hb_set_has, (const hb_set_t *set, hb_codepoint_t codepoint), (set, codepoint))
XL_LAZY_VOID(harfbuzz, hb_ot_layout_lookup_collect_glyphs,
        (hb_face_t *face, hb_tag_t table_tag, unsigned int lookup_index, hb_set_t *glyphs_before, hb_set_t *glyphs_input,
         hb_set_t *glyphs_after, hb_set_t *glyphs_output),
        (face, table_tag, lookup_index, glyphs_before, glyphs_input, glyphs_after, glyphs_output))
XL_LAZY(harfbuzz, unsigned int, hb_ot_layout_table_get_lookup_count, (hb_face_t *face, hb_tag_t table_tag), (face, table_tag))
XL_LAZY(harfbuzz, unsigned int, hb_ot_layout_table_get_feature_tags,
        (hb_face_t *face, hb_tag_t table_tag, unsigned int start_offset, unsigned int *feature_count, hb_tag_t *feature_tags),
        (face, table_tag, start_offset, feature_count, feature_tags))
