#include "linebreak.h"
#include <unicode/ubrk.h>
#include <unicode/utext.h>

void *xl_line_breaker_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
    return U_FAILURE(status) ? NULL : it;
}

void xl_line_breaker_close(void *breaker) { ubrk_close((UBreakIterator *)breaker); }

long xl_line_breaks(void *breaker, const char *utf8, long length, long *out, long capacity) {
    UBreakIterator *it = (UBreakIterator *)breaker;
    UErrorCode status = U_ZERO_ERROR;
    UText *text = utext_openUTF8(NULL, utf8, length, &status);
    if (U_FAILURE(status)) return -1;
    ubrk_setUText(it, text, &status);
    if (U_FAILURE(status)) { utext_close(text); return -1; }
    long count = 0;
    for (int32_t p = ubrk_next(it); p != UBRK_DONE; p = ubrk_next(it)) {
        if (count < capacity) out[count] = p;
        count += 1;
    }
    utext_close(text);
    return count;
}
