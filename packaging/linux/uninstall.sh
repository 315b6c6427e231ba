#!/usr/bin/env bash
# SPDX-License-Identifier: LicenseRef-Sheetwright
# Remove a per-user Sheetwright install: exactly the files and directories install.sh recorded in
# PREFIX/lib/sheetwright/install-manifest.txt. Your characters (the library in your data
# directory) are not touched.
set -euo pipefail

say() { [ -n "$quiet" ] || printf 'sheetwright: %s\n' "$*"; }
die() {
    printf 'sheetwright: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<EOF
Usage: $(basename "$0") [--prefix DIR]

Removes the Sheetwright that install.sh put into DIR (default: ~/.local). Your characters are kept.
EOF
}

prefix="" manifest="" quiet=""
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) [ $# -ge 2 ] || die "--prefix needs a directory"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --manifest) [ $# -ge 2 ] || die "--manifest needs a file"; manifest=$2; shift 2 ;;
    --quiet) quiet=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
    esac
done
if [ -z "$manifest" ]; then
    [ -n "$prefix" ] || prefix="${HOME:?HOME is not set}/.local"
    manifest="$prefix/lib/sheetwright/install-manifest.txt"
fi
[ -f "$manifest" ] || die "no Sheetwright install found ($manifest is missing)."

data="" files=() dirs=() trees=()
while IFS=' ' read -r kind path; do
    case "$kind" in
    data) data=$path ;;
    file) files+=("$path") ;;
    dir) dirs+=("$path") ;;
    tree) trees+=("$path") ;;
    "#"* | "") ;;
    *) die "$manifest: unknown line '$kind $path'." ;;
    esac
done <"$manifest"

for path in "${files[@]}"; do
    if [ -f "$path" ] || [ -L "$path" ]; then rm -f "$path"; fi
done
for path in "${trees[@]}"; do
    # Only ever a directory install.sh filled: it holds the manifest we are reading.
    case "$path" in
    */lib/sheetwright) [ -f "$path/install-manifest.txt" ] && rm -rf "$path" ;;
    *) die "$manifest: refusing to remove '$path'." ;;
    esac
done
created() {
    local dir
    for dir in "${dirs[@]}"; do [ "$dir" = "$1" ] && return 0; done
    return 1
}
refresh() {
    if command -v "$1" >/dev/null 2>&1 && [ -d "${*: -1}" ]; then "$@" >/dev/null 2>&1 || true; fi
}
if [ -n "$data" ]; then
    refresh update-mime-database "$data/mime"
    refresh update-desktop-database "$data/applications"
    refresh gtk-update-icon-cache -f -t "$data/icons/hicolor"
    # The tools' caches in directories install.sh created go too, once nothing else is there.
    if created "$data/mime" && [ -z "$(ls -A "$data/mime/packages" 2>/dev/null)" ]; then
        rm -rf "$data/mime"
    fi
    for cache in "$data/icons/hicolor/icon-theme.cache" "$data/applications/mimeinfo.cache"; do
        folder=$(dirname "$cache")
        if created "$folder" && [ -z "$(find "$folder" -type f ! -path "$cache" 2>/dev/null)" ]; then
            rm -f "$cache"
        fi
    done
fi
# Directories install.sh created, deepest last in the manifest: remove those left empty.
for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
    rmdir "${dirs[i]}" 2>/dev/null || true
done
say "Sheetwright removed (${#files[@]} files and the app folder); your characters are kept."
