# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The on-screen Miridon sheet: who, the values in groups, specials, lists and notes; it only shows a build."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.character.sheet_page import SheetPage, clear_layout
from gui.miridon.sheet_sections import (
    KNOWN,
    LISTS,
    actions_box,
    generic_box,
    known_rows,
    list_box,
    specials_box,
)
from gui.miridon.sheet_tables import SHOWN, house_rules_box, spells_box, weapons_box
from gui.miridon.sheet_values import ValueGroups
from gui.widgets.sheet_style import boxed, caption, scaled_font
from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE

BUTTONS = (
    ("award_points", "Award Skill &Points…", "The GM awards skill points"),
    ("award_stats", "Award &Maximum Points…", "The GM raises Maximum Strength/Speed Points"),
    ("mutation", "Assign M&utation…", "The GM assigns a mutation (unlocks racial flairs)"),
    ("spend", "&Spend Skill Points…", "Buy skill ranks, talent ranks and flairs"),
    ("dual_class", "Dual-C&lass…", "Take the Dual-Class talent with a second class"),
    ("equipment", "E&quipment…", "Wield weapons from the weapon tables, wear armor"),
    ("crew", "C&rew…", "The skiffmaster's crew: recruit, mark dead, replace"),
    ("mech", "Mec&h…", "The mech: parts and mech points"),
)

GM_BUTTONS = ("award_points", "award_stats", "mutation")


class MiridonSheetView(SheetPage):
    """Header, action buttons, value groups, specials, lists, further sections, notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel(self)
        self.name.setFont(scaled_font(self.name, 1.6, bold=True))
        self.classes = QLabel(self)
        self.classes.setWordWrap(True)
        self.portrait = boxed(QLabel("No portrait", self, alignment=Qt.AlignmentFlag.AlignCenter))
        self.portrait.setAccessibleName("Portrait")
        side = self.fontMetrics().height() * 6
        self.portrait.setFixedSize(side, side)
        self.buttons = {key: QPushButton(text, self) for key, text, _tip in BUTTONS}
        for key, _text, tip in BUTTONS:
            self.buttons[key].setToolTip(tip)
        self.values = ValueGroups(self)
        self._lay_out()

    def _lay_out(self) -> None:
        who = QVBoxLayout()
        who.addWidget(self.name)
        who.addWidget(self.classes)
        who.addStretch(1)
        header = QHBoxLayout()
        header.addWidget(self.portrait)
        header.addLayout(who, 1)
        gm, player = QHBoxLayout(), QHBoxLayout()
        self.gm_caption = caption("GM")
        gm.addWidget(self.gm_caption)
        for key, button in self.buttons.items():
            (gm if key in GM_BUTTONS else player).addWidget(button)
        gm.addStretch(1)
        player.addStretch(1)
        who.addLayout(gm)
        column = QVBoxLayout(self)
        column.addLayout(header)
        column.addLayout(player)
        column.addWidget(self.values)
        column.addWidget(self.sections)
        column.addWidget(caption("Notes"))
        column.addWidget(self.notes, 1)

    def hide_actions(self) -> None:
        """A read-only sheet (the wizard's review): no action buttons."""
        for button in self.buttons.values():
            button.hide()
        self.gm_caption.hide()
        self.notes.setReadOnly(True)

    def show_build(self, name: str, build: Build[Any], portrait: bytes | None) -> None:
        """Show every part of the sheet from a build."""
        sections: dict[str, Any] = dict(build.sheet.sections)
        self.name.setText(name or "Unnamed")
        classes = " / ".join(c["name"] for c in sections.get("classes") or [])
        self.classes.setText(classes or "No class yet")
        self._show_portrait(portrait)
        self.values.show_values(build.sheet.values)
        self._show_sections(sections, build)
        self._fit_height()

    def _show_sections(self, sections: dict[str, Any], build: Build[Any]) -> None:
        clear_layout(self._sections)
        specials = specials_box(sections.get("specials") or [], build.sheet.values, self.sections)
        self._sections.addWidget(specials, 0, 0, 1, 4)
        for column, (key, kind) in enumerate(LISTS):
            rows = known_rows(kind, sections.get(key) or [], build.content)
            box = list_box(key.capitalize(), rows, self.sections)
            box.setObjectName(f"section-{key}")
            self._sections.addWidget(box, 1, column)
        self._show_tables(sections)
        actions = actions_box(sections.get("actions") or [], build.sheet.values, self.sections)
        self._sections.addWidget(actions, self._sections.rowCount(), 0, 1, 4)
        extra = [k for k in sections if k not in KNOWN and k not in SHOWN and k != AT_THE_TABLE]
        first = self._sections.rowCount()
        for index, key in enumerate(extra):
            box = generic_box(key, sections[key], self.sections)
            self._sections.addWidget(box, first + index // 2, (index % 2) * 2, 1, 2)
        for column in range(4):
            self._sections.setColumnStretch(column, 1)

    def _show_tables(self, sections: dict[str, Any]) -> None:
        """Weapons, spells and house rules across the sheet, laid out as on paper."""
        weapons = weapons_box(
            _records(sections.get("weapons")),
            _record(sections.get("equipment")),
            _record(sections.get("grapple")),
            self.sections,
        )
        boxes = [weapons, spells_box(_records(sections.get("spells")), self.sections)]
        if "house_rules" in sections:
            boxes.append(house_rules_box(_records(sections["house_rules"]), self.sections))
        for box in boxes:
            self._sections.addWidget(box, self._sections.rowCount(), 0, 1, 4)

    def _show_portrait(self, portrait: bytes | None) -> None:
        pixmap = QPixmap()
        if portrait is None or not pixmap.loadFromData(portrait):
            self.portrait.setPixmap(QPixmap())
            self.portrait.setText("No portrait")
            return
        ratio = self.devicePixelRatioF()
        side = int(self.portrait.width() * ratio)
        scaled = pixmap.scaled(
            side,
            side,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scaled.setDevicePixelRatio(ratio)
        self.portrait.setPixmap(scaled)


def _records(section: object) -> list[dict[str, Any]]:
    """A section that is a list of records ([] when missing or not a list)."""
    if not isinstance(section, list | tuple):
        return []
    return [item for item in section if isinstance(item, dict)]


def _record(section: object) -> dict[str, Any]:
    """A section that is one record ({} when missing)."""
    return dict(section) if isinstance(section, dict) else {}
