# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Restrictions (free ranks) and improvements (cost ranks), each checked against its Type line."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.ability_design import find_ability, qualifies, unassigned_ranks
from rules.heretics.content import AbilityTemplate, Improvement, Restriction
from rules.heretics.numbers import IMPROVEMENTS_SRC, RESTRICTIONS_SRC
from rules.heretics.op_table import OPS
from rules.heretics.state import Ability, HereticsState, bump

Step_ = Step[HereticsState]


class AddRestriction(OpFields):
    """Fields of `add-restriction`."""

    ability: str
    restriction: str


class AddImprovement(OpFields):
    """Fields of `add-improvement`."""

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
    if entry.id in ability.restrictions:
        return step.refuse(f"{ability.name} already has {entry.name}.", RESTRICTIONS_SRC)
    check = qualifies(entry.applies_to, template, ability)
    if not check:
        return step.refuse(f"{entry.name} {check.reason}.", entry.source)
    changed = replace(ability, restrictions=(*ability.restrictions, entry.id))
    return step.done(step.state.with_ability(changed))


@OPS.op("add-improvement", AddImprovement)
def add_improvement(step: Step_, f: AddImprovement) -> Outcome[HereticsState]:
    """Add an improvement (or one more rank of it); it costs ranks of the ability as listed."""
    found = find_ability(step, f.ability)
    if isinstance(found, Refused):
        return found
    return add_improvement_to(step, found[0], found[1], f.improvement)


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
    check = qualifies(entry.applies_to, template, ability)
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
