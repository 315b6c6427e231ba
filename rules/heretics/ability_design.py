# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Rank accounting of a designed ability and the "Type" line checks of its modifiers."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ruleset import Ruleset
from rules.engine.step import Refused, Step
from rules.heretics.content import (
    AbilityTemplate,
    Applicability,
    DamageType,
    Improvement,
    Property,
    Restriction,
)
from rules.heretics.numbers import MODIFIERS_SRC
from rules.heretics.state import Ability, AppliedRestriction, HereticsState


def rank_price(paid: int) -> int:
    """The price of the next paid rank: the k-th paid rank costs k (l. 89; RULINGS.md)."""
    return paid + 1


def free_ranks(ability: Ability, content: Ruleset) -> int:
    """Free ranks granted by the ability's restrictions (l. 117)."""
    gains = 0
    for applied in ability.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        gains += restriction_gain(entry, applied) if entry is not None else 0
    return gains


def restriction_gain(entry: Restriction, applied: AppliedRestriction) -> int:
    """Free ranks from one restriction; Self Damage gives 1 per 2 hit points (l. 304)."""
    if entry.gain_per_hit_points is None:
        return entry.gain
    return entry.gain * (applied.hit_points // entry.gain_per_hit_points)


def used_ranks(ability: Ability, content: Ruleset) -> int:
    """Ranks assigned to properties, to a type change and to improvements."""
    used = sum(ability.properties.values())
    damage = content.typed("damage-type", ability.type, DamageType) if ability.type else None
    used += damage.change_cost_ranks if damage else 0
    for imp_id, count in ability.improvements.items():
        improvement = content.typed("improvement", imp_id, Improvement)
        used += improvement.cost * count if improvement else 0
    return used


def unassigned_ranks(ability: Ability, content: Ruleset) -> int:
    """Paid and free ranks not yet assigned to anything."""
    return ability.paid + free_ranks(ability, content) - used_ranks(ability, content)


def property_ranks(ability: Ability, prop: Property) -> int:
    """Ranks assigned to one property."""
    return ability.properties.get(prop.value, 0)


def qualifies(rule: Applicability, template: AbilityTemplate, ability: Ability) -> Check:
    """Whether the ability matches a restriction's or improvement's "Type" line."""
    needs = f"needs {rule.printed.rstrip('.')}"
    checks = [ALLOWED]
    if rule.only_on and template.category not in rule.only_on:
        wanted = " or ".join(_a(str(c)) for c in rule.only_on)
        checks.append(refuse(f"{needs} ({template.name} is not {wanted} ability)"))
    if rule.only_templates and template.id not in rule.only_templates:
        checks.append(refuse(f"{needs} (not {template.name})"))
    if rule.only_action and template.action.kind not in rule.only_action:
        checks.append(
            refuse(f"{needs} ({template.name} is {_a(str(template.action.kind))} action)")
        )
    if rule.requires_property and template.rule(rule.requires_property) is None:
        checks.append(refuse(f"{needs} ({template.name} has no {rule.requires_property})"))
    checks.extend(_rank_checks(rule, ability, needs))
    return all_of(checks)


def _a(word: str) -> str:
    """The word with its indefinite article: "an attack", "a defense"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _rank_checks(rule: Applicability, ability: Ability, needs: str) -> list[Check]:
    """The minimum range and area-of-effect ranks a modifier asks for."""
    checks = []
    wanted = (
        (rule.requires_range_rank, Property.RANGE),
        (rule.requires_area_rank, Property.AREA_OF_EFFECT),
    )
    for minimum, prop in wanted:
        have = property_ranks(ability, prop)
        if minimum is not None and have < minimum:
            checks.append(refuse(f"{needs} ({prop} rank is {have})", MODIFIERS_SRC))
    return checks


def find_ability(
    step: Step[HereticsState], ability_id: str
) -> tuple[Ability, AbilityTemplate] | Refused:
    """The character's ability and its template, or a refusal naming what is missing."""
    ability = step.state.ability(ability_id)
    if ability is None:
        return step.refuse(f"There is no ability '{ability_id}' on this character.")
    template = step.content.typed("ability", ability.template, AbilityTemplate)
    if template is None:
        return step.refuse(f"There is no ability template '{ability.template}'.")
    return ability, template
