#!/usr/bin/env bash
# Whole-process `render --format json` on real app trees against the floor,
# `xmllint --noout --schema` on the same file (issue 11: ≤ 2×).
#
#     Tools/real-trees-bench.sh [path/to/xmllayout] CAPTURES_DIR
#
# CAPTURES_DIR holds Yoga's benchmark captures (facebook/yoga,
# benchmark/captures/*.json: trees recorded from production apps), which
# Tools/yoga-capture.py converts, or already converted *.xml layouts.
# RUNS (default 20) runs each, median reported; needs hyperfine and xmllint.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ $# -ge 2 ]]; then bin=$(realpath "$1"); shift; else bin=$root/.build/release/xmllayout; fi
src=${1:?usage: $0 [path/to/xmllayout] CAPTURES_DIR}
runs=${RUNS:-20}
xsd=$root/Layouts/schema/xmllayout.xsd
for tool in hyperfine xmllint python3; do
    command -v "$tool" >/dev/null || { echo "$0: $tool missing" >&2; exit 2; }
done
[[ -x $bin ]] || { echo "$0: no binary at $bin (swift build -c release)" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
if compgen -G "$src/*.json" >/dev/null; then
    python3 "$root/Tools/yoga-capture.py" --all "$src" --out-dir "$dir" >/dev/null
fi
cp "$src"/*.xml "$dir"/ 2>/dev/null || true

median() { # command… → median milliseconds
    hyperfine -N -w 2 -r "$runs" --export-json "$dir/h.json" "$*" >/dev/null 2>&1
    python3 -c "import json; print(round(json.load(open('$dir/h.json'))['results'][0]['median'] * 1e3, 2))"
}
printf '%-28s %9s %12s %12s %7s\n' file elements "xmllayout ms" "xmllint ms" ratio
for file in "$dir"/*.xml; do
    elements=$(grep -o '<[a-zA-Z]' "$file" | wc -l)
    ours=$(median "$bin" render "$file" --format json)
    floor=$(median xmllint --noout --schema "$xsd" "$file")
    python3 -c "print(f'{\"$(basename "$file")\":<28} {$elements - 1:>9} {$ours:>12.2f} {$floor:>12.2f} {$ours / $floor:>6.2f}x')"
done
