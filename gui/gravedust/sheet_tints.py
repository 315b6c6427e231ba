# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust sheet's colours on screen, as on the printed sheet; mixed into the palette by `tint`."""

from __future__ import annotations

# The printed sheet's colour per combat stat (model/pdf/gravedust/layout.py), mixed into the palette.
STAT_TINTS = {
    "hp": "#e9b9b3",
    "mp": "#b5c8e8",
    "ma": "#f1c9a1",
    "ra": "#dbe3ae",
    "def": "#c4d8c2",
    "arm": "#c9ccd6",
    "move": "#e8dcae",
    "vis": "#d8c6e3",
    "focus": "#acd9d6",
    "recover": "#e5c0cd",
    "level": "#e6e0cf",
    "xp": "#d2e6c9",
    "gold": "#efdc9e",
    "sneak": "#d6d6d6",
}
# Gear slot boxes: enhancement black, spellstone aquamarine, strike orange (gravedust.txt, Gear Slots).
BOX_TINTS = {"enhancement": "#262626", "spellstone": "#7fd6c2", "strike": "#f0a050"}
LOCKED_TINT = "#9fb0c4"
UNAVAILABLE_TINT = "#b4b4b4"
