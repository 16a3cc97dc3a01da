#!/usr/bin/env bash
# Is `--huge` linear in the nesting depth? Times render (json compact and
# pretty, tree, svg), validate and expand of a chain nested 10,000 and
# 100,000 levels deep, and prints the ratio (10x the depth should take about
# 10x the time), the peak memory, and the stack the work touched.
#
#     swift build -c release && Tools/deep-bench.sh [path/to/xmllayout] [runs]
#
# The chain alternates vertical and horizontal stacks around one 10x10 box
# (Tools/deep-chain.py). Each figure is the median of `runs` runs (default 3)
# of the whole process: wall time, and user+sys CPU time (steadier on a
# loaded machine). `xmllint --huge --noout --schema` on the same file is the
# floor. Needs GNU time (/usr/bin/time); uses hyperfine's style of output
# without needing it.
set -euo pipefail
bin=${1:-.build/release/xmllayout}
runs=${2:-3}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for depth in 10000 100000; do python3 "$here/deep-chain.py" "$depth" > "$dir/chain-$depth.xml"; done
"$bin" schema > "$dir/xmllayout.xsd"

# median of the runs: "wall_ms cpu_ms peak_kb"
measure() {
    local rows=()
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S %M" -o "$dir/t" "$@" > /dev/null 2> "$dir/err" || { cat "$dir/err" >&2; return 1; }
        rows+=("$(awk '{printf "%d %d %d\n", $1 * 1000, ($2 + $3) * 1000, $4}' "$dir/t")")
    done
    printf '%s\n' "${rows[@]}" | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2)'
}

printf '%-22s %11s %11s %11s %11s %7s %7s %9s\n' "command" "10k wall" "100k wall" "10k cpu" "100k cpu" "wall x" "cpu x" "100k peak"
row() {
    local name=$1; shift
    local a b
    a=$(measure "${@/FILE/$dir/chain-10000.xml}")
    b=$(measure "${@/FILE/$dir/chain-100000.xml}")
    echo "$a $b" | awk -v name="$name" '{
        printf "%-22s %9d ms %9d ms %9d ms %9d ms %6.1fx %6.1fx %6d MB\n", name, $1, $4, $2, $5, $4 / ($1 ? $1 : 1), $5 / ($2 ? $2 : 1), $6 / 1024 }'
}

row "render json --compact" "$bin" render FILE --huge --format json --compact
row "render json"           "$bin" render FILE --huge --format json
row "render tree"           "$bin" render FILE --huge --format tree
row "render svg"            "$bin" render FILE --huge --format svg
row "validate"              "$bin" validate FILE --huge
row "expand"                "$bin" expand FILE --huge
if command -v xmllint > /dev/null; then
    row "xmllint --schema"  xmllint --huge --noout --schema "$dir/xmllayout.xsd" FILE
fi

echo
echo "Phases of render json --compact at 100,000 levels (--timings):"
"$bin" render "$dir/chain-100000.xml" --huge --format json --compact --timings > /dev/null
