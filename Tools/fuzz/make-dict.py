#!/usr/bin/env python3
"""Writes a libFuzzer dictionary for xmllayout, generated from the schema.

    python3 Tools/fuzz/make-dict.py Layouts/schema/xmllayout.xsd > Tools/fuzz/xmllayout.dict

Entries: every element name (as "<name", "</name>" and "<name/>"), every
attribute name (as ' name="'), every enumeration value (quoted), the
expression braces "{" and "}", and a few XML and number fragments that the
grammar gives meaning to (inf, percentages, comma lists, entities).
Standard library only.
"""
import sys
import xml.etree.ElementTree as ET

XS = "{http://www.w3.org/2001/XMLSchema}"
tree = ET.parse(sys.argv[1])
elements, attributes, values = set(), set(), set()
for e in tree.iter(XS + "element"):
    if e.get("name"):
        elements.add(e.get("name"))
for a in tree.iter(XS + "attribute"):
    if a.get("name"):
        attributes.add(a.get("name"))
for v in tree.iter(XS + "enumeration"):
    values.add(v.get("value"))

def quote(s):
    out = []
    for ch in s.encode("utf-8"):
        c = chr(ch)
        out.append("\\" + c if c in '"\\' else c if 32 <= ch < 127 else "\\x%02X" % ch)
    return '"' + "".join(out) + '"'

entries = []
for name in sorted(elements):
    entries += ["<" + name, "</" + name + ">", "<" + name + "/>"]
for name in sorted(attributes):
    entries.append(" " + name + '="')
for value in sorted(values):
    entries.append(value)
entries += ["{", "}", '"', "=", ">", "/>", "inf", "50%", "-1", "0.5", ",", "1e309", "&amp;", "&#x10FFFF;",
            "<![CDATA[", "]]>", "<!--", "-->", "<?xml version=\"1.0\"?>", "\n", "  "]
seen = set()
for i, entry in enumerate(entries):
    if entry in seen:
        continue
    seen.add(entry)
    print("kw%d=%s" % (i, quote(entry)))
