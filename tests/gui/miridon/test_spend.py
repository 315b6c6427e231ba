# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Spend Skill Points dialog: buy a flair chain, see the locked flair's plan, undo and redo."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gui.app_context import AppContext
from gui.miridon.character_window import MiridonWindow
from gui.miridon.option_table import OptionTableModel
from gui.widgets import error_dialog
from tests.gui.miridon.helpers import add_character, ev, open_window

CHAIN = (
    "Raise Redouble to 1",
    "Buy Flair Redouble Specialist",
    "Buy Flair Advanced Redouble Specialist",
)


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Refusals the window showed (instead of modal message boxes)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: shown.append((a, r)))
    return shown


@pytest.fixture
def window(context: AppContext, qtbot: Any, refusals: Any) -> MiridonWindow:
    """A duelist with 100 skill points and 10/10 Maximum Strength/Speed Points."""
    events = [
        ev("choose-class", class_="duelist"),
        ev("award-skill-points", "starting points (GM)", amount=100),
        ev("award-stats", "starting points (GM)", strength=10, speed=10),
    ]
    return open_window(context, qtbot, add_character(context, "Ilsa", events))


def flair_prices(window: MiridonWindow) -> list[int]:
    """The skill point debits of flair purchases, in order (miridon.txt, Chapter 5: 0, 10, 20 …)."""
    entries = window.build.ledger.pool("skill-points")
    return [-e.amount for e in entries if e.note.startswith("flair ")]


def test_buy_a_flair_chain_then_undo_and_redo_it(window: MiridonWindow, qtbot: Any) -> None:
    dialog = window.commands.spend("flairs")
    tree = dialog.flairs.tree
    locked = tree.item_of("advanced-redouble-specialist")
    assert locked.text(1) == "15 pts in all"  # Redouble rank 1 (5) + flair 1 (0) + flair 2 (10)
    assert locked.text(2).startswith(
        "locked: Advanced Redouble Specialist needs Redouble at rank 1 (has 0)"
    )
    missing = locked.child(0)
    assert missing.text(0) == "Missing steps"
    assert missing.text(1) == "15 pts in all"
    assert [missing.child(i).text(0) for i in range(missing.childCount())] == [
        "1. Raise Redouble to rank 1 (5 points)",
        "2. Buy Redouble Specialist (0 points)",
        "3. Buy Advanced Redouble Specialist (10 points)",
    ]
    tree.setCurrentItem(locked)
    assert not dialog.flairs.buy_button.isEnabled()
    assert not dialog.flairs.buy_selected()

    dialog.show_tab("talents")
    assert dialog.talents.select("redouble")
    qtbot.mouseClick(dialog.talents.buy_button, Qt.MouseButton.LeftButton)
    dialog.show_tab("flairs")
    for flair in ("redouble-specialist", "advanced-redouble-specialist"):
        tree.setCurrentItem(tree.item_of(flair))
        qtbot.mouseClick(dialog.flairs.buy_button, Qt.MouseButton.LeftButton)
    assert flair_prices(window) == [0, 10]
    assert (
        tree.item_of("greater-redouble-specialist").text(1) == "20 pts"
    )  # the third flair costs 20
    assert dialog.points.text() == "Skill points left: 85"
    assert window.sheet.section_texts("flairs") == [
        "Redouble Specialist",
        "Advanced Redouble Specialist",
    ]

    for label in reversed(CHAIN):
        assert window.undo_action.text() == f"&Undo {label}"
        window.undo_action.trigger()
    assert window.build.state.flairs == ()
    assert window.build.state.talents.get("redouble", 0) == 0
    assert (
        tree.item_of("advanced-redouble-specialist").text(1) == "15 pts in all"
    )  # the dialog follows
    for label in CHAIN:
        assert window.redo_action.text() == f"&Redo {label}"
        window.redo_action.trigger()
    assert flair_prices(window) == [0, 10]
    assert window.session.record.id in [c.id for c in window.context.library.list_characters()]


def test_unavailable_rows_are_disabled_with_the_reason(window: MiridonWindow) -> None:
    dialog = window.commands.spend("skills")
    model = dialog.talents.model
    row = model.row_of("melee-boost")
    assert model.index(row, 3).data() == "5 pts"
    for _ in range(5):  # miridon.txt, Chapter 4: 5 + 10 + 15 + 20 + 25 = 75 of the 100 points
        assert dialog.talents.buy("melee-boost")
    row = model.row_of("melee-boost")
    assert not model.flags(model.index(row, 0)) & Qt.ItemFlag.ItemIsSelectable
    assert model.index(row, 3).data() == "30 pts"
    tip = model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert "Not enough skill points: this needs 30, you have 25." in tip


def test_option_table_passes_the_model_tester(window: MiridonWindow, qtmodeltester: Any) -> None:
    model = OptionTableModel()
    model.set_options(window.build.options("skill"), {})
    qtmodeltester.check(model)


def test_a_refused_purchase_says_why(window: MiridonWindow, refusals: list[Any]) -> None:
    dialog = window.commands.spend("flairs")
    assert not dialog.flairs.buy("greater-redouble-specialist")
    assert refusals
    assert refusals[0][0] == "Buy Flair Greater Redouble Specialist"
