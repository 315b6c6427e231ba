# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library's change mark moves with every change another user could make, and only then."""

from __future__ import annotations

from model.change_mark import change_mark
from model.document import new_document
from model.library import Library
from model.party_actions import make_party_event, plan_party_event
from rules.engine.event import Event


def test_the_mark_moves_with_each_kind_of_change(library: Library) -> None:
    marks = [change_mark(library.engine)]

    def moved() -> bool:
        marks.append(change_mark(library.engine))
        return marks[-1] != marks[-2]

    library.list_characters()
    assert not moved()  # reading changes nothing
    vex = library.add_character(new_document("gravedust", "Vex"))
    assert moved()
    library.rename_character(vex.id, "Vex the Bold")  # a saved document
    assert moved()
    keep = library.add_campaign("The Drowned Keep")
    assert moved()
    library.move_character(vex.id, keep.id)  # a column only: no new version
    assert moved()
    library.rename_campaign(keep.id, "The Keep")
    assert moved()
    award = Event("award-xp", {"amount": 5}, "2026-12-02T10:00:00+00:00", None)
    action = make_party_event(library, plan_party_event(library, keep.id, award))
    assert moved()
    library.undo_party_action(action.id)
    assert moved()
    library.trash_character(vex.id)
    assert moved()
    library.purge_character(vex.id)
    assert moved()
    assert not moved()
