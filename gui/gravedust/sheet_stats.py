# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The colour-coded combat stats block, two rows of tiles as on the printed sheet."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from gui.gravedust.sheet_tints import STAT_TINTS
from gui.widgets.sheet_style import boxed, fill, scaled_font, tint, value_tooltip
from rules.engine.build import Build
from rules.engine.sheet_value import SheetValue

# (key, short label, caption) per tile, in sheet order; `sneak` shows both sneak values.
TILES = (
    ("hp", "HP", "Hit Points"),
    ("mp", "MP", "Magic Points"),
    ("ma", "MA", "Melee Attack"),
    ("ra", "RA", "Ranged Attack"),
    ("def", "DEF", "Defense"),
    ("arm", "ARM", "Armor"),
    ("move", "MOVE", "Movement"),
    ("vis", "VIS", "Visibility"),
    ("focus", "FOCUS", "Focus"),
    ("recover", "RECOVER", "Recover"),
    ("level", "LV", "Level"),
    ("xp", "XP", "Experience"),
    ("gold", "Gold", "Gold"),
    ("sneak", "Sneak", "Sneaking: halved"),
)
PER_ROW = 7


class StatTile(QFrame):
    """One tinted tile: short label, the value large, the caption small."""

    def __init__(self, key: str, short: str, caption: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        boxed(self)
        self.key = key
        fill(self, tint(self.palette(), STAT_TINTS[key]))
        self.short = QLabel(short)
        self.short.setFont(scaled_font(self.short, 0.95, bold=True))
        self.value = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.value.setFont(scaled_font(self.value, 1.7, bold=True))
        self.value.setAccessibleName(caption)
        self.caption = QLabel(caption, alignment=Qt.AlignmentFlag.AlignRight)
        self.caption.setFont(scaled_font(self.caption, 0.8))
        self.caption.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        column = QVBoxLayout(self)
        column.setSpacing(0)
        column.setContentsMargins(6, 4, 6, 4)
        for label in (self.short, self.value, self.caption):
            column.addWidget(label)

    def show_value(self, text: str, tooltip: str) -> None:
        """Set the value text and the breakdown tooltip (on the whole tile)."""
        self.value.setText(text)
        self.setToolTip(tooltip)


class StatsBlock(QWidget):
    """HP MP MA RA DEF ARM MOVE / VIS FOCUS RECOVER LV XP Gold Sneak."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tiles: dict[str, StatTile] = {}
        for index, (key, short, caption) in enumerate(TILES):
            tile = StatTile(key, short, caption)
            self.tiles[key] = tile
            grid.addWidget(tile, index // PER_ROW, index % PER_ROW)
        for column in range(PER_ROW):
            grid.setColumnStretch(column, 1)
        self.dual_wield = QLabel(wordWrap=True)
        self.dual_wield.setAccessibleName("Dual wielding")
        self.dual_wield.hide()
        grid.addWidget(self.dual_wield, len(TILES) // PER_ROW + 1, 0, 1, PER_ROW)

    def show_build(self, build: Build[Any]) -> None:
        """Fill every tile from the build's sheet values."""
        values = build.sheet.values
        for key, tile in self.tiles.items():
            if key in ("xp", "sneak"):
                continue
            value = values.get(key)
            tile.show_value(str(value.value) if value else "–", value_tooltip(value))
        xp, needed = values.get("xp"), values.get("xp-needed")
        self.tiles["xp"].show_value(
            f"{xp.value if xp else 0} / {needed.value if needed else '–'}",
            "<br><br>".join(value_tooltip(v) for v in (xp, needed) if v),
        )
        vis, move = values.get("sneak-vis"), values.get("sneak-move")
        self.tiles["sneak"].show_value(
            f"{vis.value if vis else '–'} / {move.value if move else '–'}",
            "<br><br>".join(value_tooltip(v) for v in (vis, move) if v),
        )
        self.tiles["sneak"].short.setText("Sneak VIS / MOVE")
        self._show_dual_wield(values.get("melee-rolls"))

    def _show_dual_wield(self, rolls: SheetValue | None) -> None:
        """The dual wielding sentence under the tiles, only while two melee weapons are wielded."""
        note = rolls.note if rolls else ""
        self.dual_wield.setText(note)
        self.dual_wield.setToolTip(value_tooltip(rolls) if note and rolls else "")
        self.dual_wield.setVisible(bool(note))
