# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The History panel's actions on real library characters: each previewed, applied, undone."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from gui.app_context import AppContext
from gui.character.event_form import EventForm
from gui.character.window import CharacterWindow
from gui.gravedust.character_window import GravedustWindow
from gui.widgets import error_dialog
from gui.widgets.diff_view import DiffDialog
from model.character_session import CharacterSession
from model.document import new_document
from rules.engine.change import Remove
from tests.gui.miridon.helpers import add_character, ev, open_window

FLAIRS = ("agile-strike", "agile-evasion", "ambidexterity")  # no prerequisites


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Messages the window showed (instead of modal message boxes)."""
    said: list[str] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: said.append(f"{a}: {r}"))
    monkeypatch.setattr(error_dialog, "show_error", lambda _p, t, m, e=None: said.append(m))
    return said


def miridon(context: AppContext, qtbot: Any, *events: dict[str, Any]) -> CharacterWindow:
    """A Miridon duelist with these events after choosing the class."""
    history = [ev("choose-class", class_="duelist"), *events]
    return open_window(context, qtbot, add_character(context, "Ilsa", history))


def three_flairs(context: AppContext, qtbot: Any) -> CharacterWindow:
    """40 skill points, then three flairs for 0, 10 and 20."""
    flairs = [ev("buy-flair", flair=f) for f in FLAIRS]
    return miridon(context, qtbot, ev("award-skill-points", amount=40), *flairs)


def ops(window: CharacterWindow) -> list[str]:
    """The history's events in the History panel's words."""
    model = window.history.events
    return [model.index(row, 2).data() for row in range(model.rowCount())]


def selected(window: CharacterWindow, row: int) -> Any:
    """The window's history actions with event `row` (0-based) selected."""
    window.history.select_row(row)
    return window.history_actions


def preview(actions: Any) -> DiffDialog:
    """The diff preview the actions opened last."""
    assert isinstance(actions.dialog, DiffDialog)
    return actions.dialog


def test_remove_reprices_the_later_flairs_and_undoes(
    context: AppContext, qtbot: Any, shown: list[str]
) -> None:
    window = three_flairs(context, qtbot)
    dialog = selected(window, 2).remove()
    assert dialog.intro.text() == "Remove event 3: Buy Flair Agile Strike?"
    assert "Next flair costs: 30 → 20" in dialog.lines("Values")
    assert "Skill points: 10 → 30" in dialog.lines("Values")
    assert dialog.lines("Pools") == ["Skill points left: 10 → 30"]
    assert dialog.lines("Breaks") == []
    assert dialog.apply_button.text() == "&Apply"
    assert dialog.apply_button.isDefault()
    dialog.apply_button.click()
    assert ops(window)[2:] == ["Buy Flair Agile Evasion", "Buy Flair Ambidexterity"]
    assert window.undo_action.text() == "&Undo Remove Buy Flair Agile Strike"
    assert window.history.selected_row() == 2  # the next event, now in its place
    assert window.stack.undo()
    assert ops(window)[2] == "Buy Flair Agile Strike"
    assert window.build.sheet.value("skill-points") == 10
    assert shown == []


def test_cancel_changes_nothing(context: AppContext, qtbot: Any) -> None:
    window = three_flairs(context, qtbot)
    dialog = selected(window, 2).remove()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert len(ops(window)) == 5
    assert window.undo_action.text() == "&Undo"


def test_a_move_that_breaks_needs_apply_anyway(
    context: AppContext, qtbot: Any, shown: list[str]
) -> None:
    window = miridon(
        context, qtbot,
        ev("award-skill-points", amount=5),
        ev("buy-flair", flair="agile-strike"),
        ev("award-skill-points", amount=20),
        ev("buy-flair", flair="agile-evasion"),
    )  # fmt: skip
    assert not window.build.errors
    dialog = selected(window, 4).move(-1)
    assert dialog.intro.text() == ("Move event 5: Buy Flair Agile Evasion up, to become event 4?")
    assert dialog.lines("Breaks") == [
        "Event 4 (Buy Flair Agile Evasion): Not enough skill points: this needs 10, you have 5."
    ]
    assert dialog.apply_button.text() == "Apply &Anyway"
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).isDefault()
    assert "Issues panel" in dialog.breaks_note.text()
    dialog.grab().save("/tmp/sheetwright-move-breaks.png")
    dialog.apply_button.click()
    assert ops(window)[3] == "Buy Flair Agile Evasion"
    assert [i.event_index for i in window.build.errors] == [3]
    assert window.issues.model.rows  # the error stays visible
    assert window.undo_action.text() == "&Undo Move Buy Flair Agile Evasion up"
    assert window.history.selected_row() == 3  # the moved event, moved along
    assert shown == []


def test_move_is_offered_only_where_the_event_can_go(context: AppContext, qtbot: Any) -> None:
    window = three_flairs(context, qtbot)
    actions = window.history_actions.actions
    window.history.events_view.clearSelection()
    assert not any(a.isEnabled() for a in actions.values())
    selected(window, 0)
    assert actions["edit"].isEnabled()
    assert actions["remove"].isEnabled()
    assert not actions["up"].isEnabled()
    assert actions["down"].isEnabled()
    selected(window, 4)
    assert actions["up"].isEnabled()
    assert not actions["down"].isEnabled()
    assert not window.history_actions.buttons["down"].isEnabled()
    dialog = selected(window, 3).move(1)
    dialog.apply_button.click()
    assert ops(window)[3:] == ["Buy Flair Ambidexterity", "Buy Flair Agile Evasion"]
    assert window.history.selected_row() == 4


