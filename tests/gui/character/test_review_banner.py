# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A pack's new version waits for the player: a bar over the sheet, its diff, Accept or Keep."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from gui.character.window import CharacterWindow
from model.content_pins import with_pack
from model.content_versions import pack_fingerprint
from model.document import new_document
from model.library import Library
from tests.gui.character.conftest import Windows


def grim_gear(version: str, end: int) -> str:
    """A one-file homebrew pack for Gravedust: Dwarf, with an END adjustment."""
    return (
        "format: sheetwright-pack\nformat_version: 1\nid: grim-gear\nname: Grim Gear\n"
        f"system: gravedust\nversion: '{version}'\nhomebrew: true\ncontent:\n  race:\n"
        "    - id: dwarf\n      name: Dwarf\n      source: {book: 'homebrew: Grim Gear', section: Races}\n"
        f"      adjustments: {{end: {end}}}\n"
    )


def dwarf_then_new_pack(library: Library) -> str:
    """Vex, a dwarf built from Grim Gear 1.0; then the pack is updated to 1.1 (END +3, not +2)."""
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", grim_gear("1.0", 2))
    pack = library.get_pack("grim-gear")
    document = with_pack(
        new_document("gravedust", "Vex"), "grim-gear", pack.version, pack_fingerprint(pack.text)
    )
    document["events"] = [{"op": "choose-race", "race": "dwarf"}]
    character = library.add_character(document).id
    library.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    return character


def end(window: CharacterWindow) -> int | None:
    """The character's END."""
    return window.build.sheet.value("end")


def test_the_banner_reviews_and_accepts_the_new_version(windows: Windows, qtbot: Any) -> None:
    window = windows.open(dwarf_then_new_pack(windows.context.library))
    banner = window.review_banner
    assert banner.isVisible()
    assert banner.text.text() == "Rules updated: 3 values change —"
    assert end(window) == 3  # 1 + 2: still the version it was built from
    dialog = banner.review()
    assert dialog is not None
    assert dialog.windowTitle() == "Rules Updated"
    assert dialog.intro.text().startswith("Pack 'Grim Gear' changed (1.0 → 1.1).")
    assert "END: 3 → 4" in dialog.lines("Values")
    assert dialog.apply_button.text() == "&Accept"
    dialog.apply_button.click()
    assert end(window) == 4
    assert not banner.isVisible()
    assert window.undo_action.text().startswith("&Undo Accepted updated rules: pack 'Grim Gear'")
    window.undo_action.trigger()  # accepting is one step like any other
    assert end(window) == 3
    assert banner.isVisible()


def test_keep_the_old_rules_changes_nothing(windows: Windows) -> None:
    library = windows.context.library
    character = dwarf_then_new_pack(library)
    window = windows.open(character)
    version = library.get_character(character).version
    dialog = window.review_banner.review()
    assert dialog is not None
    keep = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert keep.text() == "&Keep the Old Rules"
    keep.click()
    assert end(window) == 3
    assert library.get_character(character).version == version
    assert not window.review_banner.isVisible()  # until the pack changes again
    windows.close(window)
    assert windows.open(character).review_banner.isVisible()  # the review still waits


def test_an_up_to_date_character_has_no_banner(windows: Windows) -> None:
    library = windows.context.library
    document = new_document("gravedust", "Vex")
    window = windows.open(library.add_character(document).id)
    assert not window.review_banner.isVisible()


def test_the_banner_renders(windows: Windows, qtbot: Any, tmp_path: Path) -> None:
    window = windows.open(dwarf_then_new_pack(windows.context.library))
    window.resize(1100, 700)
    qtbot.wait(10)
    assert window.grab().save(str(tmp_path / "banner.png"))
    window.grab().save("/tmp/banner-window.png")
    window.review_banner.grab().save("/tmp/banner.png")
    dialog = window.review_banner.review()
    assert dialog is not None
    qtbot.wait(10)
    dialog.grab().save("/tmp/banner-review.png")
