# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The on-screen Lyrian sheet: who, stats, derived values, pools, progress, lists and notes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gui.character.sheet_page import SheetPage, clear_layout
from gui.lyrian.sheet_boxes import (
    breakthroughs_box,
    classes_box,
    equipment_box,
    injuries_box,
    skills_box,
)
from gui.lyrian.sheet_property import property_boxes
from gui.widgets.portrait_pixmap import show_portrait
from gui.widgets.sheet_style import caption, scaled_font
from gui.widgets.value_tile import ValueTile
from rules.engine.build import Build
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue

GROUPS = (
    ("Main stats", "#f1c9a1", ("power", "focus", "agility", "toughness")),
    ("Sub stats", "#e6d8b0", ("fitness", "cunning", "reason", "awareness", "presence")),
    ("Combat", "#c4d8c2", (
        "hp", "mana", "ap", "rp", "guard", "block-guard", "initiative", "evasion",
        "dodge-evasion", "accuracy", "precise-accuracy", "potency", "save-bonus", "speed",
        "temporary-hp", "temporary-mana", "mortal-wound-at",
    )),
    ("Pools", "#b5c8e8", ("exp", "ip", "ep", "clim", "skill-points", "breakthrough-exp")),
    ("Progress", "#d8c6e3", ("power-level", "spirit-core", "astra-resistance", "burden")),
)  # fmt: skip
PER_ROW = 5


def identity_text(identity: Mapping[str, Any]) -> str:
    """`Human (Riverfolk) — arc 1, interlude`."""
    race = identity.get("race") or "No race yet"
    if identity.get("subrace"):
        race += f" ({identity['subrace']})"
    if identity.get("size"):
        race += f", size {identity['size']}"
    phase = str(identity.get("phase") or "").replace("-", " ")
    arc = identity.get("arc") or 0
    where = f"arc {arc}, {phase}" if arc else phase
    return f"{race} — {where}" if where else race


class LyrianSheetView(SheetPage):
    """Header, value groups (breakdowns on hover), classes, skills, equipment, injuries, notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel(self)
        self.name.setFont(scaled_font(self.name, 1.6, bold=True))
        self.identity = QLabel(self)
        self.identity.setWordWrap(True)
        self.portrait = QLabel(self)
        self.portrait.setAccessibleName("Portrait")
        self.tiles: dict[str, ValueTile] = {}
        self.values = QWidget(self)
        self._values = QGridLayout(self.values)
        self._values.setContentsMargins(0, 0, 0, 0)
        titles = QVBoxLayout()
        titles.addWidget(self.name)
        titles.addWidget(self.identity)
        titles.addStretch(1)
        header = QHBoxLayout()
        header.addLayout(titles, 1)
        header.addWidget(self.portrait)
        column = QVBoxLayout(self)
        column.addLayout(header)
        column.addWidget(self.values)
        column.addWidget(self.sections)
        column.addWidget(caption("Notes"))
        column.addWidget(self.notes, 1)

    def hide_actions(self) -> None:
        """A read-only sheet (the wizard's review)."""
        self.notes.setReadOnly(True)

    def show_build(self, name: str, build: Build[Any], portrait: bytes | None = None) -> None:
        """Show every part of the sheet from a build."""
        sections: dict[str, Any] = dict(build.sheet.sections)
        self.name.setText(name or "Unnamed")
        self.identity.setText(identity_text(sections.get("identity") or {}))
        side = self.fontMetrics().height() * 5
        self.portrait.setVisible(show_portrait(self.portrait, portrait, side))
        self._show_values(build.sheet.values)
        names = {e.id: e.name for e in build.content.entries("breakthrough")}
        self._show_sections(sections, build.sheet.values, names, build.content)
        self._fit_height()
        QTimer.singleShot(0, self, self._fit_height)  # once shown and sized (not if closed first)

    def _show_values(self, values: Mapping[str, SheetValue]) -> None:
        clear_layout(self._values)
        self.tiles = {}
        for index, (title, colour, keys) in enumerate(GROUPS):
            present = [values[k] for k in keys if k in values]
            if present:
                self._values.addWidget(self._box(title, colour, present), index // 2, index % 2)
        self._values.setColumnStretch(0, 1)
        self._values.setColumnStretch(1, 1)

    def _box(self, title: str, colour: str, group: list[SheetValue]) -> QGroupBox:
        box = QGroupBox(title, self.values)
        grid = QGridLayout(box)
        for index, value in enumerate(group):
            tile = ValueTile(value, colour, box)
            if value.note and value.key in ("spirit-core", "burden"):
                tile.label.setText(f"{value.label} ({value.note})")
            self.tiles[value.key] = tile
            grid.addWidget(tile, index // PER_ROW, index % PER_ROW)
        grid.setRowStretch(grid.rowCount(), 1)
        return box

    def _show_sections(
        self,
        sections: dict[str, Any],
        values: Mapping[str, SheetValue],
        names: dict[str, str],
        content: Ruleset,
    ) -> None:
        clear_layout(self._sections)
        parent = self.sections
        status = list(sections.get("status") or [])
        grid = self._sections
        grid.addWidget(
            classes_box(sections.get("classes") or [], parent, sections.get("masteries")), 0, 0
        )
        equipment = sections.get("equipment") or {}
        grid.addWidget(equipment_box(equipment, status, content, parent), 0, 1)
        grid.addWidget(skills_box(sections.get("skills") or [], values, parent), 1, 0, 2, 1)
        grid.addWidget(breakthroughs_box(sections.get("breakthroughs") or {}, names, parent), 1, 1)
        grid.addWidget(injuries_box(sections.get("injuries") or [], parent), 2, 1)
        for index, box in enumerate(property_boxes(sections.get("property"), parent)):
            grid.addWidget(box, 3 + index // 2, index % 2)  # what it owns, below the rest
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)

    def text_of(self, key: str) -> str:
        """The shown value of a key (for tests)."""
        return self.tiles[key].value.text()
