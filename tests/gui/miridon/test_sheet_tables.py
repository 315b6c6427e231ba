# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon sheet lays weapons and spells out as the printed sheet does, in a player's words,
never as field dumps ("slot: 1, category: sword", "known because: …"; issue 13, m14)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox, QLabel

from gui.miridon.sheet_view import MiridonSheetView
from tests.rules.miridon.builders import build, character, ev

DUMP_WORDS = ("slot:", "category:", "weight:", "range:", "known because", "base effect")


def _texts(view: MiridonSheetView, name: str) -> list[str]:
    box = view.findChild(QGroupBox, name)
    assert box is not None, name
    return [label.text() for label in box.findChildren(QLabel)]


def _sheet(qtbot: Any, *events: Any) -> MiridonSheetView:
    view = MiridonSheetView()
    qtbot.addWidget(view)
    view.show_build("Toma", build(*character("duelist", 60, 12, 9), *events), None)
    return view


def test_a_wielded_weapon_is_a_row_of_the_weapons_table(qtbot: Any) -> None:
    # Miridon rulebook, Chapter 8: Weapons — Table 6.1.1 Swords: the Longsword deals 1d6+1
    # (with Melee Boost 1, Chapter 4: +1 to hit and +1d6 damage).
    view = _sheet(
        qtbot, ev("buy-talent-rank", talent="melee-boost"), ev("wield", weapon="longsword")
    )
    texts = _texts(view, "section-weapons")
    for heading in ("Weapon", "Category", "To hit", "Damage", "Range", "Weight"):
        assert heading in texts
    assert texts[8:13] == ["1", "Longsword", "Sword", "+2", "2d6+1"]
    assert any(t.startswith("To hit: Longsword To Hit Bonus = +1") for t in texts)
    assert any(t.startswith("Armor: none worn") for t in texts)
    assert not [
        t
        for t in texts
        for word in DUMP_WORDS
        if t.lower().startswith(word) or f", {word}" in t.lower()
    ]


def test_a_spell_is_a_row_with_its_boosted_effect_and_its_rulebook_text(qtbot: Any) -> None:
    # Miridon rulebook, Chapter 7: Ghost Rules — Spell List: Elemental Spell deals 6d6; Offensive
    # Spell Boost adds 2d6 per rank.
    view = _sheet(qtbot, ev("buy-talent-rank", talent="offensive-spell-boost"))
    texts = _texts(view, "section-spells")
    row = texts.index("Elemental Spell")
    assert texts[row : row + 7] == [
        "Elemental Spell", "8d6", "60 ft", "3 Action Blocks", "—", "-10",
        "Offensive Spell Boost 1: +2d6",
    ]  # fmt: skip
    assert texts[row + 7].startswith("Deal 6d6 elemental damage of your choice")
    assert texts[row + 7].endswith("(Miridon rulebook, Chapter 7: Ghost Rules — Spell List)")
    assert not [t for t in texts for word in DUMP_WORDS if word in t.lower()]


def test_house_rules_read_as_sentences_not_fields(qtbot: Any) -> None:
    texts = _texts(_sheet(qtbot), "section-house_rules")
    assert texts[0].startswith("Maximum Weight Penalty before Inhuman Strength: 0. ")
    assert "setting:" not in texts[0]
