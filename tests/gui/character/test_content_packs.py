# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character ▸ Content Packs… is the app's `sheetwright use-pack` (issue 13, points 3 and 5): a
character made without the example pack, or before a homebrew pack was written, can take it
up from its window: previewed, saved as one undoable step, its entries offered at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QMenu

from gui.character.packs_dialog import IN_USE, NOT_USED, PacksDialog
from gui.character.window import CharacterWindow
from gui.content_editor.pack_text import PackDraft, pack_text
from gui.lyrian.example_pack import EXAMPLE_PACK_ID
from model.content_pins import pack_pins
from model.document import new_document
from tests.gui.character.conftest import Windows

SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
RACE = {
    "id": "mossfolk",
    "name": "Mossfolk",
    "source": {"book": "homebrew: Ours", "section": "Races"},
}


def opened(windows: Windows, system: str) -> CharacterWindow:
    return windows.open(windows.context.library.add_character(new_document(system, "Vex")).id)


def character_menu(window: CharacterWindow) -> QMenu:
    [menu] = [a.menu() for a in window.menuBar().actions() if a.text() == "&Character"]
    return menu


def select(dialog: PacksDialog, pack_id: str) -> None:
    dialog.list.setCurrentRow([c.id for c in dialog.choices].index(pack_id))


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_window_has_content_packs(windows: Windows, system: str) -> None:
    window = opened(windows, system)
    [action] = [a for a in character_menu(window).actions() if a.text() == "Content Pac&ks…"]
    action.trigger()
    dialogs = [d for d in window.findChildren(PacksDialog) if d.isVisible()]
    assert len(dialogs) == 1


def test_the_lyrian_example_pack_is_taken_up_previewed_and_undoable(windows: Windows) -> None:
    window = opened(windows, "lyrian")
    assert not any(c.tier for c in window.build.content.entries("class"))  # the rulebook's: empty
    dialog = window.show_packs()
    select(dialog, EXAMPLE_PACK_ID)
    assert dialog.details.text() == NOT_USED
    assert dialog.use_button.isEnabled()

    preview = dialog.use_current()
    assert preview is not None
    assert EXAMPLE_PACK_ID not in pack_pins(window.session.document)  # nothing saved before Use
    preview.accept()

    assert EXAMPLE_PACK_ID in pack_pins(window.session.document)
    assert any(c.tier for c in window.build.content.entries("class"))
    assert window.session.library.get_character(window.session.record.id).document["packs"]
    assert dialog.details.text() == IN_USE
    assert not dialog.use_button.isEnabled()
    assert window.undo_action.text().startswith("&Undo Use pack")

    window.undo_action.trigger()
    assert EXAMPLE_PACK_ID not in pack_pins(window.session.document)
    assert not any(c.tier for c in window.build.content.entries("class"))


def test_a_homebrew_pack_written_after_creation_is_offered_and_used(
    windows: Windows, qtbot: Any
) -> None:
    window = opened(windows, "gravedust")
    dialog = window.show_packs()
    library = windows.context.library
    text = pack_text(PackDraft("ours", "gravedust", "Ours", "1", "", {"race": [RACE]}))
    library.add_pack("ours", "gravedust", "Ours", "1", text)
    windows.context.content_changed.emit("gravedust", "ours")  # as the content editor does

    assert "ours" in [c.id for c in dialog.choices]
    select(dialog, "ours")
    preview = dialog.use_current()
    assert preview is not None
    preview.accept()
    assert pack_pins(window.session.document)["ours"]  # pinned to the text, as use-pack pins
    assert "mossfolk" in {r.id for r in window.build.content.entries("race")}


def test_a_preview_left_open_while_the_character_changes_saves_nothing(
    windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = opened(windows, "lyrian")
    dialog = window.show_packs()
    select(dialog, EXAMPLE_PACK_ID)
    preview = dialog.use_current()
    assert preview is not None
    window.rename("Vex the Second")  # another change saved while the preview is open
    shown: list[str] = []
    monkeypatch.setattr(
        "gui.widgets.error_dialog.show_error", lambda _p, title, _m: shown.append(title)
    )
    preview.accept()
    assert shown == ["The character changed"]
    assert EXAMPLE_PACK_ID not in pack_pins(window.session.document)
