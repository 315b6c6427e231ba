# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The whole on-screen Gravedust sheet, top to bottom as the printed one; it only shows a build."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.gravedust.sheet_gear import GearPanel
from gui.gravedust.sheet_header import AttributeLine, PointsBanner, SheetHeader
from gui.gravedust.sheet_lists import BuffList, ItemBoxes, SkillGrid
from gui.gravedust.sheet_stats import StatsBlock
from gui.widgets.sheet_style import caption, value_tooltip
from rules.engine.build import Build


def _section(title: str, *buttons: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(caption(title), 1)
    for button in buttons:
        row.addWidget(button)
    return row


class SheetView(QWidget):
    """Header, attributes, combat stats, gear, skills, items, buffs and notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = SheetHeader()
        self.banner = PointsBanner()
        self.attributes = AttributeLine()
        self.stats = StatsBlock()
        self.gear = GearPanel()
        self.skills = SkillGrid()
        self.items = ItemBoxes()
        self.buffs = BuffList()
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText("Notes: anything worth remembering about this character.")
        self.notes.setAccessibleName("Notes")
        self.notes.setTabChangesFocus(True)
        self.learn_button = QPushButton("&Learn…")
        self.learn_button.setToolTip("Learn a skill or spell")
        self.equip_ability_button = QPushButton("Equip s&kill or spell…")
        self.add_item_button = QPushButton("Add i&tem…")
        self.add_buff_button = QPushButton("Add &buff or debuff…")
        self.skills_caption = _section("Skills", self.learn_button, self.equip_ability_button)
        self._lay_out()

    def _lay_out(self) -> None:
        column = QVBoxLayout(self)
        column.addWidget(self.header)
        column.addWidget(self.banner)
        column.addWidget(self.attributes)
        column.addWidget(self.stats)
        column.addWidget(self.gear)
        column.addLayout(self.skills_caption)
        column.addWidget(self.skills)
        column.addLayout(_section("Items", self.add_item_button))
        column.addWidget(self.items)
        bottom = QHBoxLayout()
        buffs = QVBoxLayout()
        buffs.addLayout(_section("Buffs & debuffs", self.add_buff_button))
        buffs.addWidget(self.buffs, 1)
        notes = QVBoxLayout()
        notes.addLayout(_section("Notes"))
        notes.addWidget(self.notes, 1)
        bottom.addLayout(buffs, 3)
        bottom.addLayout(notes, 2)
        column.addLayout(bottom, 1)

    def show_build(self, name: str, build: Build[Any], portrait: bytes | None) -> None:
        """Show every part of the sheet from a build."""
        sections: dict[str, Any] = dict(build.sheet.sections)
        self.header.show_character(name, build, portrait)
        points = build.sheet.values.get("attribute-points")
        self.banner.show_points(points.value if points else 0, build.options("attribute"))
        self.banner.text.setToolTip(value_tooltip(points))
        self.attributes.show_build(build)
        self.stats.show_build(build)
        self.gear.show_gear(list(sections.get("gear") or []))
        slots = build.sheet.values.get("skill-slots")
        unlocked = slots.value if slots else 0
        self.skills_caption.itemAt(0).widget().setText(f"SKILLS — {unlocked} OF 12 SLOTS UNLOCKED")
        self.skills_caption.itemAt(0).widget().setToolTip(value_tooltip(slots))
        self.skills.show_grid(list(sections.get("skills") or []), value_tooltip(slots))
        self.items.show_items(list(sections.get("items") or []))
        self.buffs.show_buffs(list(sections.get("buffs") or []))

    def show_notes(self, notes: str) -> None:
        """Put the document's notes in the editor unless it already holds them (keeps the cursor)."""
        if self.notes.toPlainText() != notes:
            self.notes.setPlainText(notes)
