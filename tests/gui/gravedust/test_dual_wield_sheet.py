# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual wielding on the text sheet and in the window's stats block.

gravedust.txt, Melee Attacks: Dual Wielding Attacks (l. 576-577): two melee weapons roll 2 attacks,
both at -5."""

from __future__ import annotations

from typing import Any

from gui.gravedust.sheet_stats import StatsBlock
from gui.gravedust.text_sheet import sheet_lines
from tests.rules.gravedust.builders import build, define, ev

AXE = define("gear", id="hand-axe", name="Hand Axe", slot="hand", type="Axe", weapon=True)
SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")
AXE_IN_HAND = ev("gain-gear", gear="hand-axe", instance="axe", slot="hand-2")
SENTENCE = "Dual wielding Iron Sword and Hand Axe: each Attack Action or melee-attack skill rolls 2"


def test_text_sheet_says_two_attacks_at_minus_5_only_when_dual_wielding() -> None:
    assert any(SENTENCE in line for line in sheet_lines(build(AXE, SWORD, AXE_IN_HAND)))
    assert not any("Dual wielding" in line for line in sheet_lines(build(AXE, SWORD)))


def test_stats_block_shows_the_sentence_and_hides_it_again(qtbot: Any) -> None:
    block = StatsBlock()
    qtbot.addWidget(block)
    block.show()
    block.show_build(build(AXE, SWORD, AXE_IN_HAND))
    assert block.dual_wield.isVisible()
    assert SENTENCE in block.dual_wield.text()
    assert "both at −5" in block.dual_wield.text()
    assert "Dual Wielding Attacks" in block.dual_wield.toolTip()
    block.show_build(build(AXE, SWORD))
    assert not block.dual_wield.isVisible()
