#!/bin/sh
# Regenerates the README's captures of the terminal preview of
# Layouts/examples/card.xml: docs/preview-card.svg (the coloured cells, as a
# 24-bit terminal shows them, drawn by Tools/ansi-to-svg.py) and, on stdout,
# the plain-text block the README shows. The test PreviewCaptureTests fails
# when either is out of date (RECORD_SNAPSHOTS=1 rewrites the SVG).
set -eu
cd "$(dirname "$0")/.."
swift build --product xmllayout >/dev/null
bin=.build/debug/xmllayout
COLORTERM=truecolor "$bin" render Layouts/examples/card.xml --format ansi --color always --columns 64 \
    | python3 Tools/ansi-to-svg.py > docs/preview-card.svg
"$bin" render Layouts/examples/card.xml --format ansi --color never --columns 64
