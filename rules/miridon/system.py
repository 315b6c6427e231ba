# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon assembled for the engine: ops, state, derivation, content kinds, pools, house rules."""

from __future__ import annotations

from pydantic import BaseModel

from rules.engine.issue import Issue
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet
from rules.engine.system import Pool, System
from rules.miridon import (  # noqa: F401  (registers ops)
    dual_class,
    ops_awards,
    ops_buy,
    ops_crew,
    ops_equipment,
    ops_mech,
)
from rules.miridon.content import CONTENT_KINDS, EXPRESSION_NAMES
from rules.miridon.crew import crew_issues
from rules.miridon.derive import class_rows, derive
from rules.miridon.equipment_checks import equipment_issues
from rules.miridon.event_text import describe
from rules.miridon.final_checks import final_issues
from rules.miridon.mech_sheet import mech_issues
from rules.miridon.numbers import BOOK, TALENTS_SRC
from rules.miridon.op_table import OPS
from rules.miridon.option_events import OPTION_EVENTS
from rules.miridon.options import OPTIONS
from rules.miridon.settings_model import MiridonSettings
from rules.miridon.state import MiridonState

__all__ = ["SYSTEM", "MiridonSettings", "initial_state"]


def initial_state(ruleset: Ruleset, settings: BaseModel) -> MiridonState:
    """A new character: no class, no points, nothing bought; it carries the house rules."""
    ruled = settings if isinstance(settings, MiridonSettings) else MiridonSettings()
    return MiridonState(settings=ruled)


def all_final_issues(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """The general final checks, then equipment, crew and mech checks."""
    return [
        *final_issues(state, ledger, content),
        *equipment_issues(state, ledger, content),
        *crew_issues(state, content),
        *mech_issues(state, content),
    ]


def headline(sheet: Sheet) -> str:
    """The library's line for a Miridon character: its classes ("Vessel / Ghost Hunter")."""
    return _class_line(sheet.sections.get("classes"))


def state_headline(state: MiridonState, ledger: Ledger, content: Ruleset) -> str:
    """The headline from the final state, without deriving the sheet."""
    return _class_line(class_rows(state, content))


def _class_line(classes: object) -> str:
    return " / ".join(str(c["name"]) for c in classes) if isinstance(classes, list) else ""


SYSTEM: System[MiridonState] = System(
    id="miridon",
    title="Miridon",
    rulebook=BOOK,
    ops=OPS,
    initial_state=initial_state,
    derive=derive,
    final_issues=all_final_issues,
    settings=MiridonSettings,
    content_kinds=CONTENT_KINDS,
    expression_names=EXPRESSION_NAMES,
    pools={"skill-points": Pool("skill-points", "skill points", source=TALENTS_SRC)},
    options=OPTIONS,
    option_events=OPTION_EVENTS,
    headline=headline,
    state_headline=state_headline,
    party_ops=("award-skill-points", "award-stats"),
    describe=describe,
)
