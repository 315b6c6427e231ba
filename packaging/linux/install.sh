#!/usr/bin/env bash
# SPDX-License-Identifier: LicenseRef-Sheetwright
# Install Sheetwright for the current user, without root: the app into PREFIX/lib/sheetwright, a
# `sheetwright` command into PREFIX/bin, and the menu entry, icons, file types (.sheetwright.json
# characters, .sheetwright-campaign campaigns) and AppStream metadata into the data directory. Run it from the unpacked tarball; run it again
# to update (it first removes what the previous install put in place).
set -euo pipefail

APP_ID=org.sheetwright.Sheetwright
MIME_TYPES=(application/x-sheetwright+json application/x-sheetwright-campaign)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

usage() {
    cat <<EOF
Usage: $(basename "$0") [--prefix DIR]

Installs Sheetwright for you alone (no root needed).
  --prefix DIR   where to install (default: ~/.local). The app goes into DIR/lib/sheetwright and
                 the command into DIR/bin/sheetwright. The menu entry, icons and file types go
                 into \$XDG_DATA_HOME (default ~/.local/share) with the default prefix, else
                 into DIR/share.
Uninstall with: PREFIX/lib/sheetwright/uninstall.sh --prefix PREFIX
EOF
}

say() { printf 'sheetwright: %s\n' "$*"; }
die() {
    printf 'sheetwright: %s\n' "$*" >&2
    exit 1
}

prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
    --prefix) [ $# -ge 2 ] || die "--prefix needs a directory"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[ -x "$here/sheetwright/sheetwright" ] || die "no bundle at $here/sheetwright: run install.sh from the unpacked tarball."
[ -n "${HOME:-}" ] || die "HOME is not set."
user_data="${XDG_DATA_HOME:-$HOME/.local/share}"
if [ -z "$prefix" ]; then
    prefix="$HOME/.local"
    data="$user_data"
else
    mkdir -p "$prefix" || die "cannot create $prefix."
    prefix=$(cd "$prefix" && pwd)
    data="$prefix/share"
fi
app_dir="$prefix/lib/sheetwright"
bin_link="$prefix/bin/sheetwright"
manifest="$app_dir/install-manifest.txt"
new_manifest=$(mktemp "${TMPDIR:-/tmp}/sheetwright-manifest.XXXXXX")
trap 'rm -f "$new_manifest"' EXIT

record() { printf '%s %s\n' "$1" "$2" >>"$new_manifest"; }

# mkdir -p that records every directory it creates, so uninstall.sh removes exactly those.
make_dir() {
    local dir=$1 missing=() i
    while [ ! -d "$dir" ]; do
        missing+=("$dir")
        dir=$(dirname "$dir")
    done
    for ((i = ${#missing[@]} - 1; i >= 0; i--)); do
        mkdir "${missing[i]}"
        record dir "${missing[i]}"
    done
}

install_file() {
    make_dir "$(dirname "$2")"
    cp "$1" "$2"
    chmod 0644 "$2"
    record file "$2"
}

# A value for the desktop file's Exec key: quoted, with the characters the spec reserves escaped.
desktop_exec_arg() {
    local value=$1 out="" char i
    for ((i = 0; i < ${#value}; i++)); do
        char=${value:i:1}
        case "$char" in
        "\\") out+="\\\\\\\\" ;;
        '"' | '`' | '$') out+="\\\\$char" ;;
        %) out+=%% ;;
        *) out+=$char ;;
        esac
    done
    printf '"%s"' "$out"
}

if [ -e "$bin_link" ] && [ ! -L "$bin_link" ]; then
    die "$bin_link exists and is not a link to an installed Sheetwright (a pip install?); remove it first."
fi
if [ -f "$manifest" ]; then
    say "replacing the Sheetwright installed in $app_dir"
    bash "$here/uninstall.sh" --manifest "$manifest" --quiet
fi

make_dir "$prefix/lib"
staging="$prefix/lib/.sheetwright.installing"
rm -rf "$staging"
cp -a "$here/sheetwright" "$staging"
cp "$here/uninstall.sh" "$staging/uninstall.sh"
chmod 0755 "$staging/uninstall.sh"
rm -rf "$app_dir"
mv "$staging" "$app_dir"
record tree "$app_dir"

make_dir "$prefix/bin"
ln -sfn "$app_dir/sheetwright" "$bin_link"
record file "$bin_link"

desktop="$data/applications/$APP_ID.desktop"
make_dir "$data/applications"
exec_value="$(desktop_exec_arg "$app_dir/sheetwright") %f"
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
    Exec=*) printf 'Exec=%s\n' "$exec_value" ;;
    TryExec=*) printf 'TryExec=%s\n' "$app_dir/sheetwright" ;;
    *) printf '%s\n' "$line" ;;
    esac
done <"$here/share/applications/$APP_ID.desktop" >"$desktop"
chmod 0644 "$desktop"
record file "$desktop"

install_file "$here/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
install_file "$here/share/mime/packages/$APP_ID.xml" "$data/mime/packages/$APP_ID.xml"
while IFS= read -r icon; do
    install_file "$here/share/icons/$icon" "$data/icons/$icon"
done < <(cd "$here/share/icons" && find hicolor -type f | LC_ALL=C sort)

{
    echo "# Sheetwright install manifest: what install.sh created (uninstall.sh removes it)."
    echo "data $data"
    cat "$new_manifest"
} >"$manifest"

refresh() {
    if command -v "$1" >/dev/null 2>&1; then
        "$@" >/dev/null 2>&1 || say "note: '$*' failed; the desktop may need a re-login to notice."
    fi
}
refresh update-mime-database "$data/mime"
refresh update-desktop-database "$data/applications"
refresh gtk-update-icon-cache -f -t "$data/icons/hicolor"
if [ "$data" = "$user_data" ]; then
    refresh xdg-mime default "$APP_ID.desktop" "${MIME_TYPES[@]}"
fi

version=$(cat "$here/VERSION" 2>/dev/null || echo "")
say "installed Sheetwright${version:+ $version} into $app_dir"
say "command: $bin_link"
say "menu entry, icons and the .sheetwright.json and .sheetwright-campaign file types: $data"
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) say "note: $prefix/bin is not on your PATH; add it to run 'sheetwright' from a terminal." ;;
esac
say "uninstall with: $app_dir/uninstall.sh --prefix $prefix"
