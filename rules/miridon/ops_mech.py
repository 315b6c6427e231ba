# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Building a mech: attaching and detaching parts, allocating mech points (Chapter 9)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field, StringConstraints

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.miridon.mech import (
    PART_KINDS,
    PILOTING_SRC,
    MechLimits,
    body_problem,
    build_limits,
    count_problem,
    kind_id,
    points_problems,
)
from rules.miridon.op_table import OPS
from rules.miridon.state import MechPart, MiridonState

Step_ = Step[MiridonState]
PartName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]
MechPoints = Annotated[int, Field(ge=0, le=1_000_000)]


class AddMechPart(OpFields):
    """Fields of `add-mech-part`: a name, a kind (`mech-body` or `Mech Body`) and mech points."""

    name: PartName
    kind: str = Field(max_length=80)
    mech_points: MechPoints = 0


class MechPartRef(OpFields):
    """Fields of `remove-mech-part`."""

    name: PartName


class SetMechPoints(OpFields):
    """Fields of `set-mech-points`."""

    name: PartName
    mech_points: MechPoints


def _find(state: MiridonState, name: str) -> MechPart | None:
    folded = name.casefold()
    return next((p for p in state.mech if p.name.casefold() == folded), None)


def _builder(step: Step_) -> MechLimits | Refused:
    limits = build_limits(step.state, step.content)
    if limits.rank < 1:
        return step.refuse(
            "Only a character with at least 1 rank in Mech Training (a Techie, or a dual-class "
            "with Techie), or with Tech Training higher than Mech Training, can work on a mech.",
            PILOTING_SRC,
        )
    return limits


def _problems(parts: tuple[MechPart, ...], limits: MechLimits) -> list[str]:
    found = [body_problem(parts, need_one=False), count_problem(parts, limits)]
    return [p for p in (*found, *points_problems(parts, limits)) if p]


def _fit(step: Step_, parts: tuple[MechPart, ...], limits: MechLimits) -> Outcome[MiridonState]:
    # Only new problems refuse: a mech already over a lowered limit can still be fixed step by step.
    before = set(_problems(step.state.mech, limits))
    found = [p for p in _problems(parts, limits) if p not in before]
    if found:
        return step.refuse(f"Cannot build that: {'; '.join(found)}.", limits.source)
    return step.done(replace(step.state, mech=parts))


@OPS.op("add-mech-part", AddMechPart)
def add_mech_part(step: Step_, f: AddMechPart) -> Outcome[MiridonState]:
    """Attach a part the character possesses to their mech, with its mech points."""
    limits = _builder(step)
    if isinstance(limits, Refused):
        return limits
    kind = kind_id(f.kind)
    if kind is None:
        known = ", ".join(PART_KINDS.values())
        return step.refuse(f"'{f.kind}' is not a kind of mech part (known: {known}).", PILOTING_SRC)
    if _find(step.state, f.name) is not None:
        return step.refuse(f"The mech already has a part named {f.name}.", PILOTING_SRC)
    return _fit(step, (*step.state.mech, MechPart(f.name, kind, f.mech_points)), limits)


@OPS.op("remove-mech-part", MechPartRef)
def remove_mech_part(step: Step_, f: MechPartRef) -> Outcome[MiridonState]:
    """Detach a part from the character's mech."""
    limits = _builder(step)
    if isinstance(limits, Refused):
        return limits
    part = _find(step.state, f.name)
    if part is None:
        return step.refuse(f"The mech has no part named {f.name}.", PILOTING_SRC)
    return step.done(replace(step.state, mech=tuple(p for p in step.state.mech if p is not part)))


@OPS.op("set-mech-points", SetMechPoints)
def set_mech_points(step: Step_, f: SetMechPoints) -> Outcome[MiridonState]:
    """Allocate a part's mech points (at most 25 × rank)."""
    limits = _builder(step)
    if isinstance(limits, Refused):
        return limits
    part = _find(step.state, f.name)
    if part is None:
        return step.refuse(f"The mech has no part named {f.name}.", PILOTING_SRC)
    changed = replace(part, mech_points=f.mech_points)
    parts = tuple(changed if p is part else p for p in step.state.mech)
    return _fit(step, parts, limits)
