# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Dual-Class walk-through: refunds and new specials before confirming; refused at 19/25."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from gui.app_context import AppContext
from tests.gui.miridon.helpers import VESSEL, add_character, ev, open_window


def duelist(strength: int, speed: int) -> list[dict[str, Any]]:
    """A duelist with two cross-class Stealth ranks (2 + 4 points) and 200 skill points."""
    return [
        ev("define", kind="class", entry=VESSEL),
        ev("choose-class", class_="duelist"),
        ev("award-skill-points", amount=200),
        ev("award-stats", strength=strength, speed=speed),
        ev("buy-skill-rank", skill="stealth"),
        ev("buy-skill-rank", skill="stealth"),
    ]


def test_walk_through_shows_refunds_and_specials_before_confirming(
    context: AppContext, qtbot: Any
) -> None:
    window = open_window(context, qtbot, add_character(context, "Ilsa", duelist(20, 20)))
    dialog = window.commands.dual_class()
    duelist_row = dialog.classes.row_named("Duelist")
    assert not duelist_row.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "must differ from Duelist" in duelist_row.toolTip()
    assert dialog.choose("vessel")
    summary = dialog.last_summary
    # Dual-Class Rules: a skill that becomes a class skill refunds r(r+1)/2 — Stealth 2 → 3 points
    assert summary.cost == 100
    assert summary.refunds == (("Stealth", 2, 3),)
    names = [(s["name"], s["rank"]) for s in summary.specials]
    assert names == [("Concentration", 4), ("Elemental Riposte", 4)]  # (20 + 20) ÷ 10
    assert "Stealth (rank 2): +3 points" in dialog.preview.text()
    assert window.build.state.classes == ("duelist",)  # nothing happens before confirming
    assert not dialog.confirm_button.isVisible()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.confirm_button.isEnabled()
    assert "Elemental Riposte" in dialog.summary.text()
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    assert window.build.state.classes == ("duelist", "vessel")
    assert window.undo_action.text() == "&Undo Take Dual-Class: The Vessel"
    assert window.sheet.sections.findChild(QLabel, "special-elemental-riposte") is not None
    # 200 − 6 (Stealth) − 100 (Dual-Class) + 3 (refund)
    assert window.build.sheet.value("skill-points") == 97


def test_refused_at_19_25(context: AppContext, qtbot: Any) -> None:
    window = open_window(context, qtbot, add_character(context, "Ilsa", duelist(19, 25)))
    dialog = window.commands.dual_class()
    assert dialog.chosen() is None
    assert not dialog.choose("vessel")
    assert not dialog.next_button.isEnabled()
    assert "needs 20 Maximum Strength Points (has 19)" in dialog.blocked.text()
    assert (
        "needs 20 Maximum Strength Points (has 19)"
        in dialog.classes.row_named("The Vessel").toolTip()
    )
