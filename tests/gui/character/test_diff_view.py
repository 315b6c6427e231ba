# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The diff preview every change goes through: what it shows, and which button it offers."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from gui.widgets.diff_view import NOTHING, DiffDialog
from rules.engine.diff import Diff, EventProblem, PoolChange, ValueChange

BREAKING = Diff(
    changed=(
        ValueChange("evasion", "Evasion", 12, 14),
        ValueChange("teleport", "Teleport distance", None, 10),
        ValueChange("rage", "Rage bonus", 2, None),
    ),
    pools=(PoolChange("xp", "XP", 12, 2),),
    errors=(EventProblem(5, "Not enough XP: this needs 10, you have 4."),),
    resolved=(EventProblem(3, "Choose a race first."),),
    warnings=(EventProblem(None, "2 XP are not spent."),),
)


def dialog(qtbot: Any, diff: Diff, **kwargs: Any) -> DiffDialog:
    """A shown preview of a diff."""
    made = DiffDialog(None, "Remove Event", "Remove event 4: Buy flair: Parry?", diff, **kwargs)
    qtbot.addWidget(made)
    made.show()
    return made


def test_every_part_of_the_diff_is_listed(qtbot: Any) -> None:
    shown = dialog(qtbot, BREAKING, event_name=lambda n: "Buy flair: Parry" if n == 5 else "")
    assert shown.lines("Values") == [
        "Evasion: 12 → 14", "Teleport distance: new, 10", "Rage bonus: gone (was 2)",
    ]  # fmt: skip
    assert shown.lines("Pools") == ["XP left: 12 → 2"]
    assert shown.lines("Breaks") == [
        "Event 5 (Buy flair: Parry): Not enough XP: this needs 10, you have 4."
    ]
    assert shown.lines("Mends") == ["Event 3: Choose a race first."]
    assert shown.lines("New warnings") == ["2 XP are not spent."]
    assert not shown.nothing.isVisible()


def test_a_change_that_breaks_asks_to_apply_anyway(qtbot: Any) -> None:
    shown = dialog(qtbot, BREAKING, apply_text="&Revert")
    cancel = shown.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert shown.apply_button.text() == "Revert &Anyway"
    assert cancel.isDefault()
    assert not shown.apply_button.isDefault()
    assert shown.breaks_note.isVisible()
    shown.grab().save("/tmp/sheetwright-diff-breaks.png")
    shown.apply_button.click()
    assert shown.result() == DiffDialog.DialogCode.Accepted


def test_an_empty_diff_says_nothing_changes(qtbot: Any) -> None:
    shown = dialog(qtbot, Diff())
    assert shown.nothing.isVisible()
    assert shown.nothing.text() == NOTHING
    assert not shown.text.isVisible()
    assert shown.apply_button.text() == "&Apply"
    assert shown.apply_button.isDefault()
    shown.grab().save("/tmp/sheetwright-diff-empty.png")


def test_long_reasons_wrap_and_show_whole(qtbot: Any) -> None:
    reason = "Not enough skill points: this needs 10, you have 5. " * 3
    shown = dialog(qtbot, Diff(errors=(EventProblem(4, reason.strip()),)))
    assert reason.strip() in shown.text.toPlainText()
    assert shown.text.verticalScrollBar().maximum() == 0  # all of it, without scrolling
