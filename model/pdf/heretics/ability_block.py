# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One Glorious Heretics ability on the full page: its numbers in a grid, its improvements and
restrictions in tables, its ranks in a row, its effect and flavour as paragraphs."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.colors import HexColor

from model.pdf.card_layout import Part
from model.pdf.card_layout import Row as PartRow
from model.pdf.drawing import GREY
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS
from model.pdf.heretics.ability import (
    basics,
    improvement_cost,
    improvement_label,
    kind,
    properties,
    restriction_gain,
    restriction_label,
)
from model.pdf.heretics.parts import Json, improvement_number
from model.pdf.table import Cell, header_row, paragraph_rows, table_row, text_row
from rules.heretics.inflicts_text import inflicts_line

ERROR_RED = HexColor("#a23b32")
PAIRS = 3  # label–value pairs side by side in the grid of numbers
PAIR_WIDTHS = (0.17, 0.16)
EXTRA_WIDTHS = (0.22, 0.16, 0.62)
RANK_WIDTHS = (0.12, 0.08) * 5


def ability_block(entry: Json, width: float) -> Block:
    """The whole ability under its name: nothing of the card version is left out."""
    rows = [text_row(_subtitle(entry), width, size=7, color=GREY)]
    rows += [text_row(f"Problem: {p}", width, color=ERROR_RED) for p in entry.get("problems") or []]
    rows += number_rows(basics(entry) + properties(entry), width)
    rows += _texts(entry, width)
    rows += improvement_rows(entry, width) + restriction_rows(entry, width)
    rows.append(ranks_row(entry, width))
    if entry.get("flavour"):  # last, as on the card: the numbers come first
        rows += paragraph_rows(f"“{entry['flavour']}”", width, color=GREY)
    return Block(str(entry.get("name") or "Ability"), tuple(rows))


def _subtitle(entry: Json) -> str:
    """`Attack template · attack`."""
    template = str(entry.get("template_name") or "")
    return " · ".join(s for s in (f"{template} template" if template else "", kind(entry)) if s)


def number_rows(parts: Sequence[Part], width: float) -> list[Row]:
    """Label–value pairs three to a row; an area's shapes follow it as pairs of their own."""
    pairs = [(p.label.strip(), p.value) for p in parts if isinstance(p, PartRow)]
    rows = []
    for start in range(0, len(pairs), PAIRS):
        chunk = pairs[start : start + PAIRS]
        chunk += [("", "")] * (PAIRS - len(chunk))
        cells = [cell for label, value in chunk for cell in _pair(label, value)]
        rows.append(table_row(cells, PAIR_WIDTHS * PAIRS, width))
    return rows


def _pair(label: str, value: str) -> tuple[Cell, Cell]:
    return (
        Cell(label, CONDENSED, 7.5, GREY, wrapped=True),
        Cell(value, CONDENSED_BOLD, 8, wrapped=True),
    )


def _texts(entry: Json, width: float) -> list[Row]:
    """The effect, the debuffs an attack inflicts instead of damage, and the notes."""
    rows = paragraph_rows(str(entry["effect"]), width, font=SANS) if entry.get("effect") else []
    line = inflicts_line(entry.get("inflicts"))
    if line:
        rows.append(text_row(line, width))
    if entry.get("notes"):
        rows += paragraph_rows(f"Notes: {entry['notes']}", width)
    return rows


def improvement_rows(entry: Json, width: float) -> list[Row]:
    """A table of the improvements: name, cost in ranks, effect."""
    found = entry.get("improvements") or []
    rows = [header_row(("Improvements", "Cost", "Effect"), EXTRA_WIDTHS, width)] if found else []
    for item in found:
        cells = [
            Cell(improvement_label(item), CONDENSED_BOLD, 7.5, wrapped=True),
            Cell(improvement_cost(item), CONDENSED, 7.5, wrapped=True),
            Cell(_with_number(item), CONDENSED, 7.5, wrapped=True),
        ]
        rows.append(table_row(cells, EXTRA_WIDTHS, width))
    return rows


def _with_number(item: Json) -> str:
    """The improvement's effect, after what its ranks give this ability ("For you: …")."""
    number = improvement_number(item)
    effect = str(item.get("effect", ""))
    return f"For you: {number}.\n{effect}" if number else effect


def restriction_rows(entry: Json, width: float) -> list[Row]:
    """A table of the restrictions: what was chosen, the free ranks it gives, effect."""
    found = entry.get("restrictions") or []
    headings = ("Restrictions", "Free ranks", "Effect")
    rows = [header_row(headings, EXTRA_WIDTHS, width)] if found else []
    for item in found:
        cells = [
            Cell(restriction_label(item), CONDENSED_BOLD, 7.5, wrapped=True),
            Cell(restriction_gain(item), CONDENSED, 7.5, wrapped=True),
            Cell(str(item.get("effect", "")), CONDENSED, 7.5, wrapped=True),
        ]
        rows.append(table_row(cells, EXTRA_WIDTHS, width))
    return rows


def ranks_row(entry: Json, width: float) -> Row:
    """Paid, free and unassigned ranks, the Exp they cost and the price of the next rank."""
    ranks = entry.get("ranks") or {}
    shown = (
        ("Paid ranks", ranks.get("paid", 0)),
        ("Free ranks", ranks.get("free", 0)),
        ("Unassigned", ranks.get("unassigned", 0)),
        ("Exp spent", ranks.get("exp_spent", 0)),
        ("Next rank", f"{ranks.get('next_price', '–')} Exp"),
    )
    cells = [
        cell
        for label, value in shown
        for cell in (Cell(label, CONDENSED, 7.5, GREY), Cell(str(value), CONDENSED_BOLD, 8))
    ]
    return table_row(cells, RANK_WIDTHS, width)
