# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon window: GM awards, mutation, equipment, crew and mech editors, each undoable."""

from __future__ import annotations

from typing import Any

import pytest

from gui.app_context import AppContext
from gui.miridon.character_window import MiridonWindow
from gui.widgets import error_dialog
from rules.miridon.system import SYSTEM
from tests.gui.miridon.helpers import add_character, ev, open_window


def needs(op: str) -> None:
    """Skip when another engineer has not registered the op yet."""
    if SYSTEM.ops.get(op) is None:
        pytest.skip(f"the Miridon op {op!r} is not registered yet")


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Refusals the window showed (instead of modal message boxes)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: shown.append((a, r)))
    return shown


def window_for(context: AppContext, qtbot: Any, class_id: str, strength: int = 10) -> MiridonWindow:
    """A character of a class with 100 skill points."""
    events = [
        ev("choose-class", class_=class_id),
        ev("award-skill-points", amount=100),
        ev("award-stats", strength=strength, speed=10),
    ]
    return open_window(context, qtbot, add_character(context, "Ilsa", events))


def test_gm_awards_with_notes(context: AppContext, qtbot: Any) -> None:
    window = window_for(context, qtbot, "duelist")
    dialog = window.commands.award_points()
    dialog.amount.setValue(25)
    dialog.note.setText("session 3")
    dialog.accept()
    assert window.build.sheet.value("skill-points") == 125
    assert window.build.events[-1].note == "session 3"
    stats = window.commands.award_stats()
    stats.strength.setValue(3)
    stats.speed.setValue(0)
    stats.accept()
    assert window.sheet.values.text_of("max-strength") == "13"
    assert window.undo_action.text() == "&Undo Award Maximum Points (+3 Strength)"
    window.undo_action.trigger()
    assert window.sheet.values.text_of("max-strength") == "10"


def test_assign_mutation_unlocks_racial_flairs(context: AppContext, qtbot: Any) -> None:
    window = window_for(context, qtbot, "duelist")
    dialog = window.commands.assign_mutation()
    assert dialog.list.row_named("Dragon") is not None
    dialog.list.setCurrentItem(dialog.list.row_named("Dragon"))
    dialog.accept()
    assert window.sheet.section_texts("mutations") == ["Dragon"]
    again = window.commands.assign_mutation()
    assert again.list.row_named("Dragon").toolTip().startswith("<b>Not available: already assigned")


def test_wield_from_the_weapon_table(context: AppContext, qtbot: Any, refusals: list[Any]) -> None:
    needs("wield")
    window = window_for(context, qtbot, "duelist", strength=20)
    dialog = window.commands.editor("equipment")
    panel = dialog.panel
    weapon = panel.model.weapon_id(0)
    assert panel.wield(weapon), refusals
    assert window.build.state.wielded == (weapon,)
    assert panel.wielded.count() == 1
    assert window.undo_action.text().startswith("&Undo Wield ")
    window.undo_action.trigger()
    assert window.build.state.wielded == ()
    assert panel.wielded.count() == 0


def test_crew_editor_recruits_and_marks_dead(
    context: AppContext, qtbot: Any, refusals: list[Any]
) -> None:
    needs("recruit-crew")
    window = window_for(context, qtbot, "skiffmaster", strength=20)
    assert window.commands.available("crew")
    assert not window.sheet.buttons["crew"].isHidden()
    panel = window.commands.editor("crew").panel
    panel.name.setText("Jonas")
    assert panel.recruit(), refusals
    assert panel.roster.rowCount() == 1
    assert panel.roster.item(0, 0).text() == "Jonas"
    panel.roster.selectRow(0)
    assert panel.mark_dead(), refusals
    assert not window.build.state.crew[0].alive
    assert window.undo_action.text() == "&Undo Crew Member Jonas Dies"


def test_mech_editor_adds_a_body(context: AppContext, qtbot: Any, refusals: list[Any]) -> None:
    needs("add-mech-part")
    window = window_for(context, qtbot, "techie", strength=20)
    panel = window.commands.editor("mech").panel
    panel.name.setText("Chassis")
    panel.kind.setCurrentText("Mech Body")
    assert panel.add_part(), refusals
    assert panel.parts.rowCount() == 1
    assert window.undo_action.text() == "&Undo Add Mech Part Chassis"
