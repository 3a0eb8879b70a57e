#!/usr/bin/env bash
# `make demo`: the device loop end to end on the simulated phone. Starts adaptrace-devsim and a
# private Debian adb server (never the default one on 5037), builds the bundled JGF Math app,
# lets `adaptrace profile` instrument it with `paths` and run it 5 times through the adb server
# (run, pull, decode, learn the next model, push it), then stops both. Output: target/demo.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

target_dir=${CARGO_TARGET_DIR:-target}
bin="$target_dir/release"
out="$target_dir/demo"
runs=${DEMO_RUNS:-5}
for tool in "$bin/adaptrace" "$bin/adaptrace-devsim"; do
    [[ -x $tool ]] || { echo "demo: $tool is missing: run 'make build' first" >&2; exit 1; }
done

rm -rf "$out"
mkdir -p "$out"

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

devsim_pid=""
adb_port=$(free_port)
cleanup() {
    local status=$?
    if [[ -n $devsim_pid ]]; then
        kill "$devsim_pid" 2>/dev/null || true
        wait "$devsim_pid" 2>/dev/null || true
    fi
    adb -P "$adb_port" kill-server >/dev/null 2>&1 || true
    echo "(stopped the simulated phone and the adb server on port $adb_port)"
    exit "$status"
}
trap cleanup EXIT

echo "== building the bundled benchmark app (jgf-benchmarks/apps/Math) with apktool"
cp -r jgf-benchmarks/apps/Math "$out/Math-project"
apktool b -q "$out/Math-project" -o "$out/Math.apk"

echo "== starting the simulated phone: adaptrace-devsim --root $out/phone"
"$bin/adaptrace-devsim" --port 0 --root "$out/phone" --quiet 2>"$out/devsim.log" &
devsim_pid=$!
for _ in $(seq 50); do
    grep -q "listening on" "$out/devsim.log" 2>/dev/null && break
    sleep 0.1
done
device=$(sed -n 's/.*listening on \(127\.0\.0\.1:[0-9]*\).*/\1/p' "$out/devsim.log")
[[ -n $device ]] || { echo "demo: the simulator did not start:" >&2; cat "$out/devsim.log" >&2; exit 1; }

echo "== a private adb server on port $adb_port, connected to the phone at $device"
adb -P "$adb_port" start-server
adb -P "$adb_port" connect "$device"
timeout 60 adb -P "$adb_port" -s "$device" wait-for-device
adb -P "$adb_port" devices -l

echo
echo "== adaptrace profile Math.apk --runs $runs (instrument with paths, install, then run, pull, decode, learn, push)"
"$bin/adaptrace" profile "$out/Math.apk" --runs "$runs" --scheme paths --out "$out/Math.profile" \
    --adb-server "127.0.0.1:$adb_port" --serial "$device"

meta="$out/Math.profile/app.adaptrace"
last=$(find "$meta/traces" -name '*.adtrace' | sort | tail -n 1)
echo
echo "== the last run's report ($meta/reports)"
cat "$(find "$meta/reports" -name "$(basename "$last").txt")"
echo
echo "== its first decoded blocks: adaptrace decode $last --meta $meta --emit blocks | head"
"$bin/adaptrace" decode "$last" --meta "$meta" --emit blocks | head -n 8
echo
echo "The traces, reports and model generations are in $meta; the simulated phone's files in $out/phone."
