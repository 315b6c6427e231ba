# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers an ability's improvement ranks change (l. 237-261), as sheet values and words.

Defend Other's range, Improved Sustain's extra turns per sustain and Commander's action points;
the other improvements (Riposte, Redirect, Ignore Walls) are bought once and change no number by
rank. Keys are `ability.<id>.<number>` and exist while the ability has the improvement.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.memo import recent_answers
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source, cite, ruling
from rules.heretics.content import RangeTable
from rules.heretics.numbers import BOOK, RANGE_TABLE
from rules.heretics.state import Ability

Json = dict[str, Any]

DEFEND_OTHER_SRC = cite(BOOK, "Improvements — Defend Other, l. 241")
DEFEND_OTHER_RULING = ruling(
    BOOK,
    "each Defend Other rank above 2 steps up the Range table (6, 12, 24 squares)",
    section="Improvements — Defend Other, l. 241",
)
SUSTAIN_SRC = cite(BOOK, "Duration, l. 115")
IMPROVED_SUSTAIN_SRC = cite(BOOK, "Improvements — Improved Sustain, l. 253")
COMMAND_SRC = cite(BOOK, "Summon, l. 217")
COMMANDER_SRC = cite(BOOK, "Improvements — Commander, l. 257")
SUSTAIN_HIGH, SUSTAIN_MID = 2, 1
"""Sustaining: a high card adds 2 turns, a mid card 1; a low card ends the effect (l. 115)."""
COMMAND_POINTS = 2
"""Command your summons (1 action point) and divide 2 action points among them (l. 217)."""
DEFEND_OTHER_RANK_2 = 2
"""Defend Other: "starting with 2 squares at rank 2" (l. 241); rank 1 reaches adjacent allies."""


@dataclass(frozen=True, slots=True)
class ImprovementNumber:
    """A number an improvement changes on one ability, and how a sheet prints it."""

    improvement: str
    value: SheetValue
    text: str


def improvement_numbers(ability: Ability, content: Ruleset) -> list[ImprovementNumber]:
    """The numbers the ability's improvements change, in the order they were added."""
    key = f"ability.{ability.id}"
    out = []
    for imp_id, ranks in ability.improvements.items():
        if ranks <= 0:
            continue
        if imp_id == "defend-other":
            out.append(_defend_other(key, ranks, content))
        elif imp_id == "improved-sustain":
            out.append(_improved_sustain(key, ranks))
        elif imp_id == "commander":
            out.append(_commander(key, ranks))
    return out


@recent_answers(64)
def improvement_values(ability: Ability, content: Ruleset) -> list[SheetValue]:
    """The improvement numbers as sheet values."""
    return [n.value for n in improvement_numbers(ability, content)]


def improvement_texts(ability: Ability, content: Ruleset) -> dict[str, Json]:
    """The improvement numbers in words by improvement id, for the ability's card."""
    return {
        n.improvement: {"key": n.value.key, "value": n.value.value, "text": n.text}
        for n in improvement_numbers(ability, content)
    }


def _defend_other(key: str, ranks: int, content: Ruleset) -> ImprovementNumber:
    """Rank 1: an adjacent ally; rank 2: 2 squares (l. 241); higher: the Range table's steps."""
    table = content.typed("range-table", RANGE_TABLE, RangeTable)
    label = "Defend Other range (squares)"
    name = f"{key}.defend-other-range"
    if ranks == 1:
        value = SheetValue(name, label, 0, source=DEFEND_OTHER_SRC, note="adjacent allies only")
        return ImprovementNumber("defend-other", value, "defend an adjacent ally")
    source: Source = DEFEND_OTHER_SRC
    if ranks == 2 or table is None:
        squares = DEFEND_OTHER_RANK_2
    else:
        squares = table.squares(ranks - 1) or DEFEND_OTHER_RANK_2
        source = DEFEND_OTHER_RULING
    value = total(name, label, [Term(f"Defend Other rank {ranks}", squares, source)], source)
    return ImprovementNumber("defend-other", value, f"defend an ally up to {squares} squares away")


def _improved_sustain(key: str, ranks: int) -> ImprovementNumber:
    """+1 sustained turn per rank (l. 253) on top of a high card's 2 or a mid card's 1 (l. 115)."""
    terms = [Term(f"Improved Sustain rank {ranks} × 1", ranks, IMPROVED_SUSTAIN_SRC)]
    high, mid = SUSTAIN_HIGH + ranks, SUSTAIN_MID + ranks
    note = f"a high card adds {high} turns, a mid card {mid}; a low card still ends the effect"
    value = total(f"{key}.improved-sustain", "Extra turns per sustain", terms,
                  IMPROVED_SUSTAIN_SRC, note=note)  # fmt: skip
    text = f"sustain: high card +{high} turns, mid card +{mid}"
    return ImprovementNumber("improved-sustain", value, text)


def _commander(key: str, ranks: int) -> ImprovementNumber:
    """Command: divide 2 action points (l. 217), +1 per Commander rank (l. 257)."""
    terms = [
        Term("command", COMMAND_POINTS, COMMAND_SRC),
        Term(f"Commander rank {ranks} × 1", ranks, COMMANDER_SRC),
    ]
    value = total(f"{key}.command-action-points", "Action points to divide when commanding",
                  terms, COMMANDER_SRC)  # fmt: skip
    return ImprovementNumber("commander", value, f"divide {value.value} action points")
