# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Designing abilities: create one from a template, buy ranks, assign and remove them."""

from __future__ import annotations

from dataclasses import replace

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.ability_design import find_ability as find
from rules.heretics.ability_design import rank_price, unassigned_ranks
from rules.heretics.content import AbilityTemplate, DamageType, Property
from rules.heretics.numbers import ABILITY_RANKS_SRC, PROPERTIES_SRC
from rules.heretics.op_table import OPS
from rules.heretics.ops_exp import pay
from rules.heretics.ops_modifiers import add_improvement_to
from rules.heretics.state import Ability, HereticsState, bump

Step_ = Step[HereticsState]
AbilityId = Field(min_length=1, max_length=80)


class CreateAbility(OpFields):
    """Fields of `create-ability`: an instance id, the template and the player's name for it."""

    ability: str = AbilityId
    template: str
    name: str = Field(min_length=1, max_length=120)
    flavour: str = Field(default="", max_length=4000)


class RenameAbility(OpFields):
    """Fields of `rename-ability`: a new name and flavour text."""

    ability: str
    name: str = Field(min_length=1, max_length=120)
    flavour: str = Field(default="", max_length=4000)


class AddAbilityRank(OpFields):
    """Fields of `add-ability-rank`."""

    ability: str


class AssignRank(OpFields):
    """Fields of `assign-rank`: a property, a damage type or an improvement id."""

    ability: str
    to: str


class RemoveRank(OpFields):
    """Fields of `remove-rank`: take one rank back from a property (it becomes unassigned)."""

    ability: str
    from_: str = Field(alias="from")


@OPS.op("create-ability", CreateAbility)
def create_ability(step: Step_, f: CreateAbility) -> Outcome[HereticsState]:
    """Create an ability from a template; several of one template are allowed."""
    if step.state.ability(f.ability) is not None:
        return step.refuse(f"There is already an ability '{f.ability}'.")
    template = step.content.typed("ability", f.template, AbilityTemplate)
    if template is None:
        return step.refuse(f"There is no ability template '{f.template}'.", ABILITY_RANKS_SRC)
    if template.default:
        return step.refuse(f"Every character already has {template.name}.", ABILITY_RANKS_SRC)
    return step.done(step.state.with_ability(Ability(f.ability, f.template, f.name, f.flavour)))


@OPS.op("rename-ability", RenameAbility)
def rename_ability(step: Step_, f: RenameAbility) -> Outcome[HereticsState]:
    """Give an ability a new name and flavour text (l. 86: the flavour is up to the player)."""
    found = find(step, f.ability)
    if isinstance(found, Refused):
        return found
    changed = replace(found[0], name=f.name, flavour=f.flavour)
    return step.done(step.state.with_ability(changed))


@OPS.op("add-ability-rank", AddAbilityRank)
def add_ability_rank(step: Step_, f: AddAbilityRank) -> Outcome[HereticsState]:
    """Buy one paid rank of an ability: the k-th paid rank costs k Exp."""
    found = find(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, _ = found
    price = rank_price(ability.paid)
    debit = pay(step, price, f"{ability.name} paid rank {ability.paid + 1}")
    if isinstance(debit, Refused):
        return debit
    return step.done(step.state.with_ability(replace(ability, paid=ability.paid + 1)), debit)


@OPS.op("assign-rank", AssignRank)
def assign_rank(step: Step_, f: AssignRank) -> Outcome[HereticsState]:
    """Assign an unassigned rank to a property, a type change or an improvement."""
    found = find(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, template = found
    if f.to in {p.value for p in Property}:
        return _to_property(step, ability, template, Property(f.to))
    damage = step.content.typed("damage-type", f.to, DamageType)
    if damage is not None:
        return _to_type(step, ability, template, damage)
    return add_improvement_to(step, ability, template, f.to)


def _to_property(
    step: Step_, ability: Ability, template: AbilityTemplate, prop: Property
) -> Outcome[HereticsState]:
    """One more rank on a property the template has."""
    if template.rule(prop) is None:
        return step.refuse(f"{template.name} has no {prop} property.", PROPERTIES_SRC)
    if unassigned_ranks(ability, step.content) < 1:
        return step.refuse(f"{ability.name} has no unassigned rank.", ABILITY_RANKS_SRC)
    changed = replace(ability, properties=bump(ability.properties, prop.value))
    return step.done(step.state.with_ability(changed))


def _to_type(
    step: Step_, ability: Ability, template: AbilityTemplate, damage: DamageType
) -> Outcome[HereticsState]:
    """Change the ability's Type (elemental or mind takes 1 rank, l. 94)."""
    if template.type is None:
        return step.refuse(f"{template.name} has no Type to change.", PROPERTIES_SRC)
    if (ability.type or template.type) == damage.id:
        return step.refuse(f"{ability.name} is already {damage.name}.", PROPERTIES_SRC)
    moved = replace(ability, type=None if damage.id == template.type else damage.id)
    if unassigned_ranks(moved, step.content) < 0:
        return step.refuse(
            f"Changing the Type to {damage.name} takes {damage.change_cost_ranks} rank(s); "
            f"{ability.name} has {unassigned_ranks(ability, step.content)} unassigned.",
            PROPERTIES_SRC,
        )
    return step.done(step.state.with_ability(moved))


@OPS.op("remove-rank", RemoveRank)
def remove_rank(step: Step_, f: RemoveRank) -> Outcome[HereticsState]:
    """Take a rank off a property; it becomes unassigned (modifiers are re-checked at the end)."""
    found = find(step, f.ability)
    if isinstance(found, Refused):
        return found
    ability, _ = found
    if ability.properties.get(f.from_, 0) < 1:
        return step.refuse(f"{ability.name} has no rank on '{f.from_}'.", PROPERTIES_SRC)
    changed = replace(ability, properties=bump(ability.properties, f.from_, -1))
    return step.done(step.state.with_ability(changed))
