#!/usr/bin/env bash
# Host run time of each test program (tests/programs/NAME), original vs instrumented with the
# `blocks` oracle, measured side by side with hyperfine, plus the size of the trace.
#
# Usage: scripts/bench-programs.sh [NAME...]   (default: every program)
# Environment: ADAPTRACE (binary, default <target>/release/adaptrace), RUNS (default 5).
# Each program is assembled with `smali a`, instrumented, and run once untimed by each version
# (which also fills host-run's jar cache), so the timed runs measure the JVM run alone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

ADAPTRACE=${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}
RUNS=${RUNS:-5}
[[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not built: run make build (or set ADAPTRACE)"
command -v hyperfine >/dev/null || die "hyperfine is not installed (apt-get install hyperfine)"
command -v smali >/dev/null || die "smali is not installed: run make deps"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"
ADAPTRACE=$(realpath "$ADAPTRACE")

if [[ $# -gt 0 ]]; then
    names=("$@")
else
    names=()
    for dir in tests/programs/*/; do
        names+=("$(basename "$dir")")
    done
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

printf '%-14s %12s %12s %8s %12s\n' program original blocks ratio "trace bytes"
for name in "${names[@]}"; do
    src=tests/programs/$name
    [[ -d $src ]] || die "no program $src"
    w=$WORK/$name
    mkdir -p "$w"
    # At the program's API level: its `api` file, else 21.
    smali a --api "$(cat "$src/api" 2>/dev/null || echo 21)" -o "$w/orig.dex" "$src"/*.smali
    "$ADAPTRACE" --quiet instrument "$w/orig.dex" --scheme blocks -o "$w/blocks.dex" --meta "$w/meta" 2>"$w/log" ||
        die "instrumenting $name failed: $(head -n 5 "$w/log")"
    args=()
    [[ -f $src/args ]] && mapfile -t args <"$src/args"
    quoted=$(printf ' %q' "${args[@]}")
    [[ ${#args[@]} -gt 0 ]] || quoted=
    run() { # version trace-dir
        printf "'%s' --quiet host-run '%s' --main %s.Main --trace-dir '%s' --%s >/dev/null 2>&1 || true" \
            "$ADAPTRACE" "$w/$1.dex" "$name" "$2" "$quoted"
    }
    # Warm-up: prepares each jar and leaves one trace to measure.
    bash -c "$(run orig "$w/t-orig")"
    bash -c "$(run blocks "$w/t-blocks")"
    trace_bytes=$(cat "$w"/t-blocks/*.adtrace | wc -c)
    hyperfine --style none --runs "$RUNS" --export-json "$w/times.json" \
        -n original "rm -rf '$w/t1'; $(run orig "$w/t1")" \
        -n blocks "rm -rf '$w/t2'; $(run blocks "$w/t2")" >/dev/null
    python3 - "$w/times.json" "$name" "$trace_bytes" <<'PY'
import json, sys
results = {r["command"]: r["median"] for r in json.load(open(sys.argv[1]))["results"]}
a, b = results["original"], results["blocks"]
print(f"{sys.argv[2]:14s} {a:10.3f} s {b:10.3f} s {b / a:7.2f}x {int(sys.argv[3]):12d}")
PY
done
printf '(medians of %s runs; each run is a JVM start plus the program)\n' "$RUNS"
