# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Issues panel cites the rulebook by its title; line numbers only in the tooltip."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gui.character.issues import IssueTableModel, issue_rows
from model.character_build import build_character
from tests.gui.cli.test_player_words import CHARACTERS, INTERNAL, WARHAMMER

WITH_ERRORS = {
    "gravedust gear refused": CHARACTERS["gravedust refused"]
    | {
        "events": [
            *CHARACTERS["gravedust refused"]["events"],
            {"op": "gain-gear", "gear": "warhammer", "instance": "h", "slot": "hand-1"},
        ]
    },
}


@pytest.mark.parametrize("name", [*CHARACTERS, *WITH_ERRORS])
def test_issue_rows_name_no_file_line_or_expression(name: str, qtbot: Any) -> None:
    built = build_character({**CHARACTERS, **WITH_ERRORS}[name])
    model = IssueTableModel()
    model.set_built(built)
    shown = [
        model.index(row, column).data(role)
        for row in range(model.rowCount())
        for column in range(4)
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    ]
    assert [text for text in shown if text and INTERNAL.search(str(text))] == []


def test_the_source_column_and_its_tooltip() -> None:
    rows = issue_rows(build_character(CHARACTERS["lyrian sample"]))
    interlude = next(r for r in rows if r.message.startswith("2 Interlude Points unspent"))
    assert interlude.source == "Lyrian Chronicles rulebook, Interlude — Interlude Actions"
    assert interlude.detail == (
        "Lyrian Chronicles rulebook, Interlude — Interlude Actions (lines 1068-1101)"
    )


def test_a_refused_requirement_reads_as_a_sentence() -> None:
    rows = issue_rows(build_character(WITH_ERRORS["gravedust gear refused"]))
    assert [(r.message, r.source) for r in rows if r.severity == "Error"] == [
        ("Warhammer needs Strength 2 or the Dwarf race.", "homebrew: our table, Weapons")
    ]
    assert WARHAMMER["requires"] == 'str >= 2 or has("dwarf")'  # the stored text is unchanged
