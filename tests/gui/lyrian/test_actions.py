# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian window after creation: injuries, equipment, breakthroughs and GM awards, undoable."""

from __future__ import annotations

from typing import Any

import pytest

from gui.app_context import AppContext
from gui.lyrian import injury_dialog
from gui.lyrian.character_window import LyrianWindow
from tests.gui.lyrian import test_window as created


@pytest.fixture
def window(context: AppContext, qtbot: Any) -> LyrianWindow:
    """A character made in the wizard (example classes on), opened in its window, arc 1 started."""
    opened = created.opened_character(context, qtbot)
    assert opened.session_view.run("arc")
    return opened


_choose = created.choose


def _injuries(window: LyrianWindow) -> str:
    return " ".join(window.sheet.section_texts("injuries"))


def _undo(window: LyrianWindow, label: str) -> None:
    assert window.undo_action.text().replace("&", "") == f"Undo {label}"
    window.undo_action.trigger()


def _record(window: LyrianWindow, roll: int) -> None:
    dialog = window.record_injury()
    dialog.roll.setValue(roll)
    dialog.accept()


def test_injury_by_roll_shows_its_effect_and_recover_removes_it(
    window: LyrianWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # lyrian-chronicles.txt, Resolve Character Injuries: d10 table; 2 = Muscle Injury, "2 less RP"
    rp = int(window.sheet.text_of("rp"))
    dialog = window.record_injury()
    dialog.roll.setValue(2)
    assert "Muscle Injury" in dialog.effect.text()
    assert "2 less RP" in dialog.effect.text()
    monkeypatch.setattr(injury_dialog.random, "randint", lambda low, high: 5)
    dialog.roll_button.click()
    assert dialog.roll.value() == 5
    assert "movement speed is reduced by 10" in dialog.effect.text()
    dialog.roll.setValue(2)
    dialog.accept()
    assert "Muscle Injury" in _injuries(window)
    assert "2 less RP" in _injuries(window)
    assert int(window.sheet.text_of("rp")) == rp - 2
    _record(window, 5)
    assert "Leg Injury" in _injuries(window)
    view = window.session_view
    assert view.run("interlude")
    view.ip_amount.setValue(2)
    assert view.run("grant")
    _choose(view.action, "recover")
    _choose(view.injury, "leg-injury")
    assert "Interlude Points 2 → 1" in view.steps["action"].result.text()
    assert view.run("action")  # Interlude — Recover: "You recover from an injury."
    assert "Leg Injury" not in _injuries(window)
    assert "Muscle Injury" in _injuries(window)
    _undo(window, "Interlude: Recover")
    assert "Leg Injury" in _injuries(window)
    _undo(window, "Grant 2 IP")
    _undo(window, "Start Interlude")
    _undo(window, "Record Leg Injury")
    _undo(window, "Record Muscle Injury")
    assert _injuries(window) == "—"
    assert int(window.sheet.text_of("rp")) == rp


def test_remove_injury_step_and_its_undo(window: LyrianWindow) -> None:
    view = window.session_view
    assert not view.steps["remove-injury"].button.isEnabled()
    _record(window, 2)
    assert view.steps["remove-injury"].button.isEnabled()
    assert view.run("remove-injury")
    assert _injuries(window) == "—"
    _undo(window, "Remove Muscle Injury")
    assert "Muscle Injury" in _injuries(window)


def test_buy_weapon_and_armor_after_creation(window: LyrianWindow) -> None:
    # Items & Equipment and Burden: heavy armor burden 3, two-handed 2, potions 1; over 10 = Rooted
    panel = window.equipment
    clim = int(window.sheet.text_of("clim"))
    burden = int(window.sheet.text_of("burden"))
    _choose(panel.armor, "heavy-armor")
    panel.armor_price.setValue(500)
    preview = panel.steps["armor"].result.text()
    assert f"Clim {clim} → {clim - 500}" in preview
    assert f"Burden {burden} → {burden + 3}" in preview
    assert panel.run("armor")
    assert window.sheet.text_of("clim") == str(clim - 500)
    assert window.sheet.text_of("burden") == str(burden + 3)
    assert not panel.steps["armor"].button.isEnabled()  # one armor at a time: drop it first
    assert "drop it first" in panel.steps["armor"].result.text()
    panel.weapon_name.setText("Greataxe")
    _choose(panel.group, "axes")
    _choose(panel.hands, "two-handed")
    panel.weapon_price.setValue(300)
    assert panel.run("weapon")
    assert "Greataxe" in " ".join(window.sheet.section_texts("equipment"))
    assert window.sheet.text_of("clim") == str(clim - 800)
    _choose(panel.item, "potion-elixir-flask")
    panel.count.setValue(8)
    assert panel.run("item")
    assert int(window.sheet.text_of("burden")) > 10
    assert "Rooted" in " ".join(window.sheet.section_texts("equipment"))
    _choose(panel.owned, "heavy-armor")
    assert panel.run("drop")
    assert "Armor: none" in window.sheet.section_texts("equipment")
    _undo(window, "Drop Heavy Armor")
    _undo(window, "Buy 8 Potion/Elixir/Flask")
    assert "Rooted" not in " ".join(window.sheet.section_texts("equipment"))
    _undo(window, "Buy Greataxe")
    _undo(window, "Buy Heavy Armor")
    assert window.sheet.text_of("clim") == str(clim)
    assert window.sheet.text_of("burden") == str(burden)


def test_breakthrough_level_in_the_session_view(window: LyrianWindow) -> None:
    # Classes, Abilities & Breakthroughs: bought with EXP during a rest or an interlude
    view = window.session_view
    _choose(view.breakthrough, "example-iron-lungs")
    step = view.steps["breakthrough"]
    assert not step.button.isEnabled()
    assert "rest" in step.button.toolTip().lower()
    assert view.run("rest")
    _choose(view.breakthrough, "example-iron-lungs")
    assert step.button.isEnabled()
    exp = int(window.sheet.text_of("exp"))
    assert f"EXP {exp} → {exp - 100}" in step.result.text()
    assert view.run("breakthrough")
    assert "Iron Lungs (example): level 1" in window.sheet.section_texts("breakthroughs")
    assert "level 1 of 2" in view.breakthrough.currentText()
    _undo(window, "Buy Breakthrough Iron Lungs (example)")
    assert window.sheet.section_texts("breakthroughs") == ["—"]
    assert window.sheet.text_of("exp") == str(exp)


def test_gm_awards_skill_points_and_clim(window: LyrianWindow) -> None:
    view = window.session_view
    points, clim = window.sheet.text_of("skill-points"), int(window.sheet.text_of("clim"))
    view.skill_points.setValue(2)
    assert view.run("skill-points")
    assert int(window.sheet.text_of("skill-points")) == int(points) + 2
    view.clim_amount.setValue(250)
    view.clim_note.setText("the bandits' chest")
    assert f"Clim {clim} → {clim + 250}" in view.steps["clim"].result.text()
    assert view.run("clim")
    assert window.sheet.text_of("clim") == str(clim + 250)
    _undo(window, "Gain 250 Clim")
    _undo(window, "Award 2 Skill Points")
    assert window.sheet.text_of("skill-points") == points


def test_a_second_injury_from_being_downed_is_refused_with_the_rule(
    window: LyrianWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # lyrian-chronicles.txt, Resolve Character Injuries (l. 997-1001): only one injury from being
    # downed takes effect; injuries from other effects stack.
    from gui.widgets import error_dialog

    refused: list[str] = []
    monkeypatch.setattr(
        error_dialog, "show_refusal", lambda parent, label, text: refused.append(text)
    )
    for roll, cause in ((2, "downed"), (5, "downed"), (5, "effect")):
        dialog = window.record_injury()
        dialog.roll.setValue(roll)
        _choose(dialog.cause, cause)
        dialog.accept()
    assert len(refused) == 1
    assert "only suffer the effects of one injury from being downed" in refused[0]
    assert "Muscle Injury" in _injuries(window)
    assert "Leg Injury" in _injuries(window)  # the third, from an effect, stacks
    assert [e.fields.get("cause") for e in window.build.events if e.op == "injury"] == [
        "downed",
        "effect",
    ]
