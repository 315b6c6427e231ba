# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every sheet value as a tile (label, value, breakdown and rulebook on hover), grouped by subject."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtWidgets import QGridLayout, QGroupBox, QWidget

from gui.widgets.value_tile import ValueTile
from rules.engine.sheet_value import SheetValue

Match = Callable[[str], bool]


def _words(*parts: str) -> Match:
    return lambda key: any(part in key for part in parts)


# (title, tint, which keys), in display order.
GROUPS: tuple[tuple[str, str, Match], ...] = (
    ("Points", "#e6d8b0", _words("strength", "speed", "skill-points", "flair-cost", "weight")),
    ("Defense", "#c4d8c2", _words("evasion", "reduction")),
    ("Restore", "#e5c0cd", _words("restore")),
    ("Combat", "#f1c9a1", _words("redouble", "grapple", "turn", "initiative", "hit", "damage")),
    ("Weapons", "#dbe3ae", _words("weapon", "armor")),
    ("Spells", "#b5c8e8", _words("spell")),
    ("Crew and mech", "#d8c6e3", _words("crew", "mech")),
)
# The order keys are matched in (most specific first); a key no group claims goes to "More values".
MATCH_ORDER = (
    "Restore", "Defense", "Weapons", "Crew and mech", "Spells", "Points", "Combat",
)  # fmt: skip
OTHER = ("More values", "#d6d6d6")
HIDDEN_PREFIXES = ("special:",)
"""Specials show with their effect in the specials section."""
PER_ROW = 4


PREFIXES = {
    "spell:": "Spells",
    "weapon:": "Weapons",
    "crew-": "Crew and mech",
    "mech-": "Crew and mech",
}
"""Keys whose prefix names their group outright (a spell called "Elemental Weapon" is a spell)."""


def _group_of(key: str) -> tuple[str, str]:
    by_title = {title: (title, colour, match) for title, colour, match in GROUPS}
    for prefix, title in PREFIXES.items():
        if key.startswith(prefix):
            return title, by_title[title][1]
    for title in MATCH_ORDER:
        _t, colour, match = by_title[title]
        if match(key):
            return title, colour
    return OTHER


def group_values(values: Mapping[str, SheetValue]) -> list[tuple[str, str, list[SheetValue]]]:
    """The values in display groups (title, tint, values), empty groups left out, order kept."""
    groups: dict[str, tuple[str, list[SheetValue]]] = {}
    for key, value in values.items():
        if key.startswith(HIDDEN_PREFIXES):
            continue
        title, colour = _group_of(key)
        groups.setdefault(title, (colour, []))[1].append(value)
    order = [t for t, _c, _m in GROUPS] + [OTHER[0]]
    return [(t, groups[t][0], groups[t][1]) for t in order if t in groups]


class ValueGroups(QWidget):
    """One titled box of tiles per group; rebuilt from the sheet's values on every refresh."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.tiles: dict[str, ValueTile] = {}

    def show_values(self, values: Mapping[str, SheetValue]) -> None:
        """Show every value (except specials) grouped; new keys appear without code changes."""
        while self._grid.count():
            widget = self._grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.tiles = {}
        for index, (title, colour, group) in enumerate(group_values(values)):
            self._grid.addWidget(self._box(title, colour, group), index // 2, index % 2)
        self._grid.setColumnStretch(0, 1)
        self._grid.setColumnStretch(1, 1)

    def _box(self, title: str, colour: str, group: list[SheetValue]) -> QGroupBox:
        box = QGroupBox(title, self)
        grid = QGridLayout(box)
        for index, value in enumerate(group):
            tile = ValueTile(value, colour, box)
            self.tiles[value.key] = tile
            grid.addWidget(tile, index // PER_ROW, index % PER_ROW)
        for column in range(min(PER_ROW, len(group))):
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(
            grid.rowCount(), 1
        )  # tiles keep their height; the box's spare room stays below
        return box

    def text_of(self, key: str) -> str:
        """The shown value of a key (for tests)."""
        return self.tiles[key].value.text()
