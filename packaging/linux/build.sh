#!/usr/bin/env bash
# SPDX-License-Identifier: LicenseRef-Sheetwright
# Build the Linux bundle: PyInstaller one-folder app in dist/sheetwright/, then
# dist/sheetwright-<version>-linux-<arch>.tar.gz with install.sh, uninstall.sh, the .desktop file,
# AppStream metainfo, MIME type and hicolor icons. Prints the bundle size and the build time.
#   --clean      rebuild from scratch (PyInstaller's cache and build/pyinstaller removed)
#   --keep-all   skip the Qt exclusions (to measure what they save); no tarball
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here="$root/packaging/linux"
clean="" keep_all=""
for arg in "$@"; do
    case "$arg" in
    --clean) clean=--clean ;;
    --keep-all) keep_all=1 ;;
    -h | --help) sed -n '3,7p' "${BASH_SOURCE[0]}" | cut -c3-; exit 0 ;;
    *) echo "build.sh: unknown argument: $arg" >&2; exit 2 ;;
    esac
done
start=$(date +%s)
cd "$root"

# shellcheck source-path=SCRIPTDIR/../.. source=scripts/ensure-venv.sh
source "$root/scripts/ensure-venv.sh"
sw_ensure_venv postgresql || exit 1
if ! "$SW_PY" -c "import PyInstaller" 2>/dev/null; then
    echo "== installing PyInstaller (the 'bundle' extra) into $sw_venv"
    "$SW_PY" -m pip install --disable-pip-version-check -q -e "${root}[postgresql,bundle]"
fi
version=$("$SW_PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(uname -m)
dist="$root/dist"
work="$root/build/pyinstaller"

echo "== PyInstaller: Sheetwright $version for linux-$arch"
if [ -n "$keep_all" ]; then
    dist="$root/build/keep-all"
    work="$root/build/pyinstaller-keep-all"
    export SHEETWRIGHT_BUNDLE_KEEP_ALL=1
fi
"$SW_PY" -m PyInstaller --noconfirm ${clean:+"$clean"} --log-level WARN \
    --distpath "$dist" --workpath "$work" packaging/sheetwright.spec
bundle="$dist/sheetwright"
size=$(du -sb "$bundle" | cut -f1)
if [ -n "$keep_all" ]; then
    echo "== bundle without exclusions: $bundle, $((size / 1048576)) MiB ($size bytes)"
    exit 0
fi

name="sheetwright-$version-linux-$arch"
stage="$root/build/$name"
echo "== assembling $name.tar.gz"
bash "$here/assemble.sh" "$bundle" "$stage" "$version"
tarball="$dist/$name.tar.gz"
tar -C "$root/build" -cf - "$name" | gzip -6 >"$tarball"
rm -rf "$stage"

elapsed=$(($(date +%s) - start))
tar_size=$(stat -c %s "$tarball")
echo "== bundle: $bundle, $((size / 1048576)) MiB ($size bytes)"
echo "== tarball: $tarball, $((tar_size / 1048576)) MiB ($tar_size bytes)"
echo "== build time: ${elapsed}s"
