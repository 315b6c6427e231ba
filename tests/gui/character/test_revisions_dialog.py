# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character ▸ Revisions…: every saved version listed, the selected one previewed, and restoring
one is a new revision that Edit ▸ Undo takes back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from gui.character.revisions_dialog import RevisionsDialog, saved_at
from gui.character.window import CharacterWindow
from gui.miridon import operations as ops
from tests.gui.character.conftest import Windows
from tests.gui.miridon.helpers import add_character, ev


def vex(windows: Windows) -> CharacterWindow:
    """Ilsa with 40 skill points, who buys a flair and is renamed Vex (revisions 1–3)."""
    events = [ev("choose-class", class_="duelist"), ev("award-skill-points", amount=40)]
    window = windows.open(add_character(windows.context, "Ilsa", events))
    assert window.apply(ops.buy_flair(window.build.content, "agile-strike"))
    window.rename("Vex")
    return window


def rows(dialog: RevisionsDialog) -> list[list[str]]:
    """The list's rows as shown, top first."""
    items = [dialog.list.topLevelItem(i) for i in range(dialog.list.topLevelItemCount())]
    return [[item.text(column) for column in range(3)] for item in items]


def number(dialog: RevisionsDialog) -> int | None:
    """The number of the selected revision."""
    selected = dialog.selected()
    return selected.number if selected is not None else None


def menu_entry(window: CharacterWindow, menu: str, entry: str) -> Any:
    """An action of a menu bar menu, by their texts."""
    (found,) = [a.menu() for a in window.menuBar().actions() if a.text() == menu]
    (action,) = [a for a in found.actions() if a.text() == entry]
    return action


def test_the_list_is_newest_first_with_the_current_one_marked(windows: Windows) -> None:
    window = vex(windows)
    menu_entry(window, "&Character", "Re&visions…").trigger()
    dialog = window.revisions
    assert isinstance(dialog, RevisionsDialog)
    assert dialog.windowTitle() == "Revisions of Vex"
    saved = [saved_at(r) for r in reversed(dialog.revisions)]
    assert rows(dialog) == [
        ["3", saved[0], "Rename to Vex (current)"],
        ["2", saved[1], "Buy Flair Agile Strike"],
        ["1", saved[2], "Imported with 2 events"],
    ]
    assert dialog.list.currentItem().font(2).bold()
    assert "is the character as it is now" in dialog.about.text()
    assert not dialog.restore_button.isEnabled()


def test_selecting_a_revision_previews_it_and_restoring_is_undoable(
    windows: Windows, qtbot: Any
) -> None:
    window = vex(windows)
    dialog = window.show_revisions()
    dialog.list.setFocus()
    qtbot.keyClick(dialog.list, Qt.Key.Key_End)  # the keyboard reaches every revision
    assert number(dialog) == 1
    assert dialog.about.text().startswith(
        f"Restoring revision 1 ({saved_at(dialog.revisions[0])}): Renamed to Ilsa; "
        "Removed event 3: Buy Flair"
    )
    assert dialog.lines() == ["Values (1)", "  Next flair costs: 10 → 0"]  # the first is free
    assert dialog.restore_button.isEnabled()

    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert window.session.document["name"] == "Ilsa"
    assert window.build.state.flairs == ()
    assert rows(dialog)[0][0::2] == ["4", "Reverted to revision 1 (current)"]
    assert window.undo_action.text() == "&Undo Reverted to revision 1"
    window.undo_action.trigger()
    assert window.session.document["name"] == "Vex"
    assert window.build.state.flairs == ("agile-strike",)
    assert rows(dialog)[0][0::2] == ["5", "Undo: Reverted to revision 1 (current)"]


def test_a_revision_like_the_current_one_offers_nothing_to_restore(windows: Windows) -> None:
    window = vex(windows)
    window.undo_action.trigger()  # back to revision 2's state, as revision 4
    dialog = window.show_revisions()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(2))  # revision 2
    assert number(dialog) == 2
    assert dialog.about.text() == (
        "Revision 2 is the character as it is now; there is nothing to restore."
    )
    assert not dialog.restore_button.isEnabled()


def test_the_dialog_renders(windows: Windows, qtbot: Any, tmp_path: Path) -> None:
    window = vex(windows)
    dialog = window.show_revisions()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(2))
    qtbot.wait(10)  # the layout makes room for the longer text
    assert dialog.grab().save(str(tmp_path / "revisions.png"))
    dialog.grab().save("/tmp/revisions.png")
