# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A change of a character's house rules is previewed (what it does to the sheet) before it is kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from gui.character.window import CharacterWindow
from gui.heretics import operations as ops
from model.document import new_document
from tests.gui.character.conftest import Windows

PROFICIENT = ("strength", "stamina", "stealth", "perception", "insight")


def heretic(windows: Windows) -> CharacterWindow:
    """Vex, a Glorious Heretics character with 20 starting Exp, in the window."""
    document = new_document("heretics", "Vex") | {"settings": {"starting_exp": 20}}
    document["events"] = [e.to_json() for e in ops.choose_proficiencies(PROFICIENT).events]
    return windows.open(windows.context.library.add_character(document).id)


def ask_for_resources(window: Any, maximum: int) -> Any:
    """Character ▸ House Rules…, the resource maximum set, OK: the preview it opens."""
    dialog = window.house_rules()
    dialog.controls["resource_max"].set_value(maximum)
    dialog.accept()
    assert window.preview is not None
    return window.preview


def test_the_preview_shows_what_the_new_house_rules_change(windows: Windows) -> None:
    window = heretic(windows)
    preview = ask_for_resources(window, 8)
    assert preview.windowTitle() == "Change House Rules"
    assert preview.intro.text() == (
        "Resource maximum: not set → 8. This is what the new house rules do to the character:"
    )
    assert preview.lines("Values") == ["Resource maximum: new, 8", "Resource points: new, 8"]
    assert preview.apply_button.text() == "&Apply House Rules"
    preview.apply_button.click()
    assert window.session.document["settings"] == {"starting_exp": 20, "resource_max": 8}
    assert window.undo_action.text() == "&Undo Change House Rules"
    window.undo_action.trigger()
    assert window.session.document["settings"] == {"starting_exp": 20}


def test_cancel_changes_nothing(windows: Windows) -> None:
    window = heretic(windows)
    library, character = windows.context.library, window.session.record.id
    revisions = len(library.list_revisions(character))
    preview = ask_for_resources(window, 8)
    preview.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert window.session.document["settings"] == {"starting_exp": 20}
    assert library.get_character(character).document["settings"] == {"starting_exp": 20}
    assert len(library.list_revisions(character)) == revisions
    assert window.undo_action.text() == "&Undo"


def test_the_preview_renders(windows: Windows, qtbot: Any, tmp_path: Path) -> None:
    preview = ask_for_resources(heretic(windows), 8)
    qtbot.wait(10)
    assert preview.grab().save(str(tmp_path / "house-rules.png"))
    preview.grab().save("/tmp/house-rules.png")
