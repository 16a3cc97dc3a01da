#ifndef XMLLAYOUT_CLIBPNG_SHIM_H
#define XMLLAYOUT_CLIBPNG_SHIM_H
/* libpng's simplified API (png_image_*) reports errors in the png_image
 * instead of longjmp-ing through the caller, so Swift can call it safely.
 * One wrapper keeps the png_image struct (and its message array) on the C
 * side. */
#include <png.h>
#include <stdlib.h>
#include <string.h>

/* Decodes a PNG in memory to straight RGBA8. Returns 0 and a malloc'ed
 * buffer (the caller frees it) on success; non-zero and a message otherwise.
 * Images of more than max_pixels are refused before any pixel is decoded. */
static inline int xl_png_decode(const unsigned char *data, size_t size, unsigned long max_pixels,
                                unsigned char **out_pixels, unsigned int *out_width, unsigned int *out_height,
                                char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *out_pixels = NULL;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        strncpy(message, image.message, message_size - 1);
        message[message_size - 1] = 0;
        png_image_free(&image);
        return 1;
    }
    if (image.width == 0 || image.height == 0 ||
        (unsigned long long)image.width * image.height > max_pixels) {
        strncpy(message, "too many pixels", message_size - 1);
        message[message_size - 1] = 0;
        png_image_free(&image);
        return 2;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (buffer == NULL) {
        strncpy(message, "out of memory", message_size - 1);
        message[message_size - 1] = 0;
        png_image_free(&image);
        return 3;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        strncpy(message, image.message, message_size - 1);
        message[message_size - 1] = 0;
        free(buffer);
        png_image_free(&image);
        return 1;
    }
    *out_pixels = buffer;
    *out_width = image.width;
    *out_height = image.height;
    return 0;
}
#endif
