#ifndef XMLLAYOUT_CLINEBREAK_H
#define XMLLAYOUT_CLINEBREAK_H
/* ICU's line BreakIterator (UAX #14) over UTF-8 text, behind plain C types:
 * ICU's own headers are not shown to Swift (the toolchain's Foundation
 * carries a different ICU whose declarations would clash with them), and
 * ICU renames its functions by version with macros Swift cannot call. */

/* A line break iterator to reuse (opening one costs more than a walk);
 * NULL when ICU fails. Not to be used by two threads at once. */
void *xl_line_breaker_open(void);

void xl_line_breaker_close(void *breaker);

/* Writes the UTF-8 offsets after which a line may break (the text's end
 * included) to `out`, at most `capacity` of them. Returns how many there
 * are (which may exceed `capacity`: call again with more room), or -1 when
 * ICU fails. */
long xl_line_breaks(void *breaker, const char *utf8, long length, long *out, long capacity);
#endif
