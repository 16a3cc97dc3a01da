#!/usr/bin/env bash
# Times `render --output-dir` of many example-sized files with one worker
# against the default (every core), to show the batch mode spreads its work.
# Issue 11's goal: on 2 cores, the default ≥ 1.7× faster than --jobs 1.
#
#     swift build -c release && Tools/batch-bench.sh [path/to/xmllayout] [files]
#
# The files are copies of Layouts/examples/*.xml (with their images), spread
# over a few sub-folders; FORMAT (default json) chooses the format, RUNS the
# number of runs. Each result is fsynced before its rename (as -o does), so
# on a disk the writes' latency dominates and workers overlap it; with
# TMPDIR=/dev/shm (tmpfs) the benchmark measures the CPU work alone.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(realpath "${1:-$root/.build/release/xmllayout}")
count=${2:-200}
format=${FORMAT:-json}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

examples=("$root"/Layouts/examples/*.xml)
for ((i = 0; i < count; i++)); do
    sub="$dir/in/group$((i % 8))"
    mkdir -p "$sub"
    src=${examples[$((i % ${#examples[@]}))]}
    cp "$src" "$sub/$(basename "$src" .xml)-$i.xml"
done
# The examples' images, data and included parts, where each copy looks for
# them; the parts (included, not layouts of their own) in a hidden folder,
# which the batch mode skips.
for ((g = 0; g < 8; g++)); do
    cp -r "$root/Layouts/examples/images" "$root"/Layouts/examples/*.json "$dir/in/group$g/"
    cp -r "$root/Layouts/examples/parts" "$dir/in/group$g/.parts"
done
sed -i 's#src="parts/#src=".parts/#g' "$dir"/in/group*/*.xml

echo "$count files ($(du -sh "$dir/in" | cut -f1)), $(nproc) cores, $("$bin" --version)"
"$bin" render "$dir/in" --format "$format" --output-dir "$dir/check" --jobs 1 >/dev/null 2>"$dir/log" || {
    cat "$dir/log"; echo "the copies do not all render"; exit 1; }
tail -1 "$dir/log"

if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs "${RUNS:-10}" -N \
        --prepare "rm -rf $dir/out" \
        --command-name "jobs 1" "$bin render $dir/in --format $format --output-dir $dir/out --jobs 1" \
        --command-name "default (jobs $(nproc))" "$bin render $dir/in --format $format --output-dir $dir/out"
else
    for jobs in 1 "$(nproc)"; do
        rm -rf "$dir/out"
        echo "--jobs $jobs"; ( time "$bin" render "$dir/in" --format "$format" --output-dir "$dir/out" --jobs "$jobs" ) 2>&1 | grep real
    done
fi

# On a shared machine the load drifts between hyperfine's two series:
# INTERLEAVED=N alternates the two commands N times and compares medians and
# the best runs (the runs that found the cores free).
if [[ -n "${INTERLEAVED:-}" ]]; then
    python3 - "$bin" "$dir" "$format" "$INTERLEAVED" <<'PY'
import shutil, statistics, subprocess, sys, time
bin, d, fmt, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
times = {"1": [], "default": []}
for _ in range(n):
    for jobs in times:
        shutil.rmtree(d + "/out", ignore_errors=True)
        extra = ["--jobs", "1"] if jobs == "1" else []
        start = time.perf_counter()
        subprocess.run([bin, "render", d + "/in", "--format", fmt, "--output-dir", d + "/out"] + extra,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[jobs].append(time.perf_counter() - start)
one, all_ = times["1"], times["default"]
for name, t in times.items():
    print(f"--jobs {name:8} median {statistics.median(t)*1000:7.1f} ms   best {min(t)*1000:7.1f} ms   ({n} runs, interleaved)")
print(f"speed-up: median {statistics.median(one)/statistics.median(all_):.2f}x, best {min(one)/min(all_):.2f}x")
PY
fi
