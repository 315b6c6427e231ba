# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Creation: the starting budgets, race (and subrace or clan) and the stat arrays."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import MAIN_STATS, SUB_STATS, MainStat, Race, Subrace, SubStat
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import in_phase
from rules.lyrian.state import LyrianState, Phase, frozen

Step_ = Step[LyrianState]
CREATION = (Phase.CREATION,)


class StartCreation(OpFields):
    """Fields of `start-creation` (none)."""


class ChooseRace(OpFields):
    """Fields of `choose-race`."""

    race: str
    subrace: str | None = None


class AssignStats(OpFields):
    """Fields of `assign-stats`: every main and sub stat at once."""

    main: dict[MainStat, int]
    sub: dict[SubStat, int]


@OPS.op("start-creation", StartCreation)
def start_creation(step: Step_, f: StartCreation) -> Outcome[LyrianState]:
    """Start a character: 1000 EXP and 3 IP for classes, 300 breakthrough EXP, 10 skill points, 3000 Clim."""
    if step.state.started:
        return step.refuse("The character is already started.", n.CLASSES_SRC)
    entries = (
        step.credit("exp", n.CREATION_EXP, "creation: EXP for classes"),
        step.credit("breakthrough-exp", n.BREAKTHROUGH_EXP, "creation: breakthroughs only"),
        step.credit("ip", n.CREATION_IP, "creation: Interlude Points"),
        step.credit("ep", n.CREATION_IP * n.EP_PER_IP, "one Errand Point with each IP"),
        step.credit("skill-points", n.CREATION_SKILL_POINTS, "creation: skill points"),
        step.credit("clim", n.CREATION_CLIM, "creation: Clim for equipment"),
    )
    return step.done(replace(step.state, started=True), *entries)


@OPS.op("choose-race", ChooseRace)
def choose_race(step: Step_, f: ChooseRace) -> Outcome[LyrianState]:
    """Choose the race, and a subrace (Chimera, Fae, Youkai) or clan (Demon) of it."""
    phase = in_phase(step.state, CREATION, "The race is chosen", n.RACE_SRC)
    if not phase:
        return step.refuse(phase.reason, phase.source)
    race = step.content.typed("race", f.race, Race)
    if race is None:
        known = ", ".join(r.id for r in step.content.entries("race"))
        return step.refuse(f"There is no race '{f.race}' (known: {known}).", n.RACE_SRC)
    problem = _subrace_problem(step, race, f.subrace)
    if problem:
        return step.refuse(problem, n.RACE_SRC)
    return step.done(replace(step.state, race=race.id, subrace=f.subrace))


def _subrace_problem(step: Step_, race: Race, subrace_id: str | None) -> str:
    if subrace_id is None:
        return ""
    if race.subrace_kind is None:
        return f"{race.name} has no subraces or clans."
    sub = step.content.typed("subrace", subrace_id, Subrace)
    if sub is None:
        return f"There is no subrace or clan '{subrace_id}' (add it with a content pack)."
    if sub.race != race.id:
        return f"{sub.name} belongs to another race, not {race.name}."
    if sub.kind != race.subrace_kind:
        return f"{race.name} takes a {race.subrace_kind}, and {sub.name} is a {sub.kind}."
    return ""


def array_problem(
    label: str, chosen: Mapping[str, int], names: Sequence[str], array: Sequence[int]
) -> str:
    """Why an assignment is not exactly the array (missing stats, wrong multiset), or ''."""
    missing = [s for s in names if s not in chosen]
    if missing:
        return f"{label}: every stat needs a value (missing: {', '.join(missing)})."
    if Counter(chosen.values()) != Counter(array):
        given = ", ".join(str(v) for v in sorted(chosen.values(), reverse=True))
        wanted = ", ".join(str(v) for v in array)
        return f"{label} must use exactly {wanted}, each as often as it appears (given: {given})."
    return ""


@OPS.op("assign-stats", AssignStats)
def assign_stats(step: Step_, f: AssignStats) -> Outcome[LyrianState]:
    """Assign the main stats from 5, 4, 4, 3 and the sub stats from 5, 4, 3, 2, 1."""
    phase = in_phase(step.state, CREATION, "Stats are assigned", n.STATS_SRC)
    if not phase:
        return step.refuse(phase.reason, phase.source)
    main = {str(k): v for k, v in f.main.items()}
    sub = {str(k): v for k, v in f.sub.items()}
    problems = [
        array_problem("Main stats", main, MAIN_STATS, n.MAIN_ARRAY),
        array_problem("Sub stats", sub, SUB_STATS, n.SUB_ARRAY),
    ]
    if any(problems):
        return step.refuse(" ".join(p for p in problems if p), n.STATS_SRC)
    return step.done(replace(step.state, main=frozen(main), sub=frozen(sub)))
