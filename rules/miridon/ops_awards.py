# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The class, and what the GM awards: skill points, Maximum Strength/Speed Points, mutations."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.miridon.content import MiridonClass, Mutation
from rules.miridon.numbers import CLASSES_SRC, UNIQUE_SRC
from rules.miridon.op_table import OPS
from rules.miridon.state import MiridonState

Step_ = Step[MiridonState]
Points = Annotated[int, Field(ge=0, le=1_000_000)]


class ChooseClass(OpFields):
    """Fields of `choose-class`."""

    class_: str = Field(alias="class")


class AwardSkillPoints(OpFields):
    """Fields of `award-skill-points`."""

    amount: Annotated[int, Field(ge=1, le=1_000_000)]


class AwardStats(OpFields):
    """Fields of `award-stats`: Maximum Strength and Speed Points the GM grants."""

    strength: Points = 0
    speed: Points = 0


class AssignMutation(OpFields):
    """Fields of `assign-mutation`."""

    mutation: str


@OPS.op("choose-class", ChooseClass)
def choose_class(step: Step_, f: ChooseClass) -> Outcome[MiridonState]:
    """Choose the character's class (a second class comes only with the Dual-Class talent)."""
    entry = step.content.typed("class", f.class_, MiridonClass)
    if entry is None:
        known = ", ".join(c.id for c in step.content.entries("class"))
        return step.refuse(f"There is no class '{f.class_}' (known: {known}).", CLASSES_SRC)
    if step.state.classes:
        return step.refuse(
            "The class is already chosen; a second class comes with the Dual-Class talent.",
            CLASSES_SRC,
        )
    if entry.unique:
        return step.refuse(
            f"{entry.name} is an NPC class: crew members are derived from their skiffmaster, "
            "so add them on the skiffmaster's sheet.",
            UNIQUE_SRC,
        )
    return step.done(replace(step.state, classes=(entry.id,)))


@OPS.op("award-skill-points", AwardSkillPoints)
def award_skill_points(step: Step_, f: AwardSkillPoints) -> Outcome[MiridonState]:
    """The GM awards skill points (starting points, session rewards)."""
    return step.done(
        step.state, step.credit("skill-points", f.amount, step.event.note or "GM award")
    )


@OPS.op("award-stats", AwardStats)
def award_stats(step: Step_, f: AwardStats) -> Outcome[MiridonState]:
    """The GM raises Maximum Strength Points and/or Maximum Speed Points."""
    if not f.strength and not f.speed:
        return step.refuse("Award at least one Maximum Strength or Speed Point.")
    state = replace(
        step.state,
        max_strength=step.state.max_strength + f.strength,
        max_speed=step.state.max_speed + f.speed,
    )
    return step.done(state)


@OPS.op("assign-mutation", AssignMutation)
def assign_mutation(step: Step_, f: AssignMutation) -> Outcome[MiridonState]:
    """The GM assigns a mutation; it unlocks that mutation's racial flairs."""
    entry = step.content.typed("mutation", f.mutation, Mutation)
    if entry is None:
        return step.refuse(f"There is no mutation '{f.mutation}'.")
    if entry.id in step.state.mutations:
        return step.refuse(f"The character already has the {entry.name} mutation.")
    return step.done(replace(step.state, mutations=(*step.state.mutations, entry.id)))
