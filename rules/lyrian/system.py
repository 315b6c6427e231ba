# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles assembled for the engine: ops, state, derivation, content kinds, pools."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue
from rules.engine.system import Pool, System
from rules.lyrian import numbers as n
from rules.lyrian import (  # noqa: F401  (registers ops)
    ops_classes,
    ops_crafting,
    ops_creation,
    ops_equipment,
    ops_facilities,
    ops_housing,
    ops_injuries,
    ops_interlude,
    ops_materials,
    ops_mounts,
    ops_session,
    ops_skills,
)
from rules.lyrian.content import CONTENT_KINDS, EXPRESSION_NAMES
from rules.lyrian.derive import derive
from rules.lyrian.event_text import describe
from rules.lyrian.experience import experience_values
from rules.lyrian.final_checks import final_issues
from rules.lyrian.op_table import OPS
from rules.lyrian.option_events import OPTION_EVENTS
from rules.lyrian.options import OPTIONS
from rules.lyrian.state import LyrianState


class LyrianSettings(BaseModel):
    """House rules for Lyrian Chronicles."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    # Descriptions are given, not read from attribute docstrings (which parses this file's source).

    unpriced_action_ip: Annotated[
        int,
        Field(
            ge=0,
            le=9,
            title="IP for an interlude action printed without a cost",
            description="The Interlude Points that Train, Rest, Gather, Research and the other"
            " interlude actions the\nrulebook prints without a cost take.",
        ),
    ] = 1
    tier_lifts_artisan_caps: Annotated[
        bool,
        Field(
            title="Skybound and 10,000 Spirit Core lift the artisan and gathering caps",
            description="Whether Skybound (+5) and a Spirit Core of 10,000 (no cap) also raise the"
            " caps of artisan\nand gathering skills; the rulebook raises only the main skills'"
            " cap.",
        ),
    ] = False


def initial_state(ruleset: Ruleset, settings: BaseModel) -> LyrianState:
    """A new character at creation, before the creation budgets are given."""
    parsed = settings if isinstance(settings, LyrianSettings) else LyrianSettings()
    return LyrianState(
        unpriced_action_ip=parsed.unpriced_action_ip,
        tier_lifts_artisan_caps=parsed.tier_lifts_artisan_caps,
    )


def headline(sheet: Sheet) -> str:
    """The library's line for a Lyrian character: its Spirit Core ("Spirit Core 1200")."""
    return _core_line(sheet.values.get("spirit-core"))


def state_headline(state: LyrianState, ledger: Ledger, content: Ruleset) -> str:
    """The headline from the final state, without deriving the sheet."""
    return _core_line(experience_values(state, ledger)["spirit-core"])


def _core_line(core: SheetValue | None) -> str:
    return f"{core.label} {core.value}" if core else ""


SYSTEM: System[LyrianState] = System(
    id="lyrian",
    title="Lyrian Chronicles",
    rulebook=n.BOOK,
    ops=OPS,
    initial_state=initial_state,
    derive=derive,
    final_issues=final_issues,
    settings=LyrianSettings,
    content_kinds=CONTENT_KINDS,
    expression_names=EXPRESSION_NAMES,
    pools={
        "exp": Pool("exp", "EXP", source=n.PROGRESSION_SRC),
        "breakthrough-exp": Pool("breakthrough-exp", "breakthrough EXP", source=n.BREAKTHROUGH_SRC),
        "ip": Pool("ip", "Interlude Points", source=n.INTERLUDE_SRC),
        "ep": Pool("ep", "Errand Points", source=n.ERRANDS_SRC),
        "clim": Pool("clim", "Clim", source=n.EQUIPMENT_SRC),
        "skill-points": Pool("skill-points", "skill points", source=n.SKILLS_SRC),
    },
    options=OPTIONS,
    option_events=OPTION_EVENTS,
    headline=headline,
    state_headline=state_headline,
    party_ops=(
        "start-arc",
        "award-exp",
        "award-skill-points",
        "rest",
        "start-interlude",
        "grant-ip",
    ),
    describe=describe,
)
