# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian sheet names proficiencies as the PDF does, never by id (issue 13, point 9; l20)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel

from gui.lyrian.sheet_view import LyrianSheetView
from tests.rules.lyrian.builders import build, created, ev


def test_the_equipment_box_names_each_proficiency(qtbot: Any) -> None:
    # Lyrian Chronicles rulebook, Items & Equipment — Armor and Weapons: "Light Armor", "Axes".
    character = build(
        *created(),
        ev("gain-proficiency", proficiency="light-armor"),
        ev("gain-proficiency", proficiency="axes"),
    )
    view = LyrianSheetView()
    qtbot.addWidget(view)
    view.show_build("Ashe", character)
    texts = " ".join(label.text() for label in view.findChildren(QLabel))
    assert "Proficiencies: Axes, Light Armor" in texts
    assert "light-armor" not in texts


def test_the_classes_box_shows_ability_fields_and_mastery(qtbot: Any) -> None:
    # Classes — Explaining an example ability (l. 215-241); Elemental Mastery (l. 211-213).
    # Example content: Spark Bolt costs "1 mana, 1 AP", Rapid, 40ft; Kindle gives fire mastery.
    character = build(
        *created(),
        ev("unlock-class", class_="example-hedge-mage"),
        ev("buy-ability", class_="example-hedge-mage", ability=1),
    )
    view = LyrianSheetView()
    qtbot.addWidget(view)
    view.show_build("Ashe", character)
    texts = " ".join(label.text() for label in view.findChildren(QLabel))
    assert "1. Spark Bolt (example) — 1 mana, 1 AP · Rapid · range 40ft" in texts
    assert "Key: Kindle (example) (mastery of Fire)" in texts
    assert "Mastery of Fire" in texts
