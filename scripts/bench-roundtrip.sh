#!/usr/bin/env bash
# Time `adaptrace roundtrip APK -o OUT` next to `apktool d` + `apktool b` of the same APK.
#
# Usage: scripts/bench-roundtrip.sh [APK]
#   APK defaults to io.appium.settings from the corpus (tests/fetch-corpus.sh).
# Environment: ADAPTRACE (binary, default <target>/release/adaptrace), RUNS (default 3),
#   ADAPTRACE_CORPUS (corpus directory).
# Both commands run once untimed (a check that also warms the caches), then RUNS timed runs each,
# with hyperfine when installed, else /usr/bin/time; reports the median of each and their ratio.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

ADAPTRACE=${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}
RUNS=${RUNS:-3}
APK=${1:-$(corpus_item io.appium.settings)}
[[ -f $APK ]] || die "$APK does not exist"
[[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not built: run make build (or set ADAPTRACE)"
command -v apktool >/dev/null || die "apktool is not installed: run make deps"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
APK=$(realpath "$APK")
ADAPTRACE=$(realpath "$ADAPTRACE")

# Each command starts from an empty output directory so that no run reuses another's files.
ours="rm -rf '$WORK/ours' && mkdir '$WORK/ours' && '$ADAPTRACE' roundtrip '$APK' -o '$WORK/ours/out.apk' >'$WORK/ours.log' 2>&1"
theirs="rm -rf '$WORK/apktool' && apktool d -f -o '$WORK/apktool/d' '$APK' >'$WORK/apktool.log' 2>&1 && apktool b -o '$WORK/apktool/out.apk' '$WORK/apktool/d' >>'$WORK/apktool.log' 2>&1"

# Check both work once before timing, so a failure shows its log instead of a bogus time.
bash -c "$ours" || die "adaptrace roundtrip failed on $APK:
$(head -n 20 "$WORK/ours.log")"
bash -c "$theirs" || die "apktool d + b failed on $APK:
$(tail -n 20 "$WORK/apktool.log")"

# Median of the numbers on stdin, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

if command -v hyperfine >/dev/null; then
    hyperfine --style basic --runs "$RUNS" --export-json "$WORK/times.json" \
        -n "adaptrace roundtrip" "$ours" -n "apktool d + apktool b" "$theirs" >&2
    read -r t_ours t_theirs < <(python3 -c '
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print(*(r["median"] for r in results))' "$WORK/times.json")
else
    one_run() {
        local secs
        if [[ -x /usr/bin/time ]]; then
            /usr/bin/time -f %e -o "$WORK/t" bash -c "$1"
            secs=$(<"$WORK/t")
        else
            local start
            start=$(date +%s.%N)
            bash -c "$1"
            secs=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')
        fi
        echo "$secs"
    }
    t_ours=$(for _ in $(seq "$RUNS"); do one_run "$ours"; done | median)
    t_theirs=$(for _ in $(seq "$RUNS"); do one_run "$theirs"; done | median)
fi

size() { stat -c %s "$1"; }
printf '\nround trip of %s (%s bytes), median of %s runs:\n' "$APK" "$(size "$APK")" "$RUNS"
printf '  %-24s %8.2f s   output %s bytes\n' "adaptrace roundtrip" "$t_ours" "$(size "$WORK/ours/out.apk")"
printf '  %-24s %8.2f s   output %s bytes\n' "apktool d + apktool b" "$t_theirs" "$(size "$WORK/apktool/out.apk")"
awk -v a="$t_ours" -v b="$t_theirs" 'BEGIN {
    if (b > 0) printf "  adaptrace roundtrip takes %.2fx the time of apktool d + b\n", a / b
}'
