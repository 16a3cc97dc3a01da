#ifndef XMLLAYOUT_CLIBJPEG_SHIM_H
#define XMLLAYOUT_CLIBJPEG_SHIM_H
/* libjpeg reports a fatal error by calling error_exit, which must not
 * return; the usual answer is setjmp/longjmp, which Swift cannot do. So the
 * whole decode lives here, in C: error_exit longjmps back into this
 * function, which frees what it allocated and returns an error code. No
 * Swift frame is ever jumped over. (TurboJPEG's API would avoid this, but
 * turbojpeg.pc is not part of Debian's libjpeg62-turbo-dev.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct xl_jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void xl_jpeg_error_exit(j_common_ptr cinfo) {
    struct xl_jpeg_error *e = (struct xl_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, e->message);
    longjmp(e->jump, 1);
}

/* Warnings (corrupt data libjpeg can recover from) are not printed. */
static void xl_jpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

/* Decodes a JPEG in memory to RGBA8 (alpha 255). Returns 0 and a malloc'ed
 * buffer (the caller frees it) on success; non-zero and a message otherwise.
 * Images of more than max_pixels are refused before decoding. */
static inline int xl_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                 unsigned char **out_pixels, unsigned int *out_width, unsigned int *out_height,
                                 char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    struct xl_jpeg_error err;
    unsigned char *volatile pixels = NULL;
    *out_pixels = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = xl_jpeg_error_exit;
    err.pub.output_message = xl_jpeg_output_message;
    err.message[0] = 0;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        strncpy(message, err.message, message_size - 1);
        message[message_size - 1] = 0;
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    if (cinfo.image_width == 0 || cinfo.image_height == 0 ||
        (unsigned long long)cinfo.image_width * cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        strncpy(message, "too many pixels", message_size - 1);
        message[message_size - 1] = 0;
        return 2;
    }
    cinfo.out_color_space = JCS_EXT_RGBA; /* libjpeg-turbo's extension */
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 4;
    pixels = malloc(stride * cinfo.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        strncpy(message, "out of memory", message_size - 1);
        message[message_size - 1] = 0;
        return 3;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    *out_width = cinfo.output_width;
    *out_height = cinfo.output_height;
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *out_pixels = pixels;
    return 0;
}
#endif
