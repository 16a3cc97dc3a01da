/* Opening a library on its first use, and the libraries whose soname does
 * not follow from their header (PNG.c and JPEG.c name their own). */
#include "lazy_libraries.h"
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

struct xl_lazy_library xl_lazy_cairo = {
    "PNG output", "libcairo2 (brew install cairo)", XL_FILES("libcairo.so.2", "libcairo.2.dylib"), 0};
struct xl_lazy_library xl_lazy_harfbuzz = {
    "text measured with a font", "libharfbuzz0b (brew install harfbuzz)",
    XL_FILES("libharfbuzz.so.0", "libharfbuzz.0.dylib"), 0};
struct xl_lazy_library xl_lazy_freetype = {
    "text drawn with a font", "libfreetype6 (brew install freetype)",
    XL_FILES("libfreetype.so.6", "libfreetype.6.dylib"), 0};

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
    snprintf(message, size, "%s needs %s, which did not load (%s): install %s", library->need, library->files[0],
             error ? error : "not found", library->install);
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
        snprintf(message, sizeof message, "%s needs %s() from %s, which this copy lacks: install a newer %s",
                 library->need, name, library->files[0], library->install);
        xl_lazy_fail(message);
    }
    return symbol;
}
