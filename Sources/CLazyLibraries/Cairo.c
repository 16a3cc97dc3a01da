/* cairo: the PNG writer and what draws into it.
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <cairo.h>
#include <cairo-ft.h>
#include "forward.h"

XL_LAZY_VOID(cairo, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2),
        (cr, xc, yc, radius, angle1, angle2))
XL_LAZY_VOID(cairo, cairo_clip, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_close_path, (cairo_t *cr), (cr))
XL_LAZY(cairo, cairo_t *, cairo_create, (cairo_surface_t *target), (target))
XL_LAZY_VOID(cairo, cairo_destroy, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_fill, (cairo_t *cr), (cr))
XL_LAZY(cairo, cairo_font_options_t *, cairo_font_options_create, (void), ())
XL_LAZY_VOID(cairo, cairo_font_options_destroy, (cairo_font_options_t *options), (options))
XL_LAZY_VOID(cairo, cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias),
        (options, antialias))
XL_LAZY_VOID(cairo, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics),
        (options, hint_metrics))
XL_LAZY_VOID(cairo, cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style),
        (options, hint_style))
XL_LAZY(cairo, cairo_font_face_t *, cairo_ft_font_face_create_for_ft_face, (FT_Face face, int load_flags),
        (face, load_flags))
XL_LAZY(cairo, cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr))
XL_LAZY(cairo, cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height),
        (format, width, height))
XL_LAZY(cairo, unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))
XL_LAZY(cairo, int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))
XL_LAZY_VOID(cairo, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))
XL_LAZY_VOID(cairo, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))
XL_LAZY_VOID(cairo, cairo_new_sub_path, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_pattern_set_extend, (cairo_pattern_t *pattern, cairo_extend_t extend), (pattern, extend))
XL_LAZY_VOID(cairo, cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter))
XL_LAZY_VOID(cairo, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height),
        (cr, x, y, width, height))
XL_LAZY_VOID(cairo, cairo_restore, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_save, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))
XL_LAZY_VOID(cairo, cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset),
        (cr, dashes, num_dashes, offset))
XL_LAZY_VOID(cairo, cairo_set_font_face, (cairo_t *cr, cairo_font_face_t *font_face), (cr, font_face))
XL_LAZY_VOID(cairo, cairo_set_font_options, (cairo_t *cr, const cairo_font_options_t *options), (cr, options))
XL_LAZY_VOID(cairo, cairo_set_font_size, (cairo_t *cr, double size), (cr, size))
XL_LAZY_VOID(cairo, cairo_set_line_width, (cairo_t *cr, double width), (cr, width))
XL_LAZY_VOID(cairo, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha),
        (cr, red, green, blue, alpha))
XL_LAZY_VOID(cairo, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y),
        (cr, surface, x, y))
XL_LAZY_VOID(cairo, cairo_show_glyphs, (cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs),
        (cr, glyphs, num_glyphs))
XL_LAZY_VOID(cairo, cairo_show_text, (cairo_t *cr, const char *utf8), (cr, utf8))
XL_LAZY_VOID(cairo, cairo_stroke, (cairo_t *cr), (cr))
XL_LAZY_VOID(cairo, cairo_surface_destroy, (cairo_surface_t *surface), (surface))
XL_LAZY_VOID(cairo, cairo_surface_flush, (cairo_surface_t *surface), (surface))
XL_LAZY_VOID(cairo, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface))
XL_LAZY(cairo, cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))
XL_LAZY(cairo, cairo_status_t, cairo_surface_write_to_png_stream, (cairo_surface_t *surface, cairo_write_func_t write_func, void *closure),
        (surface, write_func, closure))
XL_LAZY_VOID(cairo, cairo_text_extents, (cairo_t *cr, const char *utf8, cairo_text_extents_t *extents),
        (cr, utf8, extents))
XL_LAZY_VOID(cairo, cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))
XL_LAZY(cairo, const char *, cairo_version_string, (void), ())
