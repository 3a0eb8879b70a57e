#!/usr/bin/env bash
# Time `adaptrace instrument APK --scheme blocks` and report its stages, above all the in-process
# part (parse + instrument + print) apart from the external tools (baksmali, smali, apksigner).
#
# Usage: scripts/bench-instrument.sh [APK]
#   APK defaults to io.appium.settings from the corpus (tests/fetch-corpus.sh).
# Environment: ADAPTRACE (binary, default <target>/release/adaptrace), RUNS (default 3),
#   ADAPTRACE_CORPUS (corpus directory).
# Reports the median over RUNS runs of every stage the instrumentor times (report.txt) and of the
# whole command, and how many methods were instrumented and skipped, with the reasons.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

ADAPTRACE=${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}
RUNS=${RUNS:-3}
APK=${1:-$(corpus_item io.appium.settings)}
[[ -f $APK ]] || die "$APK does not exist"
[[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not built: run make build (or set ADAPTRACE)"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

for run in $(seq "$RUNS"); do
    out=$WORK/run$run
    start=$(date +%s.%N)
    "$ADAPTRACE" --quiet instrument "$APK" --scheme blocks -o "$out/app.apk" --meta "$out/meta" \
        >"$WORK/log" 2>&1 || die "adaptrace instrument failed on $APK:
$(head -n 20 "$WORK/log")"
    awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "time whole command: %.3f s\n", e - s }' \
        >>"$out/meta/report.txt"
done

# Median per stage over the runs: report lines `time STAGE: SECONDS s`.
cat "$WORK"/run*/meta/report.txt | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    if line.startswith("time "):
        stage, secs = line[5:].rsplit(": ", 1)
        times.setdefault(stage, []).append(float(secs.split()[0]))
med = {k: statistics.median(v) for k, v in times.items()}
for stage, t in med.items():
    print(f"  {stage:40s} {t:8.2f} s")
core = sum(med.get(k, 0) for k in ("parse", "instrument", "print"))
label = "parse + instrument + print"
print(f"  {label:40s} {core:8.2f} s")
'
report=$WORK/run1/meta/report.txt
printf '\n'
grep -E '^(methods|classes)' "$report" | sed 's/^/  /'
printf '  skip reasons:\n'
awk -F'\t' '$1 == "skipped" { print $3 }' "$report" | sed -E 's/[0-9]+/N/g' | sort | uniq -c | sed 's/^/    /'
printf '(medians of %s runs on %s)\n' "$RUNS" "$APK"
