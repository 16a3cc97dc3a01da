#ifndef XMLLAYOUT_CLIBXML2_SHIM_H
#define XMLLAYOUT_CLIBXML2_SHIM_H
/* Debian's libxml2 is built with ICU, so <libxml/encoding.h> pulls in ICU's
 * headers, which clash with the copy inside Swift's Foundation whenever one
 * module imports both. We never touch the ICU-typed fields (they sit at the
 * end of xmlCharEncodingHandler), so hide them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlsave.h>

/* Forgets a document's URL (freed with libxml2's own xmlFree, a global
 * that Swift 6 will not read). See SchemaValidationContext.validate. */
static inline void xmllayout_forget_document_url(xmlDocPtr doc) {
    if (doc != NULL && doc->URL != NULL) {
        xmlFree((void *)doc->URL);
        doc->URL = NULL;
    }
}
#endif
