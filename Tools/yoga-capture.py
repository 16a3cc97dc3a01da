#!/usr/bin/env python3
"""Converts a Yoga benchmark capture (facebook/yoga benchmark/captures/*.json:
real UI trees recorded from production apps) into an xmllayout file, so that
the whole pipeline can be timed on real tree shapes, not only gen.py's.

    Tools/yoga-capture.py CAPTURE.json [-o OUT.xml]
    Tools/yoga-capture.py --all DIR_OF_CAPTURES --out-dir DIR

The mapping keeps the shape and the attribute density of the tree; it is not
a flexbox emulator (Texture's stack is not CSS flexbox), so frames differ
from Yoga's. Each Yoga node becomes:

  - a node with children: a `stack` (flex-direction, justify-content,
    align-items, flex-wrap, align-content mapped to the stack's attributes);
    its absolutely positioned children go into an `absolute` spec laid over
    the stack (`overlay`), each with `layoutPosition` from position-left/top;
  - a leaf with a measure function (text, images): a `box` of the size the
    capture recorded it measured to; any other leaf: a `box` of its style's
    size, or a `spacer` when it has none;
  - padding and border: an `inset` around the stack; margin: an `inset`
    around the element (negative and `auto` margins become 0, as insets
    are not negative in the language);
  - width/height/min/max (points, less padding and border; or percent): the
    stack's or box's own; flex-grow, flex-shrink, `flex` (grow N, shrink 1),
    flex-basis, align-self and layoutPosition: the outermost element's (what
    the parent reads); `display: none` nodes are left out.
"""
import argparse
import json
import os
import sys
from xml.sax.saxutils import quoteattr

JUSTIFY = {"flex-start": "start", "center": "center", "flex-end": "end",
           "space-between": "spaceBetween", "space-around": "spaceAround",
           "space-evenly": "spaceAround"}
ALIGN = {"flex-start": "start", "center": "center", "flex-end": "end", "stretch": "stretch",
         "baseline": "baselineFirst"}
ALIGN_SELF = {"flex-start": "start", "center": "center", "flex-end": "end", "stretch": "stretch",
              "auto": "auto", "baseline": "auto"}
ALIGN_CONTENT = {"flex-start": "start", "center": "center", "flex-end": "end", "stretch": "stretch",
                 "space-between": "spaceBetween", "space-around": "spaceAround"}


def num(value):
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def dimension(value):
    """A Yoga value ({"unit": "px"|"percent"|"auto", "value": n}) as a dimension, or None."""
    if not isinstance(value, dict):
        return None
    unit, amount = value.get("unit"), value.get("value")
    if unit == "px" and amount is not None:
        return num(max(amount, 0))
    if unit in ("percent", "%") and amount is not None:
        return num(min(max(amount, 0), 100)) + "%"
    return None


def points(value):
    if isinstance(value, dict) and value.get("unit") == "px" and value.get("value") is not None:
        return max(value["value"], 0.0)
    return 0.0


def edges(style, prefix):
    """top, left, bottom, right of padding/margin/border, from the all/vertical/horizontal/side keys."""
    top = left = bottom = right = 0.0
    everywhere = points(style.get(f"{prefix}-all"))
    top = left = bottom = right = everywhere
    vertical, horizontal = style.get(f"{prefix}-vertical"), style.get(f"{prefix}-horizontal")
    if vertical is not None:
        top = bottom = points(vertical)
    if horizontal is not None:
        left = right = points(horizontal)
    for key, side in (("top", "top"), ("bottom", "bottom"), ("left", "left"), ("start", "left"),
                      ("right", "right"), ("end", "right")):
        if style.get(f"{prefix}-{key}") is not None:
            amount = points(style[f"{prefix}-{key}"])
            if side == "top": top = amount
            elif side == "bottom": bottom = amount
            elif side == "left": left = amount
            else: right = amount
    return top, left, bottom, right


class Writer:
    def __init__(self):
        self.lines = []
        self.elements = 0

    def open(self, depth, name, attributes, leaf=False):
        self.elements += 1
        text = "".join(f" {k}={quoteattr(v)}" for k, v in attributes if v is not None)
        self.lines.append(f"{'  ' * depth}<{name}{text}{'/' if leaf else ''}>")

    def close(self, depth, name):
        self.lines.append(f"{'  ' * depth}</{name}>")


def size_attributes(style, measured, padding):
    """Sizes for the stack or box itself: Yoga's sizes include padding and
    border (border-box), the language's go inside the padding inset."""
    out = []
    top, left, bottom, right = padding
    for key, name, less in (("width", "width", left + right), ("height", "height", top + bottom),
                            ("min-width", "minWidth", left + right), ("max-width", "maxWidth", left + right),
                            ("min-height", "minHeight", top + bottom), ("max-height", "maxHeight", top + bottom)):
        value = style.get(key)
        if isinstance(value, dict) and value.get("unit") == "px" and value.get("value") is not None:
            out.append((name, num(max(value["value"] - less, 0))))
        else:
            out.append((name, dimension(value)))
    if measured is not None:
        width, height = measured
        if not style.get("width"):
            out.append(("width", num(width)))
        if not style.get("height"):
            out.append(("height", num(height)))
    return unique(out)


