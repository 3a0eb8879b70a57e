#!/usr/bin/env bash
# `adaptrace report` on JGF apps at size benchmark, instrumented with `paths`: the whole
# command's time and peak memory (GNU time), then the profiles' own rate and the sizes of the
# calling-context structures for k = 1..10 (`cargo bench -p report --bench profiles`).
#
# Usage: scripts/bench-report.sh [APP...]   (default: Method Parse, the largest trace: Parse
# decodes to over 10^8 events)
# Environment: ADAPTRACE (binary, default <target>/release/adaptrace), SIZE (default benchmark).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

ADAPTRACE=${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}
SIZE=${SIZE:-benchmark}
[[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not built: run make build (or set ADAPTRACE)"
command -v smali >/dev/null || die "smali is not installed: run make deps"
[[ -x /usr/bin/time ]] || die "GNU time is not installed (apt-get install time)"
ADAPTRACE=$(realpath "$ADAPTRACE")
apps=("$@")
[[ ${#apps[@]} -gt 0 ]] || apps=(Method Parse)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench-report.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

for app in "${apps[@]}"; do
    src=jgf-benchmarks/apps/$app/smali
    [[ -d $src ]] || die "no JGF app $app"
    lower=$(tr '[:upper:]' '[:lower:]' <<<"$app")
    w=$WORK/$app
    mkdir -p "$w"
    smali a --api 21 -o "$w/app.dex" "$src"
    "$ADAPTRACE" --quiet instrument "$w/app.dex" --scheme paths -o "$w/paths.dex" --meta "$w/meta" >/dev/null
    "$ADAPTRACE" --quiet host-run "$w/paths.dex" --main "org.adaptrace.jgf.$lower.${app}Bench" \
        --trace-dir "$w/traces" -- "$SIZE" >/dev/null
    trace=$(ls "$w"/traces/*.adtrace)
    echo "## $app ($SIZE, paths): trace $(wc -c <"$trace") bytes"
    /usr/bin/time -f "adaptrace report: %e s wall, %U s user, peak RSS %M KiB" \
        "$ADAPTRACE" --quiet report "$trace" --meta "$w/meta" -o "$w/report"
    cargo bench --quiet -p report --bench profiles -- "$trace" "$w/meta" 10
    echo
done
