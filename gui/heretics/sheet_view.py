# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The on-screen Glorious Heretics sheet: name, Exp, hit points, resources, skills, abilities,
feats, resources and equipment, notes — every number with its breakdown on hover."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gui.character.sheet_page import SheetPage, clear_layout
from gui.heretics.sheet_boxes import (
    abilities_box,
    feat_lines,
    lines_box,
    resource_lines,
    skills_box,
)
from gui.widgets.sheet_style import caption, scaled_font
from gui.widgets.value_tile import ValueTile
from rules.engine.build import Build
from rules.engine.sheet_value import SheetValue

GROUPS = (
    ("Exp", "#d2e6c9", ("exp-total", "exp-spent", "exp-available")),
    ("Hit points", "#e9b9b3", ("hit-points",)),
    ("Resources", "#efdc9e", ("resources-max", "resources-left")),
)


class HereticsSheetView(SheetPage):
    """Header, value tiles (breakdowns on hover), section boxes and notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel(self)
        self.name.setFont(scaled_font(self.name, 1.6, bold=True))
        self.subtitle = QLabel("Glorious Heretics", self)
        self.subtitle.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.portrait = QLabel(self)
        self.tiles: dict[str, ValueTile] = {}
        self.values = QWidget(self)
        self._values = QHBoxLayout(self.values)
        self._values.setContentsMargins(0, 0, 0, 0)
        self._lay_out()

    def _lay_out(self) -> None:
        titles = QVBoxLayout()
        titles.addWidget(self.name)
        titles.addWidget(self.subtitle)
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
        self.name.setText(name or "Unnamed")
        self._show_portrait(portrait)
        self._show_values(build.sheet.values)
        self._show_sections(dict(build.sheet.sections), build.sheet.values)
        self._fit_height()
        QTimer.singleShot(0, self, self._fit_height)  # once shown and sized (not if closed first)

    def _show_portrait(self, portrait: bytes | None) -> None:
        pixmap = QPixmap()
        if portrait is None or not pixmap.loadFromData(portrait):
            self.portrait.clear()
            self.portrait.hide()
            return
        ratio = self.devicePixelRatioF()
        side = int(self.fontMetrics().height() * 5 * ratio)
        scaled = pixmap.scaled(
            side,
            side,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scaled.setDevicePixelRatio(ratio)
        self.portrait.setPixmap(scaled)
        self.portrait.show()

    def _show_values(self, values: Mapping[str, SheetValue]) -> None:
        clear_layout(self._values)
        self.tiles = {}
        for title, colour, keys in GROUPS:
            present = [values[k] for k in keys if k in values]
            if present:
                self._values.addWidget(self._box(title, colour, present), len(present))

    def _box(self, title: str, colour: str, group: list[SheetValue]) -> QGroupBox:
        box = QGroupBox(title, self.values)
        row = QHBoxLayout(box)
        for value in group:
            tile = ValueTile(value, colour, box)
            self.tiles[value.key] = tile
            row.addWidget(tile)
        return box

    def _show_sections(self, sections: dict[str, Any], values: Mapping[str, SheetValue]) -> None:
        clear_layout(self._sections)
        parent, grid = self.sections, self._sections
        grid.addWidget(skills_box(sections.get("skills") or [], values, parent), 0, 0, 3, 1)
        grid.addWidget(abilities_box(sections.get("abilities") or [], parent), 0, 1)
        feats = feat_lines(sections.get("feats") or [])
        grid.addWidget(lines_box("Feats", "feats", feats, parent), 1, 1)
        resources = resource_lines(sections.get("resources") or {}, values)
        grid.addWidget(lines_box("Resources and equipment", "resources", resources, parent), 2, 1)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 5)

    def text_of(self, key: str) -> str:
        """The shown value of a key (for tests)."""
        return self.tiles[key].value.text()
