# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Interlude actions (IP) and errands (EP, or IP when no EP is left) (Interlude)."""

from __future__ import annotations

from pydantic import Field

from rules.engine.check import all_of
from rules.engine.op_registry import OpFields
from rules.engine.step import Applied, Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import owned_abilities
from rules.lyrian.content import Ability, Errand, InterludeAction
from rules.lyrian.facility_effects import action_facility, errand_facility
from rules.lyrian.interlude_effects import (
    CLASS_ACTION,
    action_requirement,
    apply_effects,
    which_injury,
)
from rules.lyrian.op_table import OPS
from rules.lyrian.ops_classes import Refund, unlock_class
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.state import LyrianState

Step_ = Step[LyrianState]


class TakeAction(OpFields):
    """Fields of `interlude-action`: `class` for Learn Class, `injury` for Recover, `ability` for a
    class action; `facility` (a home's name) for a facility that helps the action (Shrine or Sauna
    for Rest, Dojo for Mentor Class, Appraiser's Workshop for Appraise Item), `facility_id` when
    the home has two that do."""

    action: str
    class_: str | None = Field(default=None, alias="class")
    injury: str | None = None
    ability: str | None = None
    refund: Refund = "auto"
    facility: str | None = None
    facility_id: str | None = None


class RunErrand(OpFields):
    """Fields of `errand`: `class` when it learns one, `injury` when it treats one, `facility` (a
    home's name) when it uses one of your homes' facilities (Infirmary, Appraiser's Workshop)."""

    errand: str
    class_: str | None = Field(default=None, alias="class")
    injury: str | None = None
    facility: str | None = None


def _ip_cost(step: Step_, action: InterludeAction, ability_id: str | None) -> tuple[int, str]:
    if action.id != CLASS_ACTION:
        cost = action.ip_cost
        return (step.state.unpriced_action_ip if cost is None else cost), ""
    ability = step.content.typed("ability", ability_id or "", Ability)
    if ability is None or ability.ip_cost is None:
        return 0, "A class action names an ability of yours that costs Interlude Points."
    if ability.id not in owned_abilities(step.state, step.content):
        return 0, f"You do not have {ability.name}."
    return ability.ip_cost, ""


def _line(step: Step_, name: str, effect: str = "") -> str:
    note = f": {step.event.note}" if step.event.note else ""
    effect = f" ({effect})" if effect else ""
    return f"arc {step.state.arc}: {name}{effect}{note}"


@OPS.op("interlude-action", TakeAction)
def interlude_action(step: Step_, f: TakeAction) -> Outcome[LyrianState]:
    """Take an interlude action for its IP: Train, Job, Recover, Rest, Learn Class, recorded others."""
    action = step.content.typed("interlude-action", f.action, InterludeAction)
    if action is None:
        return step.refuse(f"There is no interlude action '{f.action}'.", n.INTERLUDE_SRC)
    if action.learns_class:
        if f.class_ is None:
            return step.refuse("Learn Class names the class to learn ('class').", n.UNLOCK_SRC)
        return unlock_class(step, f.class_, f.refund, ip=True)
    check = all_of([started(step.state), interlude_phase(step.state)])
    check = all_of([check, action_requirement(step.state, step.content, action)])
    cost, problem = _ip_cost(step, action, f.ability)
    state, entries, effect_problem = apply_effects(step, action, f.injury)
    if not check or problem or effect_problem:
        return step.refuse(
            check.reason or problem or effect_problem, check.source or n.INTERLUDE_SRC
        )
    used = ""
    if f.facility is not None:
        state, used, problem = action_facility(
            state, step.content, action, f.facility, f.facility_id
        )
        if problem:
            return step.refuse(problem, n.FACILITIES_SRC)
    if cost:
        entries.append(step.debit("ip", cost, action.name))
    return step.done(state.logged(_line(step, action.name, used)), *entries)


def _errand_cost(step: Step_, name: str) -> tuple[str, str]:
    if step.balance("ep") >= n.ERRAND_COST:
        return "ep", name
    return "ip", f"{name} (no Errand Point left: costs an IP)"


@OPS.op("errand", RunErrand)
def errand(step: Step_, f: RunErrand) -> Outcome[LyrianState]:
    """Run an errand for 1 EP, or 1 IP when no EP is left."""
    entry = step.content.typed("errand", f.errand, Errand)
    if entry is None:
        return step.refuse(f"There is no errand '{f.errand}'.", n.ERRANDS_SRC)
    check = all_of([started(step.state), interlude_phase(step.state)])
    if not check:
        return step.refuse(check.reason, check.source)
    pool, label = _errand_cost(step, entry.name)
    cost = step.debit(pool, n.ERRAND_COST, label)
    state, used = step.state, ""
    if f.facility is not None:
        state, used, problem = errand_facility(state, step.content, entry, f.facility)
        if problem:
            return step.refuse(problem, n.FACILITIES_SRC)
    if entry.learns_class:
        if f.class_ is None:
            return step.refuse(f"{entry.name} names the class to learn ('class').", n.ERRANDS_SRC)
        outcome = unlock_class(step, f.class_, "auto", ip=False)
        if not isinstance(outcome, Applied):
            return outcome
        return step.done(outcome.state.logged(_line(step, entry.name)), *outcome.entries, cost)
    if entry.removes_injury:
        found, problem = which_injury(state, f.injury)
        if found is None:
            return step.refuse(problem, n.ERRANDS_SRC)
        state = state.without_injury(found)
    return step.done(state.logged(_line(step, entry.name, used)), cost)
