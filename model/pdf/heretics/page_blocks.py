# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics full page's tables: rule problems, the default defenses, feats,
resources and equipment, and the debuff reference."""

from __future__ import annotations

from typing import Any

from model.pdf.drawing import GREY, INK
from model.pdf.flow import Block, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.heretics.ability_block import ERROR_RED
from model.pdf.heretics.parts import (
    Json,
    debuff_power,
    debuff_reach_text,
    effect_lines,
    feat_cost,
    feat_numbers,
    feat_rank,
)
from model.pdf.sections import section_dict, section_list
from model.pdf.table import Cell, header_row, table_row, text_row
from rules.engine.build import Build

DEFENSE_HEADINGS = ("Defense", "Defends against", "Action", "Power", "Effect")
DEFENSE_WIDTHS = (0.14, 0.14, 0.1, 0.08, 0.54)
FEAT_HEADINGS = ("Feat", "Rank", "Cost", "For you", "Effect")
FEAT_WIDTHS = (0.15, 0.06, 0.13, 0.2, 0.46)
RESOURCE_HEADINGS = ("Resource points", "Obtained items (points spent)", "Equipment")
RESOURCE_WIDTHS = (0.22, 0.33, 0.45)
DEBUFF_HEADINGS = ("Debuff", "Power", "Normal attacks", "Effect")
DEBUFF_WIDTHS = (0.15, 0.12, 0.13, 0.60)


def problem_blocks(build: Build[Any], width: float) -> list[Block]:
    """Every rule problem of the character, in red; no block when there is none."""
    rows = tuple(text_row(issue.message, width, color=ERROR_RED) for issue in build.errors)
    return [Block("Rule problems", rows)] if rows else []


def defense_blocks(plain: list[Json], width: float) -> list[Block]:
    """The untouched default defenses in one table; no block when every one was changed."""
    rows = tuple(_defense_row(ability, width) for ability in plain)
    header = header_row(DEFENSE_HEADINGS, DEFENSE_WIDTHS, width)
    return [Block("Defenses — default abilities, rank 0", rows, header)] if rows else []


def _defense_row(ability: Json, width: float) -> Row:
    props: list[Json] = ability.get("properties") or []
    power: Json = next((p for p in props if p.get("property") == "power"), {})
    effect = f"{power.get('printed', '')}. {ability.get('effect', '')}.".strip(". ") + "."
    cells = [
        Cell(str(ability.get("name", "")), SANS_BOLD, 8),
        Cell(str(ability.get("defends") or "–"), CONDENSED, 7.5),
        Cell(str(ability.get("action") or "Defend"), CONDENSED, 7.5),
        Cell(str(power.get("text", power.get("value", 0))), CONDENSED_BOLD, 8),
        Cell(effect, CONDENSED, 7.5, wrapped=True),
    ]
    return table_row(cells, DEFENSE_WIDTHS, width)


def feats_block(build: Build[Any], width: float) -> Block:
    """Each feat: rank of its maximum, cost, then its choice, effect, rank effects and note."""
    feats = section_list(build, "feats")
    if not feats:
        return Block("Feats", (text_row("No feats yet.", width, color=GREY),))
    rows = tuple(_feat_row(feat, width) for feat in feats)
    return Block("Feats", rows, header_row(FEAT_HEADINGS, FEAT_WIDTHS, width))


def _feat_row(feat: Json, width: float) -> Row:
    cells = [
        Cell(str(feat.get("name", "")), SANS_BOLD, 8, wrapped=True),
        Cell(feat_rank(feat), CONDENSED_BOLD, 8),
        Cell(feat_cost(feat), CONDENSED, 7.5, wrapped=True),
        Cell("\n".join(feat_numbers(feat)) or "–", CONDENSED_BOLD, 7.5, wrapped=True),
        Cell("\n".join(_feat_lines(feat)), CONDENSED, 7.5, wrapped=True),
    ]
    return table_row(cells, FEAT_WIDTHS, width)


def _feat_lines(feat: Json) -> list[str]:
    """What the feat was taken for, what it does, and the rulebook's note."""
    chosen = []
    if feat.get("choice_name") or feat.get("choice"):
        chosen.append(f"Choice: {feat.get('choice_name') or feat.get('choice')}")
    if feat.get("detail"):
        chosen.append(f"Detail: {feat['detail']}")
    lines = [" · ".join(chosen)] if chosen else []
    lines += effect_lines(feat)
    return lines + ([f"Note: {feat['note']}"] if feat.get("note") else [])


def resources_block(build: Build[Any], width: float) -> Block:
    """Resource points left of the GM's maximum, the items obtained with them, equipment notes."""
    found = section_dict(build, "resources")
    obtained = [
        f"{o.get('note') or 'item'} — {o.get('amount', '')}" for o in found.get("obtained") or []
    ]
    equipment = [f"• {line}" for line in found.get("equipment") or []]
    cells = [
        Cell(_points(found), CONDENSED_BOLD, 8, wrapped=True),
        _list_cell(obtained, "No items obtained"),
        _list_cell(equipment, "No equipment notes"),
    ]
    title = "Resources & equipment — restock: items go, points refill"
    header = header_row(RESOURCE_HEADINGS, RESOURCE_WIDTHS, width)
    return Block(title, (table_row(cells, RESOURCE_WIDTHS, width),), header)


def _points(found: Json) -> str:
    """`Maximum 10` and `Left 8` on two lines, or that the GM has not set a maximum."""
    most = found.get("max")
    return (
        "Maximum not set (GM)"
        if most is None
        else f"Maximum {most}\nLeft {found.get('left', most)}"
    )


def _list_cell(lines: list[str], none: str) -> Cell:
    """A line per entry, or what there is none of, in grey."""
    if not lines:
        return Cell(none, CONDENSED, 7.5, GREY, wrapped=True)
    return Cell("\n".join(lines), CONDENSED, 7.5, INK, wrapped=True)


def debuff_blocks(build: Build[Any], width: float) -> list[Block]:
    """Every debuff with its power per rank, the highest rank normal attacks reach, effects."""
    rows = tuple(_debuff_row(entry, width) for entry in section_list(build, "debuffs"))
    header = header_row(DEBUFF_HEADINGS, DEBUFF_WIDTHS, width)
    return [Block("Debuff reference", rows, header)] if rows else []


def _debuff_row(entry: Json, width: float) -> Row:
    reach = [text] if (text := debuff_reach_text(entry)) else []
    if entry.get("requires_melee"):
        reach.append("requires a melee attack")
    cells = [
        Cell(str(entry.get("name", "Debuff")), SANS_BOLD, 8, wrapped=True),
        Cell(debuff_power(entry), CONDENSED_BOLD, 7.5, wrapped=True),
        Cell("\n".join(reach) or "–", CONDENSED, 7.5, wrapped=True),
        Cell("\n".join(effect_lines(entry)), CONDENSED, 7.5, wrapped=True),
    ]
    return table_row(cells, DEBUFF_WIDTHS, width)
