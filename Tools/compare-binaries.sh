#!/usr/bin/env bash
# Runs two builds of xmllayout on the same inputs and reports every
# difference in stdout, stderr or exit status: the proof that a change
# meant to be invisible (a speed-up) is. Inputs: every *.xml of the
# repository and of ../shared/conformance, plus any folders given.
#
#     Tools/compare-binaries.sh OLD NEW [DIR ...]
#
# Each file is run as `render --format json`, `render --format tree` and
# `validate` (files over 1 MB with --huge). Exits 1 on any difference.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
old=$(realpath "$1"); new=$(realpath "$2"); shift 2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mapfile -t files < <(find "$root/Layouts" "$root/Tests" "$root/../shared/conformance" "$@" -name '*.xml' -type f 2>/dev/null | sort)
runs=0 diffs=0
for f in "${files[@]}"; do
    huge=()
    [ "$(stat -c %s "$f")" -gt 1000000 ] && huge=(--huge)
    for args in "render --format json" "render --format tree" "validate"; do
        # shellcheck disable=SC2086
        (cd "$(dirname "$f")" && "$old" $args "${huge[@]}" "$f" >"$out/o1" 2>"$out/e1"; echo $? >"$out/s1")
        # shellcheck disable=SC2086
        (cd "$(dirname "$f")" && "$new" $args "${huge[@]}" "$f" >"$out/o2" 2>"$out/e2"; echo $? >"$out/s2")
        runs=$((runs + 1))
        if ! cmp -s "$out/o1" "$out/o2" || ! cmp -s "$out/e1" "$out/e2" || ! cmp -s "$out/s1" "$out/s2"; then
            diffs=$((diffs + 1))
            echo "differs: $args $f"
        fi
    done
done
echo "$runs runs over ${#files[@]} files: $diffs differ"
[ "$diffs" -eq 0 ]
