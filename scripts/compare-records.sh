#!/usr/bin/env bash
# Records what every test program and JGF app writes into its traces under every scheme, so a
# restructuring meant to change no behaviour can be checked: record before, record after, diff.
#
# Usage:
#   scripts/compare-records.sh [--adaptrace BIN] [-j N] [--like DIR0] --out DIR [NAME...]
#   scripts/compare-records.sh --diff DIR_A DIR_B
#
# The first form runs each program of tests/programs/ and each app of jgf-benchmarks/apps/ (at
# size `small`) instrumented with each variant of VARIANTS below, with BIN (default
# target/release/adaptrace), N at a time (default 2); NAME... limits it to those programs or
# apps, --like DIR0 to those DIR0 holds records of (so that apps added since are left out). It
# writes DIR/programs/NAME/VARIANT.txt and DIR/jgf/NAME/VARIANT.txt: the instrumenter's exit
# code, sha256 of metadata.json and of the instrumented code (as baksmali prints it), the run's
# exit code, sha256 of its stdout and stderr, and scripts/trace-records.py over its trace.
# DIR/run-info says which binary made them and lists anything odd; --diff skips it.
# The second form prints a unified diff of every file that differs (or exists on one side only)
# and exits 1 if any does.
#
# Example, around a change:
#   scripts/compare-records.sh --adaptrace /work/base-target/release/adaptrace --out /tmp/before
#   cargo build --release -p adaptrace && scripts/compare-records.sh --like /tmp/before --out /tmp/after
#   scripts/compare-records.sh --diff /tmp/before /tmp/after
set -euo pipefail
CALLER=$PWD # paths given on the command line are relative to it, not to the repository
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/common.sh
source scripts/common.sh
ROOT=$PWD
PYTHON=/usr/bin/python3
RECORDS=$ROOT/scripts/trace-records.py

# name|instrument options; the name is the output file's. The schemes both sides of a comparison know
# (the registry of the base commit), so that old and new builds run the same variants.
VARIANTS=(
    "blocks|--scheme blocks"
    "paths|--scheme paths"
    "paths-adaptracer|--scheme paths --coder adaptracer"
    "pap|--scheme pap"
    "bl|--scheme bl"
    "blocks+paths|--scheme blocks,paths"
    "blocks+pap|--scheme blocks,pap"
    "blocks+bl|--scheme blocks,bl"
)

# A hung program must not hang the whole comparison; exit code 124 is then recorded.
RUN_TIMEOUT=600

usage() {
    sed -n '/^# Usage:/,/^#$/p' "$0" | sed 's/^# \{0,3\}//' >&2
    exit 2
}

# ---------------------------------------------------------------------------------------------
# --diff

diff_dirs() {
    local a=$1 b=$2 rel status=0 differing=0
    [[ -d $a && -d $b ]] || die "--diff needs two directories written by --out"
    local -a files
    mapfile -t files < <(cd "$a" && find . -type f ! -name run-info | sort
        cd "$b" && find . -type f ! -name run-info | sort)
    mapfile -t files < <(printf '%s\n' "${files[@]}" | sort -u)
    for rel in "${files[@]}"; do
        rel=${rel#./}
        if ! diff -u --label "$a/$rel" --label "$b/$rel" \
            <(cat "$a/$rel" 2>/dev/null || echo "(missing)") \
            <(cat "$b/$rel" 2>/dev/null || echo "(missing)"); then
            differing=$((differing + 1))
            status=1
        fi
    done
    if ((status)); then
        printf '%d of %d files differ\n' "$differing" "${#files[@]}" >&2
    else
        printf 'all %d files are the same\n' "${#files[@]}" >&2
    fi
    return "$status"
}

# ---------------------------------------------------------------------------------------------
# --out

sha() { sha256sum "$1" | cut -d' ' -f1; }

# sha256 of a file with the work directory's path replaced, since that changes every run.
sha_clean() { sed "s|$WORK|WORK|g" "$1" | sha256sum | cut -d' ' -f1; }

# code_lines OUT DIR: one "code DEX SHA256" line per dex file of the instrumented OUT, the hash
# over its baksmali output (unpacked into DIR). Not the dex bytes: `smali a`, run with several
# threads as adaptrace runs it, orders some pools differently from run to run.
code_lines() {
    local out=$1 dir=$2 entry path
    local -a entries=(classes.dex)
    if [[ $out == *.apk ]]; then
        mapfile -t entries < <(unzip -Z1 "$out" | grep -E '^classes[0-9]*\.dex$' | LC_ALL=C sort)
    fi
    for entry in "${entries[@]}"; do
        path=$out
        [[ $out == *.dex ]] || path=$out/$entry # baksmali reads APK/ENTRY
        baksmali d -j 1 -o "$dir/$entry" "$path"
        printf 'code\t%s\t%s\n' "$entry" "$(cd "$dir/$entry" && find . -type f -print0 |
            LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)"
    done
}

