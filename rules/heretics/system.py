# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics assembled for the engine: ops, state, derivation, content kinds, the Exp pool."""

from __future__ import annotations

from pydantic import BaseModel

from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue
from rules.engine.system import Pool, System
from rules.heretics import (  # noqa: F401  (registers ops)
    ops_abilities,
    ops_design,
    ops_exp,
    ops_modifiers,
    ops_resources,
    ops_skills,
)
from rules.heretics.content import CONTENT_KINDS, AbilityTemplate
from rules.heretics.derive import derive, exp_values
from rules.heretics.event_text import describe
from rules.heretics.final_checks import final_issues
from rules.heretics.numbers import BOOK, EXP_POOL, EXP_SRC
from rules.heretics.op_table import OPS
from rules.heretics.ops_exp import opening
from rules.heretics.option_events import OPTION_EVENTS
from rules.heretics.options import OPTIONS
from rules.heretics.state import Ability, HereticsSettings, HereticsState

__all__ = ["SYSTEM", "HereticsSettings", "initial_state"]


def initial_state(ruleset: Ruleset, settings: BaseModel) -> HereticsState:
    """A new character: the default abilities at rank 0 (l. 85, 157-171) and the house rules."""
    ruled = settings if isinstance(settings, HereticsSettings) else HereticsSettings()
    defaults = tuple(
        Ability(t.id, t.id, t.name)
        for t in ruleset.entries("ability")
        if isinstance(t, AbilityTemplate) and t.default
    )
    return HereticsState(abilities=defaults, settings=ruled)


def headline(sheet: Sheet) -> str:
    """The library's line for a Glorious Heretics character: its total Exp ("200 Exp")."""
    return _exp_line(sheet.values.get("exp-total"))


def state_headline(state: HereticsState, ledger: Ledger, content: Ruleset) -> str:
    """The headline from the final state, without deriving the sheet."""
    return _exp_line({v.key: v for v in exp_values(state, ledger)}.get("exp-total"))


def _exp_line(total: SheetValue | None) -> str:
    return f"{total.value} {total.label}" if total else ""


SYSTEM: System[HereticsState] = System(
    id="heretics",
    title="Glorious Heretics",
    rulebook=BOOK,
    ops=OPS,
    initial_state=initial_state,
    derive=derive,
    final_issues=final_issues,
    settings=HereticsSettings,
    content_kinds=CONTENT_KINDS,
    options=OPTIONS,
    option_events=OPTION_EVENTS,
    headline=headline,
    state_headline=state_headline,
    party_ops=("award-exp",),
    describe=describe,
    opening=opening,
    pools={EXP_POOL: Pool(EXP_POOL, "Exp", bounded=False, source=EXP_SRC)},
)
"""Exp is checked by the ops themselves (`ops_exp.pay`) so starting Exp counts toward it."""
