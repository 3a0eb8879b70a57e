#!/usr/bin/env bash
# The native dex path against the JVM tools, side by side in one run: for each input,
# `adaptrace instrument --scheme paths` and `adaptrace roundtrip`, natively and with --via-smali
# (baksmali, apktool, smali a), next to the JVM tools' own code round trip (`apktool d -r` +
# `apktool b` for an APK; `baksmali d` + `smali a` for a bare dex), with each instrument stage's
# time (from report.txt), every command's peak memory and, for an APK, `apksigner sign` alone
# (the JVM the native path still runs); then the dex read and write
# throughput of `dexfile` on one core (cargo bench -p dexfile --bench throughput).
#
# Usage: scripts/bench-dex-path.sh [INPUT...]
#   INPUT defaults to io.appium.settings (the largest corpus APK) and org.andstatus.app_254 (the
#   largest corpus dex), from the corpus (tests/fetch-corpus.sh).
# Environment: ADAPTRACE (binary, default <target>/release/adaptrace), RUNS (default 3; medians),
#   ADAPTRACE_CORPUS (corpus directory).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh

ADAPTRACE=${ADAPTRACE:-${CARGO_TARGET_DIR:-target}/release/adaptrace}
RUNS=${RUNS:-3}
[[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not built: run make build (or set ADAPTRACE)"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive integer, not '$RUNS'"
for tool in apktool baksmali smali /usr/bin/time; do
    command -v "$tool" >/dev/null || die "$tool is not installed: run make deps"
done
if (($# == 0)); then
    set -- "$(corpus_item io.appium.settings)" "$(corpus_item org.andstatus.app_254)"
fi
ADAPTRACE=$(realpath "$ADAPTRACE")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# timed NAME COMMAND...: runs COMMAND, appending "NAME SECONDS PEAK_KB" to $WORK/times.
timed() {
    local name=$1
    shift
    /usr/bin/time -f "%e %M" -o "$WORK/time.out" "$@" >"$WORK/$name.log" 2>&1 ||
        die "$name failed: $(tail -n 20 "$WORK/$name.log")"
    printf '%s %s\n' "$name" "$(cat "$WORK/time.out")" >>"$WORK/times"
}

for input in "$@"; do
    [[ -f $input ]] || die "$input does not exist"
    input=$(realpath "$input")
    base=$(basename "$input")
    ext=${base##*.}
    : >"$WORK/times"
    : >"$WORK/stages"
    for run in $(seq "$RUNS"); do
        w=$WORK/run
        rm -rf "$w" && mkdir -p "$w"
        if [[ $ext == apk ]]; then
            timed tools-roundtrip bash -c "apktool d -r -f -o '$w/apktool' '$input' && apktool b -o '$w/apktool.apk' '$w/apktool'"
        else
            timed tools-roundtrip bash -c "baksmali d -o '$w/smali' '$input' && smali a --api 30 -o '$w/smali.dex' '$w/smali'"
        fi
        for via in native via-smali; do
            flag=()
            [[ $via == via-smali ]] && flag=(--via-smali)
            timed "instrument-$via" "$ADAPTRACE" --quiet instrument "$input" --scheme paths \
                "${flag[@]}" -o "$w/$via.$ext" --meta "$w/$via.meta"
            sed -n "s/^time \(.*\): \([0-9.]*\) s$/$via\t\1\t\2/p" "$w/$via.meta/report.txt" >>"$WORK/stages"
            timed "roundtrip-$via" "$ADAPTRACE" --quiet roundtrip "$input" "${flag[@]}" -o "$w/rt-$via.$ext"
        done
        # The one JVM left on the native path: apksigner alone, on the instrumented APK with
        # the debug key instrument signed it with.
        if [[ $ext == apk ]]; then
            timed apksigner-alone env ADAPTRACE_KS_PASS=android \
                JAVA_TOOL_OPTIONS=-XX:TieredStopAtLevel=1 apksigner sign \
                --ks "${XDG_CONFIG_HOME:-$HOME/.config}/adaptrace/debug.keystore" \
                --ks-key-alias androiddebugkey --ks-pass env:ADAPTRACE_KS_PASS \
                --v4-signing-enabled false --out "$w/resigned.apk" "$w/native.apk"
        fi
    done
    printf '\n%s (%s bytes; medians of %s runs)\n' "$base" "$(stat -c %s "$input")" "$RUNS"
    python3 - "$WORK/times" "$WORK/stages" <<'PY'
import statistics, sys
times, stages = {}, {}
for line in open(sys.argv[1]):
    name, secs, kb = line.split()
    times.setdefault(name, []).append((float(secs), int(kb)))
for line in open(sys.argv[2]):
    via, stage, secs = line.rstrip("\n").split("\t")
    stages.setdefault((via, stage), []).append(float(secs))
med = {n: (statistics.median(s for s, _ in v), max(k for _, k in v)) for n, v in times.items()}
base = med["tools-roundtrip"][0]
print(f"  {'command':28s} {'wall s':>8s} {'x tools':>8s} {'peak MiB':>9s}")
for name in ["tools-roundtrip", "instrument-native", "instrument-via-smali", "roundtrip-native", "roundtrip-via-smali", "apksigner-alone"]:
    if name not in med:
        continue
    secs, kb = med[name]
    print(f"  {name:28s} {secs:8.2f} {secs / base:8.3f} {kb / 1024:9.1f}")
print("  instrument stages (s):")
for via in ["native", "via-smali"]:
    for (v, stage), secs in stages.items():
        if v == via:
            print(f"    {via:10s} {stage:38s} {statistics.median(secs):7.2f}")
PY
done
printf '\ndexfile throughput (one core and all cores):\n'
dexes=()
for input in "$@"; do
    input=$(realpath "$input")
    case $input in
        *.dex) dexes+=("$input") ;;
        *)
            d=$WORK/dex/$(basename "$input")
            mkdir -p "$d"
            python3 -c 'import re, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
for n in z.namelist():
    if re.fullmatch(r"classes\d*\.dex", n):
        z.extract(n, sys.argv[2])' "$input" "$d"
            dexes+=("$d"/classes*.dex)
            ;;
    esac
done
cargo bench -q -p dexfile --bench throughput -- "${dexes[@]}"
