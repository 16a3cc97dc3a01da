#ifndef XMLLAYOUT_CLIBXML2_SHIM_H
#define XMLLAYOUT_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlsave.h>
#endif