def test_edit_changes_an_award_amount(context: AppContext, qtbot: Any, shown: list[str]) -> None:
    window = three_flairs(context, qtbot)
    actions = selected(window, 1)
    form = actions.edit()
    assert isinstance(form, EventForm)
    assert form.windowTitle() == "Edit Event 2"
    assert form.title.text() == "Award skill points"
    amount = form.editors["amount"].box
    assert (amount.value(), amount.minimum(), amount.maximum()) == (40, 1, 1_000_000)
    amount.setValue(60)
    form.note_edit.setText("session 2")
    form.ok_button.click()
    dialog = preview(actions)
    assert dialog.intro.text() == "Change event 2 to Award 60 Skill Points?"
    assert dialog.lines("Pools") == ["Skill points left: 10 → 30"]
    dialog.apply_button.click()
    assert window.build.events[1].fields == {"amount": 60}
    assert window.build.events[1].note == "session 2"
    assert window.undo_action.text() == "&Undo Edit Award 60 Skill Points"
    assert window.history.selected_row() == 1
    assert shown == []


def test_edit_a_flair_by_its_name(context: AppContext, qtbot: Any, shown: list[str]) -> None:
    window = three_flairs(context, qtbot)
    actions = selected(window, 4)
    form = actions.edit()
    flair = form.editors["flair"].box
    assert flair.currentText() == "Ambidexterity"
    flair.setCurrentIndex(flair.findText("Parry"))
    form.ok_button.click()
    dialog = preview(actions)
    assert dialog.lines("Breaks")[0].startswith("Event 5 (Buy Flair Parry): Parry needs")
    dialog.apply_button.click()
    assert window.build.events[4].fields == {"flair": "parry"}
    assert shown == []


def test_an_unchanged_edit_does_nothing(context: AppContext, qtbot: Any) -> None:
    window = three_flairs(context, qtbot)
    actions = selected(window, 1)
    actions.edit().ok_button.click()
    assert actions.dialog is None
    assert window.undo_action.text() == "&Undo"
    assert window.statusBar().currentMessage() == "Event 2 is unchanged."


def test_the_history_changing_under_a_preview_changes_nothing(
    context: AppContext, qtbot: Any, shown: list[str]
) -> None:
    window = three_flairs(context, qtbot)
    dialog = selected(window, 2).remove()
    window.session.apply_change(Remove(4))  # as if made in another window
    dialog.apply_button.click()
    assert shown
    assert "nothing was changed" in shown[0]


def gravedust(context: AppContext, qtbot: Any) -> GravedustWindow:
    """A Gravedust character with 32 XP awarded twice."""
    events = [{"op": "award-xp", "amount": 32}, {"op": "award-xp", "amount": 5}]
    document = new_document("gravedust", "Vex") | {"events": events}
    session = CharacterSession(context.library, context.library.add_character(document).id)
    window = GravedustWindow(context, session)
    window.open_after_export = False
    qtbot.addWidget(window)
    window.show()
    return window


def test_insert_before_chooses_the_kind_of_event(
    context: AppContext, qtbot: Any, shown: list[str]
) -> None:
    window = gravedust(context, qtbot)
    actions = selected(window, 1)
    form = actions.insert_before()
    assert form.windowTitle() == "Insert an Event Before Event 2"
    assert form.op.findText("Gain gold") >= 0
    assert form.op.findText("gain-gold") < 0  # in the player's words, never the op id
    form.op.setCurrentIndex(form.op.findData("gain-gold"))
    assert form.about.text().startswith("Add gold")
    assert not form.ok_button.isEnabled() or form.editors["amount"].box.value() == 1
    form.editors["amount"].box.setValue(12)
    form.ok_button.click()
    dialog = preview(actions)
    assert dialog.intro.text() == ("Insert Gain 12 Gold as event 2, before Award 5 XP?")
    assert dialog.lines("Pools") == ["Gold left: 0 → 12"]
    dialog.apply_button.click()
    assert ops(window) == ["Award 32 XP", "Gain 12 Gold", "Award 5 XP"]
    assert window.undo_action.text() == "&Undo Insert Gain gold before event 2"
    assert window.history.selected_row() == 2
    assert window.stack.undo()
    assert len(ops(window)) == 2
    assert shown == []


def test_delete_and_enter_keys(context: AppContext, qtbot: Any, shown: list[str]) -> None:
    window = gravedust(context, qtbot)
    view = window.history.events_view
    actions = selected(window, 1)
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert isinstance(actions.dialog, EventForm)
    actions.dialog.reject()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    dialog = preview(actions)
    assert dialog.intro.text() == "Remove event 2: Award 5 XP?"
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.apply_button)
    qtbot.keyClick(dialog.apply_button, Qt.Key.Key_Return)  # Apply is the default: nothing breaks
    assert ops(window) == ["Award 32 XP"]
    assert window.undo_action.text() == "&Undo Remove Award 5 XP"
    assert shown == []


def test_the_panel_form_and_preview_render(context: AppContext, qtbot: Any) -> None:
    """At 1× in the light theme; the pictures are in /tmp for a person to look at."""
    window = three_flairs(context, qtbot)
    window.resize(1280, 800)
    actions = selected(window, 3)
    window.history.grab().save("/tmp/sheetwright-history-panel.png")
    assert all(b.isVisible() for b in actions.buttons.values())
    form = actions.edit()
    form.grab().save("/tmp/sheetwright-edit-form.png")
    form.reject()
    inserting = actions.insert_before()
    inserting.op.setCurrentIndex(inserting.op.findData("award-stats"))
    qtbot.waitUntil(lambda: inserting.editors["speed"].widget.isVisible())
    assert inserting.height() > inserting.editors["speed"].widget.geometry().bottom()
    inserting.grab().save("/tmp/sheetwright-insert-form.png")
    inserting.reject()
    actions.remove().grab().save("/tmp/sheetwright-remove-preview.png")