# note KIND/NAME MESSAGE: a problem worth a look, listed again at the end.
note() {
    printf '  %s: %s\n' "$1" "$2" >&2
    (flock 9; printf '%s: %s\n' "$1" "$2" >>"$WORK/notes") 9>>"$WORK/notes.lock"
}

# run_variant KIND NAME INPUT EXT MAIN SPEC ARG...: instruments INPUT with one variant, runs
# MAIN with ARGs and writes the variant's record file.
run_variant() {
    local kind=$1 name=$2 input=$3 ext=$4 main=$5 spec=$6
    shift 6
    local vname=${spec%%|*} opts=${spec#*|}
    local w=$WORK/$kind/$name/$vname src=$ROOT/tests/programs/$name
    local rec=$OUT/$kind/$name/$vname.txt code started=$SECONDS
    mkdir -p "$w"
    local -a opt_words
    read -ra opt_words <<<"$opts"
    {
        printf 'variant\t%s\n' "$opts"
        code=0
        "$ADAPTRACE" --quiet instrument "$input" "${opt_words[@]}" -o "$w/out.$ext" \
            --meta "$w/meta" >"$w/instrument.out" 2>&1 || code=$?
        printf 'instrument\texit %d\n' "$code"
        if ((code != 0)); then
            sed "s|$WORK|WORK|g" "$w/instrument.out"
            note "$kind/$name $vname" "instrument exited with $code"
        else
            printf 'metadata.json\t%s\n' "$(sha "$w/meta/metadata.json")"
            code_lines "$w/out.$ext" "$w/code"
            code=0
            # stdin from /dev/null: nothing may wait for a terminal.
            timeout "$RUN_TIMEOUT" "$ADAPTRACE" --quiet host-run "$w/out.$ext" --main "$main" \
                --trace-dir "$w/traces" -- "$@" </dev/null >"$w/stdout" 2>"$w/stderr" || code=$?
            printf 'run\texit %d\n' "$code"
            printf 'stdout\t%s\n' "$(sha "$w/stdout")"
            printf 'stderr\t%s\n' "$(sha_clean "$w/stderr")"
            # The programs' expected output says whether the base side itself behaved.
            if [[ $kind == programs ]]; then
                local want=0
                if [[ -f $src/expected-exit ]]; then
                    want=$(tr -d '[:space:]' <"$src/expected-exit")
                fi
                ((code == want)) || note "$kind/$name $vname" "exit $code, expected $want"
                cmp -s "$w/stdout" "$src/expected-stdout.txt" ||
                    note "$kind/$name $vname" "stdout differs from expected-stdout.txt"
            elif ((code != 0)); then
                note "$kind/$name $vname" "exit $code: $(head -c 300 "$w/stderr")"
            fi
            local -a traces=()
            if [[ -d $w/traces ]]; then
                mapfile -t traces < <(find "$w/traces" -name '*.adtrace' | sort)
            fi
            if ((${#traces[@]} == 0)); then
                printf 'no trace\n'
                note "$kind/$name $vname" "no trace file"
            else
                "$PYTHON" "$RECORDS" "${traces[@]}"
            fi
        fi
    } >"$rec.tmp"
    mv "$rec.tmp" "$rec"
    # The instrumented build and its traces are no longer needed; keep /tmp small.
    rm -rf "$w"
    printf '  %s/%s %s: %s (%ds)\n' "$kind" "$name" "$vname" \
        "$(grep -E '^(instrument|run)\s' "$rec" | tail -n1 | tr '\t' ' ')" \
        $((SECONDS - started)) >&2
}

# job KIND NAME: builds one program or app, then runs every variant on it.
job() {
    local kind=$1 name=$2 w=$WORK/$1/$2 input ext main
    local -a args=()
    mkdir -p "$w" "$OUT/$kind/$name"
    if [[ $kind == programs ]]; then
        local src=$ROOT/tests/programs/$name
        input=$w/$name.dex ext=dex main=$name.Main
        # At the program's API level: its `api` file, else 21.
        smali a --api "$(cat "$src/api" 2>/dev/null || echo 21)" -o "$input" "$src"/*.smali
        # One argument per line (a line may hold spaces).
        if [[ -f $src/args ]]; then
            mapfile -t args <"$src/args"
        fi
    else
        # As the harness builds it (jgf-benchmarks/src/package.rs): apktool writes build/ into
        # the project it builds, so it builds a copy of manifest, apktool.yml and smali/.
        local app=$ROOT/jgf-benchmarks/apps/$name
        mkdir -p "$w/project"
        cp "$app/AndroidManifest.xml" "$app/apktool.yml" "$w/project/"
        cp -r "$app/smali" "$w/project/smali"
        input=$w/$name.apk ext=apk
        main=org.adaptrace.jgf.${name,,}.${name}Bench
        args=(small)
        apktool b -q "$w/project" -o "$input" >"$w/apktool.out" 2>&1 ||
            die "apktool b failed for $name: $(head -c 500 "$w/apktool.out")"
    fi
    local spec
    for spec in "${VARIANTS[@]}"; do
        run_variant "$kind" "$name" "$input" "$ext" "$main" "$spec" "${args[@]}"
    done
    rm -rf "$w"
}

record_all() {
    [[ -x $ADAPTRACE ]] || die "$ADAPTRACE is not an executable: build it (cargo build --release -p adaptrace) or pass --adaptrace BIN"
    ADAPTRACE=$(realpath "$ADAPTRACE")
    local tool
    for tool in smali baksmali apktool unzip java timeout flock "$PYTHON"; do
        command -v "$tool" >/dev/null || die "$tool is not installed: run make deps"
    done
    [[ $JOBS =~ ^[1-9][0-9]*$ ]] || die "-j takes a positive integer, not '$JOBS'"

    local -a units=()
    local dir name
    for dir in tests/programs/*/; do
        name=$(basename "$dir")
        selected programs "$name" && units+=("programs $name")
    done
    for dir in jgf-benchmarks/apps/*/; do
        name=$(basename "$dir")
        selected jgf "$name" && units+=("jgf $name")
    done
    ((${#units[@]} > 0)) || die "no program or app matches: ${ONLY[*]} ${LIKE:+(--like $LIKE)}"

    mkdir -p "$OUT"
    OUT=$(realpath "$OUT")
    [[ -z $(ls -A "$OUT") ]] || die "$OUT is not empty; records are only ever written into an empty directory"

    WORK=$(mktemp -d "${TMPDIR:-/tmp}/compare-records.XXXXXX")
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    # A private jar cache: with the shared one, the second side of a comparison would find the
    # jars the first side made from the same dex and never run its own dex-to-jar code. A
    # private config directory keeps the debug keystore (made on first use) out of $HOME.
    export ADAPTRACE_CACHE=$WORK/cache XDG_CONFIG_HOME=$WORK/config
    : >"$WORK/notes"

    {
        printf 'adaptrace\t%s\n' "$ADAPTRACE"
        printf 'adaptrace sha256\t%s\n' "$(sha "$ADAPTRACE")"
        printf 'started\t%s\n' "$(date -Is)"
        # Where the programs and apps were taken from.
        printf 'inputs\t%s at %s%s\n' "$ROOT" "$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo '?')" \
            "$([[ -n $(git -C "$ROOT" status --porcelain 2>/dev/null) ]] && echo ' with uncommitted changes')"
    } >"$OUT/run-info"

    local total=${#units[@]} done=0 running=0 unit start=$SECONDS failed=0
    printf '%d programs/apps x %d variants, %d at a time, into %s\n' \
        "$total" "${#VARIANTS[@]}" "$JOBS" "$OUT" >&2
    for unit in "${units[@]}"; do
        if ((running >= JOBS)); then
            wait -n || failed=$((failed + 1))
            running=$((running - 1)) done=$((done + 1))
            printf '[%d/%d done, %ds]\n' "$done" "$total" $((SECONDS - start)) >&2
        fi
        # shellcheck disable=SC2086 # unit is "KIND NAME"
        job $unit &
        running=$((running + 1))
    done
    while ((running > 0)); do
        wait -n || failed=$((failed + 1))
        running=$((running - 1)) done=$((done + 1))
        printf '[%d/%d done, %ds]\n' "$done" "$total" $((SECONDS - start)) >&2
    done
    printf 'finished\t%s (%ds)\n' "$(date -Is)" $((SECONDS - start)) >>"$OUT/run-info"
    printf 'records in %s (%ds)\n' "$OUT" $((SECONDS - start)) >&2
    if [[ -s $WORK/notes ]]; then
        printf 'notes (also in %s/run-info):\n' "$OUT" >&2
        sed 's/^/  /' "$WORK/notes" >&2
        { printf 'notes:\n'; sed 's/^/  /' "$WORK/notes"; } >>"$OUT/run-info"
    fi
    ((failed == 0)) || die "$failed program(s)/app(s) could not be built; see above"
}

# Stops the jobs still running (after an error or Ctrl-C) and removes the work directory.
cleanup() {
    set +e # errexit would end the trap at its first failing command
    local pids
    pids=$(jobs -p)
    # shellcheck disable=SC2086 # one pid per word
    [[ -n $pids ]] && kill $pids 2>/dev/null
    wait
    rm -rf "$WORK"
}

# selected KIND NAME: whether NAME... and --like let the program or app in.
selected() {
    local n
    if [[ -n $LIKE && ! -d $LIKE/$1/$2 ]]; then
        return 1
    fi
    ((${#ONLY[@]} == 0)) && return 0
    for n in "${ONLY[@]}"; do
        [[ ${n,,} == "${2,,}" ]] && return 0
    done
    return 1
}

# abs PATH: PATH as the caller meant it.
abs() { if [[ $1 == /* ]]; then printf '%s\n' "$1"; else printf '%s\n' "$CALLER/$1"; fi; }

main() {
    ADAPTRACE=${CARGO_TARGET_DIR:-target}/release/adaptrace
    OUT= JOBS=2 LIKE=
    ONLY=()
    while (($#)); do
        case $1 in
            --diff)
                (($# == 3)) || usage
                diff_dirs "$(abs "$2")" "$(abs "$3")"
                return
                ;;
            --adaptrace) (($# >= 2)) || usage; ADAPTRACE=$(abs "$2"); shift 2 ;;
            --out) (($# >= 2)) || usage; OUT=$(abs "$2"); shift 2 ;;
            --like) (($# >= 2)) || usage; LIKE=$(abs "$2"); shift 2 ;;
            -j) (($# >= 2)) || usage; JOBS=$2; shift 2 ;;
            -j*) JOBS=${1#-j}; shift ;;
            -h | --help) usage ;;
            -*) usage ;;
            *) ONLY+=("$1"); shift ;;
        esac
    done
    [[ -n $OUT ]] || usage
    [[ -z $LIKE || -d $LIKE ]] || die "--like $LIKE: no such directory"
    record_all
}

# On one line, so bash has read all of it before it runs: editing this file during a run (bash
# reads a script as it goes) cannot change what the run does.
main "$@"; exit
