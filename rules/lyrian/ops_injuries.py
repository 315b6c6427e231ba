# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Injuries from the d10 table, and their removal by an effect (Resolve Character Injuries)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.lyrian.content import Injury
from rules.lyrian.interlude_effects import which_injury
from rules.lyrian.numbers import INJURY_SRC
from rules.lyrian.op_table import OPS
from rules.lyrian.state import LyrianState

Step_ = Step[LyrianState]


class TakeInjury(OpFields):
    """Fields of `injury`: the number rolled on the d10 (the app may roll it)."""

    roll: Annotated[int, Field(ge=1, le=100)]


class RemoveInjury(OpFields):
    """Fields of `remove-injury`: which injury an effect removed."""

    injury: str | None = None


@OPS.op("injury", TakeInjury)
def injury(step: Step_, f: TakeInjury) -> Outcome[LyrianState]:
    """Record the injury rolled on the table; its effects apply until it is removed."""
    rows = [e for e in step.content.entries("injury") if isinstance(e, Injury) and e.roll == f.roll]
    if not rows:
        return step.refuse(f"No injury on the table has the roll {f.roll}.", INJURY_SRC)
    state = replace(step.state, injuries=(*step.state.injuries, rows[0].id))
    return step.done(state)


@OPS.op("remove-injury", RemoveInjury)
def remove_injury(step: Step_, f: RemoveInjury) -> Outcome[LyrianState]:
    """An effect removed an injury (Light's Care); in an interlude use the Recover action."""
    found, problem = which_injury(step.state, f.injury)
    if found is None:
        return step.refuse(problem, INJURY_SRC)
    return step.done(step.state.without_injury(found))
