# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon spell table: every spell with its effect after the character's spell boosts."""

from __future__ import annotations

from typing import Any

from model.pdf.drawing import GREY
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, SANS_BOLD
from model.pdf.sections import section_list
from model.pdf.table import Cell, Json, header_row, plain, table_row, text_row
from rules.engine.build import Build
from rules.miridon.sheet_words import SPELL_HEADINGS, boosts_text, subtlety_text

WIDTHS = (0.14, 0.07, 0.11, 0.11, 0.11, 0.06, 0.40)


def spells_block(build: Build[Any], width: float) -> Block:
    """One row per spell: boosted effect (e.g. 11d6), range, cast time, duration, subtlety, boosts."""
    rows = tuple(_spell_row(s, width) for s in section_list(build, "spells"))
    header = header_row(SPELL_HEADINGS, WIDTHS, width)
    empty = (text_row("No spells", width, color=GREY),)
    return Block("Spells — effect with your spell boosts", rows or empty, header)


def _spell_row(spell: Json, width: float) -> Row:
    cells = [
        Cell(str(spell.get("name", "")), SANS_BOLD, 7.5),
        Cell(str(spell.get("effect") or "—"), SANS_BOLD, 8.5),
        Cell(plain(spell.get("range")), CONDENSED, 7, wrapped=True),
        Cell(plain(spell.get("cast_time")), CONDENSED, 7, wrapped=True),
        Cell(plain(spell.get("duration")) or "—", CONDENSED, 7, wrapped=True),
        Cell(subtlety_text(spell), CONDENSED, 7),
        Cell(boosts_text(spell), CONDENSED, 6.5, wrapped=True),
    ]
    return table_row(cells, WIDTHS, width)
