#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer.
#
#   Tools/sanitize.sh                 both, the whole suite each
#   Tools/sanitize.sh address         AddressSanitizer only (scratch .build-asan)
#   Tools/sanitize.sh thread          ThreadSanitizer only  (scratch .build-tsan)
#   Tools/sanitize.sh thread --filter 'FileWatcherTests|WatchSessionTests'
#                                     extra arguments go to `swift test`
#
# Each sanitizer has its own scratch folder, so neither invalidates the
# normal .build. The CLI tests run the instrumented xmllayout binary, so the
# command line is checked too. A sanitizer report fails the run
# (halt_on_error); exits non-zero when any run failed. Prints each run's time.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

which="${1:-all}"; shift || true
case "$which" in address|thread|all) ;; *) echo "usage: Tools/sanitize.sh [address|thread|all] [swift test args…]" >&2; exit 64;; esac

status=0
run() {
  local sanitizer="$1" scratch="$2"; shift 2
  local start=$SECONDS
  echo "== $sanitizer: swift test --sanitize=$sanitizer --scratch-path $scratch $*" >&2
  # Leaks are reported but Foundation's caches are not ours; keep the check
  # of real errors (use after free, overflow, races) fatal.
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:halt_on_error=1}" \
  TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}" \
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
  local rc=$?
  echo "== $sanitizer: exit $rc after $((SECONDS - start)) s" >&2
  [[ $rc -eq 0 ]] || status=1
}

[[ "$which" == address || "$which" == all ]] && run address .build-asan "$@"
# Swift 6.3 under ThreadSanitizer emits the engine's prefetch intrinsic
# as an `invoke`, which LLVM refuses ("Cannot invoke an intrinsic"): the
# prefetch is left out of that build (LayoutEngine/Algorithms/Prefetch.swift).
[[ "$which" == thread || "$which" == all ]] && run thread .build-tsan -Xswiftc -DLAYOUT_ENGINE_NO_PREFETCH "$@"
exit $status
