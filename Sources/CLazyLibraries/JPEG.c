/* libjpeg's decompressor (CLibJPEG's xl_jpeg_decode).
 * The functions the tool calls, each opened on its first call (forward.h). */
#include <stdio.h>
#include <jpeglib.h>
#include "forward.h"

/* The library the header is of (its structs' sizes are checked against it):
 * libjpeg.so.62 for JPEG_LIB_VERSION 62, libjpeg.so.8 for 80. */
#if JPEG_LIB_VERSION >= 80
#define XL_JPEG_SONAME "8"
#else
#define XL_JPEG_SONAME XL_NAME(JPEG_LIB_VERSION)
#endif
struct xl_lazy_library xl_lazy_jpeg = {
    "a JPEG image", "libjpeg" XL_JPEG_SONAME "-turbo (brew install jpeg-turbo)",
    XL_FILES("libjpeg.so." XL_JPEG_SONAME, "libjpeg." XL_JPEG_SONAME ".dylib"), 0};

XL_LAZY_VOID(jpeg, jpeg_CreateDecompress, (j_decompress_ptr cinfo, int version, size_t structsize),
        (cinfo, version, structsize))
XL_LAZY_VOID(jpeg, jpeg_destroy_decompress, (j_decompress_ptr cinfo), (cinfo))
XL_LAZY(jpeg, boolean, jpeg_finish_decompress, (j_decompress_ptr cinfo), (cinfo))
XL_LAZY_VOID(jpeg, jpeg_mem_src, (j_decompress_ptr cinfo, const unsigned char *inbuffer, unsigned long insize),
        (cinfo, inbuffer, insize))
XL_LAZY(jpeg, int, jpeg_read_header, (j_decompress_ptr cinfo, boolean require_image), (cinfo, require_image))
XL_LAZY(jpeg, JDIMENSION, jpeg_read_scanlines, (j_decompress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION max_lines),
        (cinfo, scanlines, max_lines))
XL_LAZY(jpeg, boolean, jpeg_start_decompress, (j_decompress_ptr cinfo), (cinfo))
XL_LAZY(jpeg, struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr *err), (err))
