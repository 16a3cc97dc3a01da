/* libpng's simplified reader (CLibPNG's xl_png_decode).
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <png.h>
#include "forward.h"

/* The library the header is of: libpng16.so.16 for png.h 1.6. */
#define XL_PNG XL_NAME(PNG_LIBPNG_VER_DLLNUM)
struct xl_lazy_library xl_lazy_png = {
    "a PNG image", "libpng" XL_PNG "-" XL_PNG " (brew install libpng)",
    XL_FILES("libpng" XL_PNG ".so." XL_PNG, "libpng" XL_PNG "." XL_PNG ".dylib"), 0};

XL_LAZY(png, int, png_image_begin_read_from_memory, (png_imagep image, png_const_voidp memory, size_t size),
        (image, memory, size))
XL_LAZY(png, int, png_image_finish_read, (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap),
        (image, background, buffer, row_stride, colormap))
XL_LAZY_VOID(png, png_image_free, (png_imagep image), (image))
