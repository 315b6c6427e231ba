# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust assembled for the engine: ops, state, derivation, content kinds, pools."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue
from rules.engine.source_ref import cite
from rules.engine.system import Pool, System
from rules.gravedust import ops_abilities, ops_boxes, ops_gear, ops_items, ops_progress  # noqa: F401  (registers ops)
from rules.gravedust.content import ATTRIBUTES, CONTENT_KINDS
from rules.gravedust.derive import derive, progress_values
from rules.gravedust.event_text import describe
from rules.gravedust.final_checks import final_issues
from rules.gravedust.numbers import BOOK, LEVELING_SRC
from rules.gravedust.op_table import OPS
from rules.gravedust.option_events import OPTION_EVENTS
from rules.gravedust.options import OPTIONS
from rules.gravedust.state import GravedustState


class GravedustSettings(BaseModel):
    """House rules for Gravedust; the rulebook leaves nothing open that needs one yet."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def initial_state(ruleset: Ruleset, settings: BaseModel) -> GravedustState:
    """A new character: level 1, attributes at 1, nothing owned."""
    return GravedustState()


def headline(sheet: Sheet) -> str:
    """The library's line for a Gravedust character: its level ("LV 3")."""
    return _level_line(sheet.values.get("level"))


def state_headline(state: GravedustState, ledger: Ledger, content: Ruleset) -> str:
    """The headline from the final state, without deriving the sheet."""
    return _level_line(progress_values(state, ledger)["level"])


def _level_line(level: SheetValue | None) -> str:
    return f"{level.label} {level.value}" if level else ""


SYSTEM: System[GravedustState] = System(
    id="gravedust",
    title="Gravedust",
    rulebook=BOOK,
    ops=OPS,
    initial_state=initial_state,
    derive=derive,
    final_issues=final_issues,
    settings=GravedustSettings,
    content_kinds=CONTENT_KINDS,
    expression_names=frozenset([*ATTRIBUTES, "level"]),
    pools={
        "xp": Pool("xp", "XP", source=LEVELING_SRC),
        "attribute-points": Pool("attribute-points", "attribute points", source=LEVELING_SRC),
        "gold": Pool("gold", "gold", source=cite(BOOK, "Combat Stats: Gold")),
    },
    options=OPTIONS,
    option_events=OPTION_EVENTS,
    headline=headline,
    state_headline=state_headline,
    party_ops=("award-xp",),
    describe=describe,
)
