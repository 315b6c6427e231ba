# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Injuries from the d10 table, and their removal by an effect (Resolve Character Injuries)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Literal

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
    """Fields of `injury`: the number rolled on the d10 (the app may roll it), and optionally
    why: `downed` (only one per encounter takes effect) or `effect` (an ability or other effect;
    it stacks). Without a cause the injury is recorded as rolled."""

    roll: Annotated[int, Field(ge=1, le=100)]
    cause: Literal["downed", "effect"] | None = None


ONE_DOWNED = (
    "A character can only suffer the effects of one injury from being downed in a combat: "
    "this encounter's conclusion already has one. Roll once on the injury table however many "
    "times you were downed; an injury from an ability or other effect stacks: record it as caused by an effect."
)


class RemoveInjury(OpFields):
    """Fields of `remove-injury`: which injury an effect removed."""

    injury: str | None = None


@OPS.op("injury", TakeInjury)
def injury(step: Step_, f: TakeInjury) -> Outcome[LyrianState]:
    """Record the injury rolled on the table; its effects apply until it is removed."""
    rows = [e for e in step.content.entries("injury") if isinstance(e, Injury) and e.roll == f.roll]
    if not rows:
        return step.refuse(f"No injury on the table has the roll {f.roll}.", INJURY_SRC)
    before = step.state
    same_encounter = before.injury_recorded_at == step.index - 1
    downed_already = same_encounter and before.downed_injury_recorded
    if f.cause == "downed" and downed_already:
        return step.refuse(ONE_DOWNED, INJURY_SRC)
    state = replace(
        before,
        injuries=(*before.injuries, rows[0].id),
        injury_recorded_at=step.index,
        downed_injury_recorded=downed_already or f.cause == "downed",
    )
    return step.done(state)


@OPS.op("remove-injury", RemoveInjury)
def remove_injury(step: Step_, f: RemoveInjury) -> Outcome[LyrianState]:
    """An effect removed an injury (Light's Care); in an interlude use the Recover action."""
    found, problem = which_injury(step.state, f.injury)
    if found is None:
        return step.refuse(problem, INJURY_SRC)
    state = step.state.without_injury(found)
    same_encounter = state.injury_recorded_at == step.index - 1
    return step.done(
        replace(
            state,
            injury_recorded_at=step.index,
            downed_injury_recorded=same_encounter and state.downed_injury_recorded,
        )
    )
