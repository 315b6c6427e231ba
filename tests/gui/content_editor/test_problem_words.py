# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The editor words the loader's problems as sentences about the field in view (issue 13, point 9):
never `homebrew pack '', field 'name': must not be empty`."""

from __future__ import annotations

from gui.content_editor.pack_text import field_problem, without_line
from rules.engine.content_error import ContentProblem


def _problem(field: str | None, message: str, entry: str | None = "club") -> ContentProblem:
    return ContentProblem("homebrew pack ''", 3, entry, field, message)


def test_a_field_problem_is_a_sentence_about_its_label() -> None:
    assert field_problem(_problem("name", "must not be empty"), "Name") == "Name must not be empty."
    assert (
        field_problem(_problem("bonuses.hp", "must be a whole number"), "Bonuses")
        == "Bonuses, hp must be a whole number."
    )
    assert (
        field_problem(_problem("requires", "unknown name 'strenght'"), "Requires")
        == "Requires: unknown name 'strenght'."
    )


def test_an_entry_problem_names_neither_the_pack_nor_a_line() -> None:
    text = without_line(
        _problem(None, "strike slots are found only on weapons: mark the gear as a weapon")
    )
    assert text == "Strike slots are found only on weapons: mark the gear as a weapon."
    assert without_line(_problem("slots[2]", "must be text")) == "Slots, item 3 must be text."


def test_an_empty_pack_detail_says_what_the_pack_needs() -> None:
    assert (
        without_line(_problem("name", "must not be empty", None))
        == "The homebrew pack needs a name."
    )
