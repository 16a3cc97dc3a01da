#!/usr/bin/env python3
"""Writes a libFuzzer dictionary for xmllayout, generated from the schema.

    python3 Tools/fuzz/make-dict.py Layouts/schema/xmllayout.xsd > Tools/fuzz/xmllayout.dict

Entries: every element name (as "<name", "</name>" and "<name/>"), every
attribute name (as ' name="'), every enumeration value (quoted), the
expression braces "{" and "}", and a few XML and number fragments that the
grammar gives meaning to (inf, percentages, comma lists, entities).
Version 2 (LANGUAGE.md, "Composition, data and states"): the expression
grammar's words, operators and functions, the definitions and constructs as
whole fragments (const, style, param, template/use/slot, include, for, if/else),
self-doubling strings, JSON pieces and paths that leave the project.
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
# Version 2: expressions, constructs, data; what issue 30's reproductions were made of.
entries += ["{{", "}}", "{}", "{x}", " + ", " - ", " * ", " / ", " == ", " != ", " &lt; ", " &lt;= ", " > ", " >= ",
            " and ", " or ", "not ", " ? ", " : ", "(", ")", "[", "]", "[0]", ".", "'", "''", "&quot;", "true", "false",
            "null", "count(", "min(", "max(", "round(", "floor(", "ceil(", "1e21", "1e-7", "25%",
            ' name="', ' value="', ' default="', ' values="', ' template="', ' src="', ' each="', ' in="',
            ' index="', ' test="', ' data="', ' style="', ' id="',
            '<const name="s0" value="ab"/>', '<const name="s1" value="{s0 + s0}"/>',
            '<param name="p" default="1"/>', '<style name="t" fontSize="12"/>',
            '<template name="T"><box/></template>', '<use template="T"/>', '<slot/>',
            '<include src="parts/stat.xml"/>', '<include src="fuzz-input.xml"/>', '<include src="/etc/passwd"/>',
            '<include src="../../../../../../etc/hosts"/>', 'data="feed.json"', 'data="/proc/self/status"',
            '<for each="i" in="{posts}" index="n">', "</for>", '<if test="{n}">', "</if>", "<else>", "</else>",
            '{"k": [1, {"a": null}]}', '"\\u001b]52;c;"', "\x1b", "\x07", "\x9b", "\ufeff", "\r\n"]
seen = set()
for i, entry in enumerate(entries):
    if entry in seen:
        continue
    seen.add(entry)
    print("kw%d=%s" % (i, quote(entry)))
