#ifndef XMLLAYOUT_LAZY_LIBRARIES_H
#define XMLLAYOUT_LAZY_LIBRARIES_H
/* A library opened on its first use (docs/PERFORMANCE.md, rule 8): what
 * needs it and how to install it, for the message when it is missing, the
 * files to try, and the handle once open. */
struct xl_lazy_library {
    const char *need;
    const char *install;
    const char *files[4];
    void *handle;
};

extern struct xl_lazy_library xl_lazy_cairo, xl_lazy_harfbuzz, xl_lazy_freetype, xl_lazy_png, xl_lazy_jpeg;

/* Opens the library if it is not open yet. Returns 1 when it is open; 0 and
 * the message a user reads ("PNG output needs libcairo.so.2, which did not
 * load (…): install libcairo2 (…)") when none of its files opens. */
int xl_lazy_load(struct xl_lazy_library *library, char *message, unsigned long size);

/* The library's function `name`. A missing library or function ends the
 * process with that message on stderr and exit status 1, never a crash. */
void *xl_lazy_symbol(struct xl_lazy_library *library, const char *name);

/* The files to try: the soname, or on macOS the dylib's name where Homebrew puts it. */
#ifdef __APPLE__
#define XL_FILES(linux, mac) { mac, "/opt/homebrew/lib/" mac, "/usr/local/lib/" mac }
#else
#define XL_FILES(linux, mac) { linux }
#endif
/* A macro's value as a string (a version number in a soname, ICU's renamed names). */
#define XL_STRING(x) #x
#define XL_NAME(x) XL_STRING(x)
#endif
