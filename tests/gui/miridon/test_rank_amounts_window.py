# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon window shows a special's or talent's per-rank amount beside it."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox, QLabel

from gui.app_context import AppContext
from tests.gui.miridon.helpers import add_character, ev, open_window


def test_amounts_beside_special_and_talent(context: AppContext, qtbot: Any) -> None:
    # miridon.txt l. 1978: Teleport "up to 5 feet per [Rank]", rank 4 at 20/20 → 20 ft;
    # l. 386: Resist Insanity "by 10 per [Rank]", rank 1 → +10
    events = [
        ev("choose-class", class_="vessel"),
        ev("award-skill-points", amount=200),
        ev("award-stats", strength=20, speed=20),
        ev("take-dual-class", class_="ghost-hunter"),
        ev("buy-talent-rank", talent="resist-insanity"),
    ]
    window = open_window(context, qtbot, add_character(context, "Ivy", events))
    teleport = window.findChild(QLabel, "special-teleport")
    assert teleport is not None
    assert "up to 20 ft" in teleport.text()
    assert "5 ft × Teleport rank 4" in teleport.toolTip()
    talents = window.findChild(QGroupBox, "section-talents")
    assert talents is not None
    texts = [label.text() for label in talents.findChildren(QLabel)]
    assert "Resist Insanity 1 — +10 effective Current Health Points for Insanity Rolls" in texts


def test_actions_box_shows_the_characters_action_numbers(context: AppContext, qtbot: Any) -> None:
    # miridon.txt l. 692: with Second Attack a Second Melee Attack costs 1 Strength and 2 Speed;
    # l. 1953: Charge adds the Longsword's weight, 2
    events = [
        ev("choose-class", class_="duelist"),
        ev("award-skill-points", amount=100),
        ev("buy-flair", flair="second-attack"),
        ev("wield", weapon="longsword"),
    ]
    window = open_window(context, qtbot, add_character(context, "Ada", events))
    box = window.findChild(QGroupBox, "section-actions")
    assert box is not None
    labels = box.findChildren(QLabel)
    texts = [label.text() for label in labels]
    assert "<b>Second Melee Attack</b> — costs 1 Strength and 2 Speed (Second Attack)" in texts
    charge = next(label for label in labels if label.text().startswith("<b>Longsword (1)</b>"))
    assert "Charge +2 Damage Dealt" in charge.text()
    assert "Longsword weight" in charge.toolTip()
