# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A character in the trash is read, restored or purged — never changed (issue 15, item 4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from model.library import InTrashError, Library
from tests.model.documents import VEX_ID, vex

Change = Callable[[Library, int], Any]
CHANGES: dict[str, Change] = {
    "save": lambda lib, v: lib.save_character(VEX_ID, vex(notes="changed"), v),
    "rename": lambda lib, v: lib.rename_character(VEX_ID, "Vexa"),
    "portrait": lambda lib, v: lib.set_portrait(VEX_ID, None),
    "undo": lambda lib, v: lib.undo_character(VEX_ID, v),
    "revert": lambda lib, v: lib.revert_character(VEX_ID, 1, v),
    "move": lambda lib, v: lib.move_character(VEX_ID, lib.add_campaign("Dust").id),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_every_change_to_a_trashed_character_is_refused_and_it_stays_as_it_was(
    library: Library, change: str
) -> None:
    library.add_character(vex())
    library.save_character(VEX_ID, vex(notes="second"), 1)  # something to undo or revert
    trashed = library.trash_character(VEX_ID)
    with pytest.raises(InTrashError, match=r"^Vex is in the trash; restore it first\.$"):
        CHANGES[change](library, trashed.version)
    after = library.get_character(VEX_ID)
    assert after.in_trash
    assert (after.version, after.document, after.campaign_id) == (2, trashed.document, None)
    assert len(library.list_revisions(VEX_ID)) == 2


def test_a_character_trashed_elsewhere_refuses_the_save_of_an_open_window(
    library: Library, other_library: Library
) -> None:
    opened = library.add_character(vex())
    other_library.trash_character(VEX_ID)  # another Sheetwright moves it to the trash
    with pytest.raises(InTrashError, match=r"^Vex is in the trash; restore it first\.$"):
        library.save_character(VEX_ID, vex(notes="changed"), opened.version)
    assert library.get_character(VEX_ID).document == vex()


def test_a_trashed_character_can_be_read_found_and_restored_then_changed(
    library: Library,
) -> None:
    library.add_character(vex())
    library.trash_character(VEX_ID)
    assert library.find("vex") == []
    assert [r.id for r in library.find("vex", include_trash=True)] == [VEX_ID]
    assert library.duplicate_character(VEX_ID).name == "Vex (copy)"  # reading it is fine
    restored = library.restore_character(VEX_ID)
    assert library.save_character(VEX_ID, vex(notes="back"), restored.version).version == 2
