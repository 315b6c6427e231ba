# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shipped DejaVu fonts, registered with reportlab once per process so any name prints."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

SANS = "DejaVuSans"
SANS_BOLD = "DejaVuSans-Bold"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"

_FILES = {
    SANS: "DejaVuSans.ttf",
    SANS_BOLD: "DejaVuSans-Bold.ttf",
    CONDENSED: "DejaVuSansCondensed.ttf",
    CONDENSED_BOLD: "DejaVuSansCondensed-Bold.ttf",
}
_LOCK = threading.Lock()
_registered = False


def resources_dir() -> Path:
    """The resources folder: `SHEETWRIGHT_RESOURCES` if set, else the one shipped beside the code."""
    override = os.environ.get("SHEETWRIGHT_RESOURCES")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / "resources"


def register_fonts() -> None:
    """Register the four DejaVu faces and their bold family mapping; later calls do nothing."""
    global _registered
    with _LOCK:
        if _registered:
            return
        folder = resources_dir() / "fonts"
        for name, filename in _FILES.items():
            path = folder / filename
            if not path.is_file():
                raise FileNotFoundError(f"sheet font {filename} is missing from {folder}")
            pdfmetrics.registerFont(TTFont(name, str(path)))
        pdfmetrics.registerFontFamily(SANS, normal=SANS, bold=SANS_BOLD)
        pdfmetrics.registerFontFamily(CONDENSED, normal=CONDENSED, bold=CONDENSED_BOLD)
        _registered = True
