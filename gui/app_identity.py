# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Who the application is to the desktop: one id for the .desktop file, the window class,
AppStream and the file type (no Qt here; packaging and the command line read it too)."""

from __future__ import annotations

APP_ID = "org.sheetwright.Sheetwright"
"""Reverse-DNS id: the .desktop file name (without `.desktop`), Qt's desktop file name, the X11
window class instance (StartupWMClass) and the AppStream component id."""
APP_NAME = "Sheetwright"
EXECUTABLE = "sheetwright"
MIME_TYPE = "application/x-sheetwright+json"
"""The type of `.sheetwright.json` character files (a subclass of application/json)."""
FILE_SUFFIX = ".sheetwright.json"
CAMPAIGN_MIME_TYPE = "application/x-sheetwright-campaign"
"""The type of `.sheetwright-campaign` files: a campaign with its house rules, packs and
characters (a subclass of application/json)."""
CAMPAIGN_FILE_SUFFIX = ".sheetwright-campaign"