def flex_attributes(style):
    """What the parent stack reads: on the outermost element."""
    out = []
    grow, shrink = style.get("flex-grow"), style.get("flex-shrink")
    if isinstance(style.get("flex"), (int, float)) and style["flex"] > 0:
        grow, shrink = style["flex"], 1
    if isinstance(grow, (int, float)) and grow > 0:
        out.append(("flexGrow", num(grow)))
    if isinstance(shrink, (int, float)) and shrink > 0:
        out.append(("flexShrink", num(shrink)))
    out.append(("flexBasis", dimension(style.get("flex-basis"))))
    out.append(("alignSelf", ALIGN_SELF.get(style.get("align-self"))))
    return unique(out)


def unique(attributes):
    """Without empty values and later duplicates (a measured size beside a style size)."""
    seen, out = set(), []
    for name, value in attributes:
        if value is not None and name not in seen:
            seen.add(name)
            out.append((name, value))
    return out


def visible(node):
    return (node.get("style") or {}).get("display") != "none"


def convert(node, writer, depth, position=None):
    style = node.get("style") or {}
    children = [c for c in node.get("children") or [] if visible(c)]
    measure = ((node.get("node") or {}).get("measure-funcs") or [None])[0]
    measured = (measure["output-width"], measure["output-height"]) if measure else None
    outer = flex_attributes(style) if position is None else []  # an absolute spec's child reads only its position
    if position is not None:
        outer.append(("layoutPosition", f"{num(position[0])},{num(position[1])}"))

    wrappers = []  # (name, attributes) from the outside in
    margin = edges(style, "margin")
    if any(margin):
        wrappers.append(("inset", [("insets", ",".join(num(v) for v in margin))]))
    padding = tuple(p + b for p, b in zip(edges(style, "padding"), edges(style, "border")))
    if children and any(padding):
        wrappers.append(("inset", [("insets", ",".join(num(v) for v in padding))]))

    flow = [c for c in children if (c.get("style") or {}).get("position-type") != "absolute"]
    placed = [c for c in children if (c.get("style") or {}).get("position-type") == "absolute"]
    if children:
        direction = "horizontal" if str(style.get("flex-direction", "column")).startswith("row") else "vertical"
        stack = [("direction", direction),
                 ("justifyContent", JUSTIFY.get(style.get("justify-content"))),
                 ("alignItems", ALIGN.get(style.get("align-items"))),
                 ("flexWrap", "wrap" if style.get("flex-wrap") == "wrap" else None),
                 ("alignContent", ALIGN_CONTENT.get(style.get("align-content")))]
        if placed:
            wrappers.append(("overlay", []))
        body = ("stack", stack)
    else:
        body = ("box", [])
    sizes = size_attributes(style, None if children else measured, padding if children else (0, 0, 0, 0))
    if body[0] == "box" and not sizes:
        body = ("spacer", [])  # a leaf with no size of its own: sized by its parent alone
    body = (body[0], sizes + body[1])

    # The style goes on the outermost element: it is what the parent stack lays out.
    chain = wrappers + [body]
    chain[0] = (chain[0][0], outer + chain[0][1])
    for offset, (name, attributes) in enumerate(chain[:-1]):
        writer.open(depth + offset, name, attributes)
    inner = depth + len(chain) - 1
    name, attributes = chain[-1]
    if not children:
        writer.open(inner, name, attributes, leaf=True)
    else:
        writer.open(inner, name, attributes, leaf=not flow)
        for child in flow:
            convert(child, writer, inner + 1)
        if flow:
            writer.close(inner, name)
        if placed:
            writer.open(inner, "absolute", [])
            for child in placed:
                child_style = child.get("style") or {}
                convert(child, writer, inner + 1,
                        (points(child_style.get("position-left")), points(child_style.get("position-top"))))
            writer.close(inner, "absolute")
    for offset, (name, _) in reversed(list(enumerate(chain[:-1]))):
        writer.close(depth + offset, name)


def to_xml(capture, name):
    inputs = capture.get("layout-inputs", {})
    writer = Writer()
    convert(capture["tree"], writer, 1)
    root = [("name", name), ("width", num(inputs.get("available-width", 375)))]
    if inputs.get("available-height"):
        root.append(("maxHeight", num(inputs["available-height"])))
    head = "<layout" + "".join(f" {k}={quoteattr(v)}" for k, v in root) + ">"
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', head] + writer.lines + ["</layout>", ""]), writer.elements


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("capture", nargs="?", help="a Yoga capture (.json)")
    parser.add_argument("-o", "--output", help="where to write the layout (default: standard output)")
    parser.add_argument("--all", metavar="DIR", help="convert every *.json in DIR")
    parser.add_argument("--out-dir", metavar="DIR", help="with --all: where the layouts go")
    args = parser.parse_args()
    if args.all:
        if not args.out_dir:
            parser.error("--all needs --out-dir")
        os.makedirs(args.out_dir, exist_ok=True)
        for file in sorted(os.listdir(args.all)):
            if file.endswith(".json"):
                name = file[:-5]
                text, count = to_xml(json.load(open(os.path.join(args.all, file))), name)
                with open(os.path.join(args.out_dir, name + ".xml"), "w") as out:
                    out.write(text)
                print(f"{name}.xml: {count} elements")
        return
    if not args.capture:
        parser.error("give a capture, or --all DIR --out-dir DIR")
    name = os.path.splitext(os.path.basename(args.capture))[0]
    text, count = to_xml(json.load(open(args.capture)), name)
    if args.output:
        with open(args.output, "w") as out:
            out.write(text)
        print(f"{args.output}: {count} elements", file=sys.stderr)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
