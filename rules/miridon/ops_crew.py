# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A skiffmaster's crew: recruiting, a crew member's death, dismissing (Caravan Master)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import StringConstraints

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.miridon.crew import CARAVAN_SRC, crew_limit, living
from rules.miridon.op_table import OPS
from rules.miridon.state import CrewMember, MiridonState

Step_ = Step[MiridonState]
CrewName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]


class CrewRef(OpFields):
    """Fields of `recruit-crew`, `crew-member-dies` and `dismiss-crew`: the crew member's name."""

    name: CrewName


def _find(state: MiridonState, name: str) -> CrewMember | None:
    folded = name.casefold()
    return next((m for m in state.crew if m.name.casefold() == folded), None)


@OPS.op("recruit-crew", CrewRef)
def recruit_crew(step: Step_, f: CrewRef) -> Outcome[MiridonState]:
    """Recruit a crew member: a skiffmaster has at most Caravan Master rank living ones."""
    limit = crew_limit(step.state, step.content)
    if limit is None:
        return step.refuse(
            "Only a Skiffmaster (or a dual-class with Skiffmaster) can recruit crew members: "
            "they come with the Caravan Master special ability.",
            CARAVAN_SRC,
        )
    existing = _find(step.state, f.name)
    if existing is not None:
        state = "" if existing.alive else " (dead)"
        return step.refuse(
            f"There is already a crew member named {existing.name}{state}: choose another name.",
            CARAVAN_SRC,
        )
    if living(step.state) >= limit:
        return step.refuse(
            f"Caravan Master rank {limit} allows {limit} living crew member(s); "
            f"there are {living(step.state)} already.",
            CARAVAN_SRC,
        )
    crew = (*step.state.crew, CrewMember(f.name))
    return step.done(replace(step.state, crew=crew))


@OPS.op("crew-member-dies", CrewRef)
def crew_member_dies(step: Step_, f: CrewRef) -> Outcome[MiridonState]:
    """A crew member dies; they stay on the roster as dead and free a place to recruit again."""
    member = _find(step.state, f.name)
    if member is None:
        return step.refuse(f"There is no crew member named {f.name}.", CARAVAN_SRC)
    if not member.alive:
        return step.refuse(f"{member.name} is already dead.", CARAVAN_SRC)
    crew = tuple(replace(m, alive=False) if m is member else m for m in step.state.crew)
    return step.done(replace(step.state, crew=crew))


@OPS.op("dismiss-crew", CrewRef)
def dismiss_crew(step: Step_, f: CrewRef) -> Outcome[MiridonState]:
    """Take a crew member (living or dead) off the roster."""
    member = _find(step.state, f.name)
    if member is None:
        return step.refuse(f"There is no crew member named {f.name}.", CARAVAN_SRC)
    crew = tuple(m for m in step.state.crew if m is not member)
    return step.done(replace(step.state, crew=crew))
