#!/usr/bin/env bash
# SPDX-License-Identifier: LicenseRef-Sheetwright
# Lay out the Linux tarball's folder: assemble.sh BUNDLE STAGE VERSION copies the PyInstaller
# folder BUNDLE to STAGE/sheetwright and adds install.sh, uninstall.sh, VERSION and share/ (the
# .desktop file, AppStream metainfo, MIME type and hicolor icons). build.sh and the tests use it.
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: assemble.sh BUNDLE STAGE VERSION" >&2; exit 2; }
bundle=$1 stage=$2 version=$3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
icons="$here/../icons/hicolor"
app_id=org.sheetwright.Sheetwright
[ -x "$bundle/sheetwright" ] || { echo "assemble.sh: no executable $bundle/sheetwright" >&2; exit 1; }
rm -rf "$stage"
mkdir -p "$stage/share/applications" "$stage/share/metainfo" "$stage/share/mime/packages" \
    "$stage/share/icons"
cp -a "$bundle" "$stage/sheetwright"
install -m 0755 "$here/install.sh" "$here/uninstall.sh" "$stage/"
install -m 0644 "$here/$app_id.desktop" "$stage/share/applications/"
install -m 0644 "$here/$app_id.metainfo.xml" "$stage/share/metainfo/"
install -m 0644 "$here/$app_id.xml" "$stage/share/mime/packages/"
cp -R "$icons" "$stage/share/icons/"
echo "$version" >"$stage/VERSION"
