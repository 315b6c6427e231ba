# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Restrictions (free ranks) and improvements (cost ranks), each checked against its Type line."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.ability_design import find_ability, unassigned_ranks
from rules.heretics.content import AbilityTemplate, Improvement, Restriction
from rules.heretics.modifier_checks import improvement_check, restriction_check
from rules.heretics.numbers import IMPROVEMENTS_SRC, RESTRICTIONS_SRC
from rules.heretics.op_table import OPS
from rules.heretics.state import Ability, AppliedRestriction, HereticsState, bump

Step_ = Step[HereticsState]
HitPoints = Annotated[int, Field(ge=0, le=10_000)]


class AddRestriction(OpFields):
    """Fields of `add-restriction`: the debuff, shape or skill it names; Self Damage's hit points."""

    ability: str
    restriction: str
    choice: str | None = Field(default=None, max_length=80)
    hit_points: HitPoints = 0


class RemoveRestriction(OpFields):
    """Fields of `remove-restriction`."""

    ability: str
    restriction: str


class AddImprovement(OpFields):
    """Fields of `add-improvement`."""

    ability: str
    improvement: str


class RemoveImprovement(OpFields):
    """Fields of `remove-improvement`: one rank of it comes off; its ranks become unassigned."""

    ability: str
    improvement: str


@OPS.op("add-restriction", AddRestriction)
def add_restriction(step: Step_, f: AddRestriction) -> Outcome[HereticsState]:
    """Add a restriction to an ability; it grants free ranks that cost no Exp."""
    found = find_ability(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, template = found
    entry = step.content.typed("restriction", f.restriction, Restriction)
    if entry is None:
        return step.refuse(f"There is no restriction '{f.restriction}'.", RESTRICTIONS_SRC)
    if ability.restriction(entry.id) is not None:
        return step.refuse(f"{ability.name} already has {entry.name}.", RESTRICTIONS_SRC)
    applied = AppliedRestriction(entry.id, f.choice or None, f.hit_points)
    check = restriction_check(entry, applied, template, ability, step.content)
    if not check:
        return step.refuse(f"{entry.name} {check.reason}.", entry.source)
    changed = replace(ability, restrictions=(*ability.restrictions, applied))
    return step.done(step.state.with_ability(changed))


@OPS.op("remove-restriction", RemoveRestriction)
def remove_restriction(step: Step_, f: RemoveRestriction) -> Outcome[HereticsState]:
    """Take a restriction off; refused while its free ranks are still assigned."""
    found = find_ability(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, _ = found
    if ability.restriction(f.restriction) is None:
        return step.refuse(f"{ability.name} has no restriction '{f.restriction}'.")
    kept = tuple(r for r in ability.restrictions if r.id != f.restriction)
    changed = replace(ability, restrictions=kept)
    if unassigned_ranks(changed, step.content) < 0:
        return step.refuse(
            f"{ability.name} uses the free ranks of that restriction: "
            "take ranks off its properties first.",
            RESTRICTIONS_SRC,
        )
    return step.done(step.state.with_ability(changed))


@OPS.op("add-improvement", AddImprovement)
def add_improvement(step: Step_, f: AddImprovement) -> Outcome[HereticsState]:
    """Add an improvement (or one more rank of it); it costs ranks of the ability as listed."""
    found = find_ability(step, f.ability)
    if isinstance(found, Refused):
        return found
    return add_improvement_to(step, found[0], found[1], f.improvement)


@OPS.op("remove-improvement", RemoveImprovement)
def remove_improvement(step: Step_, f: RemoveImprovement) -> Outcome[HereticsState]:
    """Take one rank of an improvement off; the ranks it used become unassigned."""
    found = find_ability(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, _ = found
    if not ability.improvements.get(f.improvement):
        return step.refuse(f"{ability.name} has no improvement '{f.improvement}'.")
    changed = replace(ability, improvements=bump(ability.improvements, f.improvement, -1))
    return step.done(step.state.with_ability(changed))


def add_improvement_to(
    step: Step_, ability: Ability, template: AbilityTemplate, improvement_id: str
) -> Outcome[HereticsState]:
    """Spend the improvement's cost in unassigned ranks, if the ability qualifies."""
    entry = step.content.typed("improvement", improvement_id, Improvement)
    if entry is None:
        return step.refuse(
            f"'{improvement_id}' is not a property, a type or an improvement.", IMPROVEMENTS_SRC
        )
    if not entry.per_rank and ability.improvements.get(entry.id):
        return step.refuse(f"{ability.name} already has {entry.name}.", IMPROVEMENTS_SRC)
    check = improvement_check(entry, template, ability, 1, step.content)
    if not check:
        return step.refuse(f"{entry.name} {check.reason}.", entry.source)
    have = unassigned_ranks(ability, step.content)
    if have < entry.cost:
        return step.refuse(
            f"{entry.name} costs {entry.cost} rank(s); {ability.name} has {have} unassigned.",
            IMPROVEMENTS_SRC,
        )
    changed = replace(ability, improvements=bump(ability.improvements, entry.id))
    return step.done(step.state.with_ability(changed))
