# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The sheet's weapons and spells laid out as the printed sheet has them: a table with headings,
each weapon's breakdown and each spell's rulebook text under its row, in the same words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from gui.widgets.sheet_style import plain_tooltip, scaled_font
from rules.miridon import sheet_words as words
from rules.miridon.sheet_words import SPELL_HEADINGS, WEAPON_HEADINGS

Json = Mapping[str, Any]
SHOWN = ("weapons", "equipment", "grapple", "spells", "house_rules")
"""The sections these boxes show (the sheet lists the others generically)."""


def _cell(text: str, parent: QWidget, bold: bool = False, tooltip: str = "") -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setToolTip(tooltip)
    if bold:
        label.setFont(scaled_font(label, 1.0, bold=True))
    return label


def _small(text: str, parent: QWidget) -> QLabel:
    """A grey line under a row: the breakdown of a weapon, what a spell does."""
    label = _cell(text, parent)
    label.setFont(scaled_font(label, 0.9))
    label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    return label


def _table(title: str, headings: Sequence[str], parent: QWidget) -> tuple[QGroupBox, QGridLayout]:
    box = QGroupBox(title, parent)
    grid = QGridLayout(box)
    grid.setHorizontalSpacing(grid.horizontalSpacing() * 2)
    for column, heading in enumerate(headings):
        grid.addWidget(_cell(heading, box, bold=True), 0, column)
    grid.setColumnStretch(len(headings) - 1, 1)
    return box, grid


def weapon_cells(weapon: Json) -> list[str]:
    """A wielded weapon's row as printed: slot, name, category, to hit, damage, range, weight…"""
    return [
        str(weapon.get("slot", "")),
        str(weapon.get("name", "")),
        str(weapon.get("category", "")).capitalize(),
        words.signed(weapon.get("to_hit", "–")),
        str(weapon.get("damage", "–")),
        str(weapon.get("range", "")),
        str(weapon.get("weight", "")),
        words.columns_text(weapon),
    ]


def weapons_box(
    weapons: Sequence[Json], equipment: Json, grapple: Json, parent: QWidget
) -> QGroupBox:
    """The wielded weapons with their breakdowns, then armor, balance and grapple in one line."""
    box, grid = _table("Wielded weapons", WEAPON_HEADINGS, parent)
    box.setObjectName("section-weapons")
    for weapon in weapons:
        row = grid.rowCount()
        for column, text in enumerate(weapon_cells(weapon)):
            grid.addWidget(_cell(text, box, bold=column in (1, 3, 4)), row, column)
        grid.addWidget(_small(words.breakdown_text(weapon), box), row + 1, 1, 1, -1)
    if not weapons:
        grid.addWidget(_small("No weapon wielded", box), 1, 0, 1, -1)
    grid.addWidget(_cell(words.equipment_text(equipment, grapple), box), grid.rowCount(), 0, 1, -1)
    return box


def spell_cells(spell: Json) -> list[str]:
    """A spell's row as printed: name, boosted effect, range, cast time, duration, subtlety, boosts."""
    return [
        str(spell.get("name", "")),
        str(spell.get("effect") or "—"),
        words.plain(spell.get("range")),
        words.plain(spell.get("cast_time")),
        words.plain(spell.get("duration")) or "—",
        words.subtlety_text(spell),
        words.boosts_text(spell),
    ]


def spells_box(spells: Sequence[Json], parent: QWidget) -> QGroupBox:
    """Every spell with its effect after the character's boosts; what it does under its row."""
    box, grid = _table("Spells — effect with your spell boosts", SPELL_HEADINGS, parent)
    box.setObjectName("section-spells")
    for spell in spells:
        row = grid.rowCount()
        why = plain_tooltip(str(spell.get("name", "")), str(spell.get("known_because") or ""))
        for column, text in enumerate(spell_cells(spell)):
            grid.addWidget(_cell(text, box, column < 2, why), row, column)
        what = words.plain(spell.get("base_effect"))
        source = str(spell.get("source") or "")
        grid.addWidget(_small(f"{what} ({source})" if source else what, box), row + 1, 0, 1, -1)
    if not spells:
        grid.addWidget(_small("No spells", box), 1, 0, 1, -1)
    return box


def house_rules_box(rules: Sequence[Json], parent: QWidget) -> QGroupBox:
    """Each house rule in force with its value and what it decides, one paragraph each."""
    box = QGroupBox("House rules", parent)
    box.setObjectName("section-house_rules")
    grid = QGridLayout(box)
    for index, rule in enumerate(rules):
        grid.addWidget(_cell(words.house_rule_text(rule), box), index, 0)
    if not rules:
        grid.addWidget(_small("None: the rulebook as written.", box), 0, 0)
    return box
