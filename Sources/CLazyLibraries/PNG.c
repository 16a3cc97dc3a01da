/* libpng's simplified reader (CLibPNG's xl_png_decode).
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <png.h>
#include "forward.h"

XL_LAZY(png, int, png_image_begin_read_from_memory, (png_imagep image, png_const_voidp memory, size_t size),
        (image, memory, size))
XL_LAZY(png, int, png_image_finish_read, (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap),
        (image, background, buffer, row_stride, colormap))
XL_LAZY_VOID(png, png_image_free, (png_imagep image), (image))
