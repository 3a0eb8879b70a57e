#!/usr/bin/env bash
# Time `adaptrace host-run`'s preparation of jars from a cold cache (the dex -> jar translation
# that a first run of an input pays), for one or more adaptrace builds side by side.
#
# Usage: scripts/bench-host-prepare.sh [INPUT...]
#   INPUT defaults to the corpus's phonetrack (4.1 MB dex) and trigger (1.9 MB dex).
# Environment: ADAPTRACE (binaries to compare, space-separated; default
#   <target>/release/adaptrace), RUNS (rounds, default 3), ADAPTRACE_CORPUS (corpus directory).
# Every round runs each binary on each input with an empty cache, interleaved, so that a busy
# machine slows all of them alike; reports each run's seconds and the median per binary and input.
# The step times of one run show on a terminal: run `adaptrace host-run INPUT --main X
# --trace-dir T` with a fresh ADAPTRACE_CACHE.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

read -r -a BINARIES <<<"${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}"
RUNS=${RUNS:-3}
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"
if (($#)); then
    INPUTS=("$@")
else
    INPUTS=("$(corpus_item net.eneiluj.nextcloud.phonetrack_2)" "$(corpus_item com.example.trigger_130)")
fi
for bin in "${BINARIES[@]}"; do
    [[ -x $bin ]] || die "$bin is not built: run make build (or set ADAPTRACE)"
done
for input in "${INPUTS[@]}"; do
    [[ -f $input ]] || die "$input does not exist"
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# Median of the numbers on stdin, one per line.
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

for ((round = 1; round <= RUNS; round++)); do
    for input in "${INPUTS[@]}"; do
        for i in "${!BINARIES[@]}"; do
            cache=$WORK/cache-$i
            rm -rf "$cache"
            # The helper programs compile into the cache once per build of adaptrace: keep them.
            [[ -d $WORK/tools-$i ]] && mkdir -p "$cache" && cp -r "$WORK/tools-$i" "$cache/tools"
            start=$(date +%s.%N)
            # No class is named Main in the corpus: the run stops right after the jars are ready.
            ADAPTRACE_CACHE=$cache "${BINARIES[$i]}" --quiet host-run "$input" --main adaptrace.bench.None \
                --trace-dir "$WORK/traces" >"$WORK/out.log" 2>&1 || true
            end=$(date +%s.%N)
            grep -q "is not in" "$WORK/out.log" || die "${BINARIES[$i]} failed on $input:
$(head -n 20 "$WORK/out.log")"
            [[ -d $cache/tools ]] && rm -rf "$WORK/tools-$i" && cp -r "$cache/tools" "$WORK/tools-$i"
            secs=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }')
            printf '%s\t%s\t%s\n' "$i" "$(basename "$input")" "$secs" | tee -a "$WORK/times.tsv"
        done
    done
done

echo
echo "median seconds from a cold cache ($RUNS rounds):"
for input in "${INPUTS[@]}"; do
    for i in "${!BINARIES[@]}"; do
        m=$(awk -F'\t' -v i="$i" -v n="$(basename "$input")" '$1 == i && $2 == n { print $3 }' "$WORK/times.tsv" | median)
        printf '  %-45s %-60s %s\n' "$(basename "$input")" "${BINARIES[$i]}" "$m"
    done
done
