# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon assembled for the engine: ops, state, derivation, content kinds, pools."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from rules.engine.ruleset import Ruleset
from rules.engine.system import Pool, System
from rules.miridon import dual_class, ops_awards, ops_buy  # noqa: F401  (registers ops)
from rules.miridon.content import CONTENT_KINDS, EXPRESSION_NAMES
from rules.miridon.derive import derive
from rules.miridon.final_checks import final_issues
from rules.miridon.numbers import BOOK, TALENTS_SRC
from rules.miridon.op_table import OPS
from rules.miridon.options import OPTIONS
from rules.miridon.state import MiridonState


class MiridonSettings(BaseModel):
    """House rules for Miridon (the weight-penalty setting arrives with equipment)."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def initial_state(ruleset: Ruleset, settings: BaseModel) -> MiridonState:
    """A new character: no class, no points, nothing bought."""
    return MiridonState()


SYSTEM: System[MiridonState] = System(
    id="miridon",
    title="Miridon",
    rulebook=BOOK,
    ops=OPS,
    initial_state=initial_state,
    derive=derive,
    final_issues=final_issues,
    settings=MiridonSettings,
    content_kinds=CONTENT_KINDS,
    expression_names=EXPRESSION_NAMES,
    pools={"skill-points": Pool("skill-points", "skill points", source=TALENTS_SRC)},
    options=OPTIONS,
)
