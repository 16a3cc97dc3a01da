#include "lazy_libraries.h"
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

#ifdef __APPLE__
#define XL_FILES(linux, mac) { mac, "/opt/homebrew/lib/" mac, "/usr/local/lib/" mac }
#else
#define XL_FILES(linux, mac) { linux }
#endif

struct xl_lazy_library xl_lazy_cairo = {
    "PNG output", "libcairo2 (brew install cairo)", XL_FILES("libcairo.so.2", "libcairo.2.dylib"), 0};
struct xl_lazy_library xl_lazy_harfbuzz = {
    "Text measured with a font", "libharfbuzz0b (brew install harfbuzz)",
    XL_FILES("libharfbuzz.so.0", "libharfbuzz.0.dylib"), 0};
struct xl_lazy_library xl_lazy_freetype = {
    "Text drawn with a font", "libfreetype6 (brew install freetype)",
    XL_FILES("libfreetype.so.6", "libfreetype.6.dylib"), 0};
struct xl_lazy_library xl_lazy_png = {
    "A PNG image", "libpng16-16 (brew install libpng)", XL_FILES("libpng16.so.16", "libpng16.16.dylib"), 0};
struct xl_lazy_library xl_lazy_jpeg = {
    "A JPEG image", "libjpeg62-turbo (brew install jpeg-turbo)", XL_FILES("libjpeg.so.62", "libjpeg.8.dylib"), 0};

int xl_lazy_load(struct xl_lazy_library *library, char *message, unsigned long size) {
    if (__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE)) return 1;
    const char *error = "not found";
    for (int i = 0; i < 4 && library->files[i]; i++) {
        void *handle = dlopen(library->files[i], RTLD_NOW | RTLD_LOCAL);
        if (handle) {
            __atomic_store_n(&library->handle, handle, __ATOMIC_RELEASE);
            return 1;
        }
        error = dlerror();
    }
    snprintf(message, size, "%s needs %s: install %s (%s)", library->need, library->files[0], library->install,
             error ? error : "not found");
    return 0;
}

static _Noreturn void xl_lazy_fail(const char *message) {
    fprintf(stderr, "xmllayout: error: %s\n", message);
    fflush(stderr);
    _exit(1); /* other threads may be mid-way: no exit handlers */
}

void *xl_lazy_symbol(struct xl_lazy_library *library, const char *name) {
    char message[512];
    if (!xl_lazy_load(library, message, sizeof message)) xl_lazy_fail(message);
    void *symbol = dlsym(library->handle, name);
    if (!symbol) {
        snprintf(message, sizeof message, "%s needs %s from %s, which this %s lacks: install a newer %s",
                 library->need, name, library->files[0], library->files[0], library->install);
        xl_lazy_fail(message);
    }
    return symbol;
}
