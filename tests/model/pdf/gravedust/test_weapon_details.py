# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Damage, range and resistances on the printed sheet and the cards.

gravedust.txt, Damage Notation (l. 389-391), Melee Crits (l. 572-573), Range (l. 422-425),
Damage Resistance (l. 402-403), Ranged Crits (l. 613)."""

from __future__ import annotations

from typing import Any

from model.pdf.cards import render_cards
from model.pdf.sheet_pdf import SheetMeta
from rules.engine.build import Build
from tests.model.pdf.gravedust.test_layout import pdf_text
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards import text_of
from tests.rules.gravedust.builders import build, define, ev

META = SheetMeta("Brannoc", "Gravedust")
MACE = define(
    "gear", id="mace", name="Mace", slot="hand", type="Mace", weapon=True, damage="1d6+[STR]"
)
BOW = define(
    "gear",
    id="bow",
    name="Long Bow",
    slot="hand",
    type="Bow",
    weapon=True,
    ranged=True,
    damage="1d8",
    range=8,
)
RING = define(
    "gear", id="ring", name="Warding Ring", slot="artifact", resistances={"all": 1, "fire": 2}
)


def armed() -> Build[Any]:
    return build(
        MACE,
        BOW,
        RING,
        ev("choose-race", race="dwarf"),  # fixture Dwarf: STR 1
        ev("gain-gear", gear="mace", instance="mace", slot="hand-1"),
        ev("gain-gear", gear="bow", instance="bow", slot="hand-2"),
        ev("gain-gear", gear="ring", instance="ring", slot="artifact"),
    )


def test_the_gear_boxes_print_damage_range_and_resistances() -> None:
    text = pdf_text(render_sheet(armed(), META))
    # [STR] with STR 1 adds 1; a melee crit doubles the dice (l. 572)
    assert "Damage 1d6+[STR]" in text
    assert "Rolls 1d6+1, crit 2d6+1" in text
    assert "Damage 1d8" in text
    assert "Range 8" in text
    assert "[Resist All +1]" in text
    assert "[Fire Resistance +2]" in text
    # Resist All counts against fire too (l. 403): 2 + 1
    assert "Resistances: Resist All 1 · Fire Resistance 3 · Poison Resistance 1" in text


def test_no_resistance_line_without_resistances() -> None:
    assert "Resistances:" not in pdf_text(render_sheet(build(), META))


def test_cards_show_the_details_and_the_ranged_crit_cap() -> None:
    cards = text_of(render_cards([(armed(), META)]))
    assert "Rolls 1d6+1, crit 2d6+1" in cards
    assert "Range 8" in cards
    assert "Fire Resistance" in cards
    assert "Ranged crit bonus, at most" in cards  # level 1: at most 1 (l. 613)
