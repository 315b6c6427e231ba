# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Undo and redo come from the library's revisions: they survive closing the window and a restart,
take back any kind of change, and the Edit menu names the step."""

from __future__ import annotations

from typing import Any

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from gui.miridon import operations as ops
from model.character_session import CharacterSession
from rules.engine.change import Remove
from tests.gui.character.conftest import Windows
from tests.gui.miridon.helpers import add_character, ev


def ilsa(context: AppContext) -> str:
    """A Miridon duelist with 40 skill points."""
    events = [ev("choose-class", class_="duelist"), ev("award-skill-points", amount=40)]
    return add_character(context, "Ilsa", events)


def edit_menu(window: CharacterWindow) -> list[str]:
    """The Edit menu's entries as shown (mnemonics and all)."""
    (edit,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Edit"]
    return [action.text() for action in edit.actions() if not action.isSeparator()]


def flairs(window: CharacterWindow) -> tuple[str, ...]:
    """The flairs the character has."""
    return tuple(window.build.state.flairs)


def test_undo_a_purchase_after_the_window_was_closed(windows: Windows) -> None:
    character = ilsa(windows.context)
    window = windows.open(character)
    assert window.apply(ops.buy_flair(window.build.content, "agile-strike"))
    assert flairs(window) == ("agile-strike",)
    windows.close(window)

    window = windows.open(character)
    assert window.undo_action.text() == "&Undo Buy Flair Agile Strike"
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert flairs(window) == ()
    assert window.build.sheet.value("skill-points") == 40
    assert window.redo_action.text() == "&Redo Buy Flair Agile Strike"
    windows.close(window)

    window = windows.open(character)  # redo after reopening
    window.redo_action.trigger()
    assert flairs(window) == ("agile-strike",)
    assert edit_menu(window)[:2] == ["&Undo Buy Flair Agile Strike", "&Redo"]
    assert not window.redo_action.isEnabled()


def test_undo_and_redo_after_a_restart(windows: Windows) -> None:
    character = ilsa(windows.context)
    window = windows.open(character)
    window.rename("Vex")
    assert edit_menu(window)[:2] == ["&Undo Rename to Vex", "&Redo"]

    windows.restart()
    window = windows.open(character)
    assert window.session.document["name"] == "Vex"
    assert edit_menu(window)[:2] == ["&Undo Rename to Vex", "&Redo"]
    window.undo_action.trigger()
    assert window.windowTitle().startswith("Ilsa — ")

    windows.restart()
    window = windows.open(character)
    assert edit_menu(window)[:2] == ["&Undo", "&Redo Rename to Vex"]
    assert not window.undo_action.isEnabled()  # the character's first revision: nothing before it
    window.redo_action.trigger()
    assert windows.context.library.get_character(character).name == "Vex"


def test_undo_takes_back_notes_house_rules_and_history_edits(windows: Windows, qtbot: Any) -> None:
    character = ilsa(windows.context)
    window = windows.open(character)
    assert window.apply(ops.buy_flair(window.build.content, "agile-strike"))
    window.sheet.notes.setPlainText("Owes Brannock a favour.")
    window.commit_notes()
    window.change_history(Remove(2, 1), "Remove Buy flair: Agile Strike")
    settings = window.change_settings("Change House Rules", {"max_weight_penalty_base": 2})
    settings.apply_button.click()
    windows.restart()

    window = windows.open(character)
    taken_back = []
    while window.undo_action.isEnabled():
        taken_back.append(window.undo_action.text())
        window.undo_action.trigger()
    assert taken_back == [
        "&Undo Change House Rules",
        "&Undo Remove Buy flair: Agile Strike",
        "&Undo Edit Notes",
        "&Undo Buy Flair Agile Strike",
    ]
    assert window.session.document == windows.context.library.list_revisions(character)[0].document


def test_a_change_made_in_another_window_is_undone_by_its_own_words(
    windows: Windows, qtbot: Any
) -> None:
    character = ilsa(windows.context)
    window = windows.open(character)
    other = CharacterSession(windows.context.library, character)
    other.edit(notes="Written elsewhere.")
    windows.context.library_changed.emit()  # what another window does after it saves
    assert window.undo_action.text() == "&Undo Notes edited"
    window.undo_action.trigger()
    assert window.session.document.get("notes") in (None, "")


def test_undo_while_typing_notes_takes_back_the_typing(windows: Windows) -> None:
    window = windows.open(ilsa(windows.context))
    window.rename("Vex")
    window.sheet.notes.setPlainText("Half a thou")  # saved when typing pauses
    window.undo_action.trigger()
    assert window.sheet.notes.toPlainText() == ""
    assert window.session.document["name"] == "Vex"
    assert window.redo_action.text() == "&Redo Edit Notes"
