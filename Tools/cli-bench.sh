#!/usr/bin/env bash
# Times the xmllayout command line on large generated inputs, to catch
# anything super-linear outside the engine (parsing, validation, diagnostics,
# renderers). Uses hyperfine when installed, else a plain `time`.
#
#     swift build -c release && Tools/cli-bench.sh [path/to/xmllayout]
set -euo pipefail
bin=${1:-.build/release/xmllayout}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'PY'
import sys
d = sys.argv[1]
n = 50000
boxes = ''.join('<box debugName="b%d" width="%d" height="10" backgroundColor="#336699"/>\n' % (i, 10 + i % 7) for i in range(n))
open(d + '/wrap-50k.xml', 'w').write('<layout width="800"><stack flexWrap="wrap" spacing="2" lineSpacing="2">\n' + boxes + '</stack></layout>\n')
errors = ''.join('<center><box width="abc"/></center>\n' for _ in range(20000))
open(d + '/errors-20k.xml', 'w').write('<layout width="800"><vstack>\n' + errors + '</vstack></layout>\n')
warnings = ''.join('<center><box width="5" height="5" flexGrow="1"/></center>\n' for _ in range(20000))
open(d + '/warnings-20k.xml', 'w').write('<layout width="800"><vstack>\n' + warnings + '</vstack></layout>\n')
PY

run() {
    local name=$1; shift
    if command -v hyperfine >/dev/null; then
        hyperfine --warmup 1 --runs 5 -i -N --command-name "$name" "$*" 2>/dev/null | grep -E "Benchmark|Time|Range" || true
    else
        echo "$name"; ( time "$@" >/dev/null 2>&1 ) 2>&1 | grep real || true
    fi
}
run "json, 50,000 boxes in a wrapping stack" "$bin" render "$dir/wrap-50k.xml" --format json
run "svg, 50,000 boxes" "$bin" render "$dir/wrap-50k.xml" --format svg
run "validate, 20,000 schema errors" "$bin" validate "$dir/errors-20k.xml"
run "validate, 20,000 lint warnings" "$bin" validate "$dir/warnings-20k.xml"
