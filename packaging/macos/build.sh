#!/usr/bin/env bash
# SPDX-License-Identifier: LicenseRef-Sheetwright
# Build Sheetwright for macOS (UNTESTED here; see packaging/README.md): dist/Sheetwright.app from the
# shared spec (Info.plist with the .sheetwright.json document type), its self-test, then
# dist/sheetwright-<version>-macos-<arch>.dmg with hdiutil. Set SHEETWRIGHT_CODESIGN_IDENTITY to
# sign with a Developer ID (else the app keeps PyInstaller's ad-hoc signature). --clean rebuilds.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
clean=""
[ "${1:-}" = "--clean" ] && clean=--clean
start=$(date +%s)
cd "$root"

# scripts/ensure-venv.sh needs GNU sha256sum, so the venv is made here (python.org 3.12+).
venv="${SHEETWRIGHT_VENV:-$root/.venv}"
if [ ! -x "$venv/bin/python" ]; then
    base=$(command -v python3.13 || command -v python3.12 || true)
    [ -n "$base" ] || { echo "build.sh: install Python 3.12 or newer (python.org)." >&2; exit 1; }
    "$base" -m venv "$venv"
fi
SW_PY="$venv/bin/python"
"$SW_PY" -m pip install --disable-pip-version-check -q -e "${root}[postgresql,bundle]"
version=$("$SW_PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
app_name=$("$SW_PY" -c 'from gui.app_identity import APP_NAME; print(APP_NAME)')
arch=$(uname -m)

echo "== PyInstaller: $app_name $version for macOS $arch"
"$SW_PY" -m PyInstaller --noconfirm ${clean:+"$clean"} --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/sheetwright.spec
app="$root/dist/$app_name.app"

echo "== self-test of the app bundle"
QT_QPA_PLATFORM=offscreen "$app/Contents/MacOS/sheetwright" --self-test

if [ -n "${SHEETWRIGHT_CODESIGN_IDENTITY:-}" ]; then
    echo "== signing with $SHEETWRIGHT_CODESIGN_IDENTITY"
    codesign --force --deep --options runtime --timestamp \
        --sign "$SHEETWRIGHT_CODESIGN_IDENTITY" "$app"
fi

echo "== disk image"
stage=$(mktemp -d "${TMPDIR:-/tmp}/sheetwright-dmg.XXXXXX")
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
dmg="$root/dist/sheetwright-$version-macos-$arch.dmg"
rm -f "$dmg"
hdiutil create -quiet -volname "$app_name $version" -srcfolder "$stage" -fs HFS+ -format UDZO "$dmg"

echo "== app: $app, $(($(du -sk "$app" | cut -f1) / 1024)) MiB"
echo "== disk image: $dmg, $(($(wc -c <"$dmg") / 1048576)) MiB"
echo "== build time: $(($(date +%s) - start))s"
