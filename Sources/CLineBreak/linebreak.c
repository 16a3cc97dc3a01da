#include "linebreak.h"
#include "lazy_libraries.h"
#include <pthread.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/uvernum.h>

/* ICU opens on the first line break asked for, as CLazyLibraries' libraries
 * do; its functions carry the version in their names (ubrk_open_72), which
 * ICU's renaming macros spell for us. */
#define XL_ICU_VERSION XL_NAME(U_ICU_VERSION_MAJOR_NUM)

static struct xl_lazy_library icu = {
    "text measured with a font (its line breaks)", "libicu" XL_ICU_VERSION " (brew install icu4c)",
#ifdef __APPLE__
    {"libicuuc." XL_ICU_VERSION ".dylib", "/opt/homebrew/opt/icu4c/lib/libicuuc." XL_ICU_VERSION ".dylib",
     "/usr/local/opt/icu4c/lib/libicuuc." XL_ICU_VERSION ".dylib"},
#else
    {"libicuuc.so." XL_ICU_VERSION},
#endif
    0};

static struct {
    __typeof__(&ubrk_open) open;
    __typeof__(&ubrk_close) close;
    __typeof__(&ubrk_setUText) setUText;
    __typeof__(&ubrk_next) next;
    __typeof__(&utext_openUTF8) openUTF8;
    __typeof__(&utext_close) closeText;
} icu_calls;
static pthread_once_t icu_once = PTHREAD_ONCE_INIT;

static void icu_look_up(void) {
    icu_calls.open = (__typeof__(&ubrk_open))xl_lazy_symbol(&icu, XL_NAME(ubrk_open));
    icu_calls.close = (__typeof__(&ubrk_close))xl_lazy_symbol(&icu, XL_NAME(ubrk_close));
    icu_calls.setUText = (__typeof__(&ubrk_setUText))xl_lazy_symbol(&icu, XL_NAME(ubrk_setUText));
    icu_calls.next = (__typeof__(&ubrk_next))xl_lazy_symbol(&icu, XL_NAME(ubrk_next));
    icu_calls.openUTF8 = (__typeof__(&utext_openUTF8))xl_lazy_symbol(&icu, XL_NAME(utext_openUTF8));
    icu_calls.closeText = (__typeof__(&utext_close))xl_lazy_symbol(&icu, XL_NAME(utext_close));
}

void *xl_line_breaker_open(void) {
    pthread_once(&icu_once, icu_look_up);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = icu_calls.open(UBRK_LINE, "en", NULL, 0, &status);
    return U_FAILURE(status) ? NULL : it;
}

/* A breaker exists only after xl_line_breaker_open looked the functions up. */
void xl_line_breaker_close(void *breaker) { icu_calls.close((UBreakIterator *)breaker); }

long xl_line_breaks(void *breaker, const char *utf8, long length, long *out, long capacity) {
    UBreakIterator *it = (UBreakIterator *)breaker;
    UErrorCode status = U_ZERO_ERROR;
    UText *text = icu_calls.openUTF8(NULL, utf8, length, &status);
    if (U_FAILURE(status)) return -1;
    icu_calls.setUText(it, text, &status);
    if (U_FAILURE(status)) { icu_calls.closeText(text); return -1; }
    long count = 0;
    for (int32_t p = icu_calls.next(it); p != UBRK_DONE; p = icu_calls.next(it)) {
        if (count < capacity) out[count] = p;
        count += 1;
    }
    icu_calls.closeText(text);
    return count;
}
