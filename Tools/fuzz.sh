#!/usr/bin/env bash
# Builds the libFuzzer target (Tools/fuzz) with -sanitize=fuzzer,address and
# runs it over parse → validate → build → layout → render.
#
#   Tools/fuzz.sh [SECONDS] [extra libFuzzer options…]     (default: 60 s)
#   Tools/fuzz.sh 1800 -jobs=1
#   Tools/fuzz.sh build          (build only)
#
# Corpus: Tools/fuzz/corpus (kept between runs, git-ignored), seeded from
# Layouts/examples, Tests/XMLLayoutTests/SchemaSamples and Tools/fuzz/seeds
# (version 2: templates, loops, strings, includes of Layouts/examples/parts). Dictionary:
# Tools/fuzz/xmllayout.dict, generated from Layouts/schema/xmllayout.xsd by
# Tools/fuzz/make-dict.py. Crashes land in Tools/fuzz/artifacts/; replay one
# with  .build-fuzz/debug/xmllayout-fuzz Tools/fuzz/artifacts/crash-…
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Tools/fuzz"
scratch="$root/.build-fuzz"

python3 "$fuzz/make-dict.py" "$root/Layouts/schema/xmllayout.xsd" > "$fuzz/xmllayout.dict"

# The fuzz package compiles the project's sources through its own scratch
# folder, whose cached build description misses a source file added (or
# removed) since the last build ("cannot find type …"): it is dropped when
# the list of sources has changed.
sources="$(cd "$root" && find Sources -name '*.swift' | sort)"
if [[ -f "$scratch/sources.list" && "$(cat "$scratch/sources.list")" != "$sources" ]]; then
  rm -f "$scratch/debug.yaml" "$scratch/build.db"
fi

# -sanitize=fuzzer,address on every Swift module: coverage feedback from the
# project's own code, not only from the entry point.
swift build --package-path "$fuzz" --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >&2
printf '%s\n' "$sources" > "$scratch/sources.list"
bin="$scratch/debug/xmllayout-fuzz"
[[ "${1:-}" == build ]] && { echo "$bin"; exit 0; }

seconds="${1:-60}"; shift || true
mkdir -p "$fuzz/corpus" "$fuzz/artifacts"
seeds="$(mktemp -d)"; trap 'rm -rf "$seeds"' EXIT
cp "$root"/Layouts/examples/*.xml "$seeds"/
find "$root/Tests/XMLLayoutTests/SchemaSamples" -name '*.xml' -exec cp {} "$seeds"/ \;
cp "$fuzz"/seeds/*.xml "$seeds"/   # version 2: templates, loops, strings, includes, errors

cd "$root/Layouts/examples"   # image src paths resolve here: the seeds' PNGs are read
XMLLAYOUT_FUZZ_DIR="$root/Layouts/examples" \
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}" \
"$bin" "$fuzz/corpus" "$seeds" \
  -dict="$fuzz/xmllayout.dict" -max_total_time="$seconds" -max_len=8192 -timeout=60 -rss_limit_mb=4096 \
  -artifact_prefix="$fuzz/artifacts/" -print_final_stats=1 "$@"
