# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Whether a restriction or an improvement may sit on an ability: its Type line, the debuff, shape
or skill it names, and Self Damage's hit points."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ruleset import Ruleset
from rules.heretics.ability_design import qualifies
from rules.heretics.content import AbilityTemplate, ChoiceKind, Improvement, Restriction
from rules.heretics.numbers import RESTRICTIONS_SRC, RULING_SRC
from rules.heretics.state import Ability, AppliedRestriction

CHOICE_KINDS = {
    ChoiceKind.DEBUFF: "debuff",
    ChoiceKind.AREA_SHAPE: "area-shape",
    ChoiceKind.SKILL: "skill",
}
"""The content kind a "Pick a …" choice names."""
CHOICE_WORDS = {
    ChoiceKind.DEBUFF: "a debuff",
    ChoiceKind.AREA_SHAPE: "a shape",
    ChoiceKind.SKILL: "a skill",
}


def choice_check(names: ChoiceKind | None, choice: str | None, content: Ruleset) -> Check:
    """A named choice is present and exists in the content; nothing is named where none is asked."""
    if names is None:
        return ALLOWED if not choice else refuse("names nothing (leave the choice empty)")
    if not choice:
        return refuse(f"needs {CHOICE_WORDS[names]} chosen")
    if content.get(CHOICE_KINDS[names], choice) is None:
        return refuse(f"names '{choice}', which is not {CHOICE_WORDS[names]} in this ruleset")
    return ALLOWED


def hit_points_check(entry: Restriction, applied: AppliedRestriction) -> Check:
    """Self Damage needs at least one step of hit points; other restrictions take none."""
    step = entry.gain_per_hit_points
    if step is None:
        return ALLOWED if not applied.hit_points else refuse("takes no hit points")
    if applied.hit_points < step:
        return refuse(f"needs at least {step} hit points of self-damage", RESTRICTIONS_SRC)
    return ALLOWED


def restriction_check(
    entry: Restriction, applied: AppliedRestriction, template: AbilityTemplate, ability: Ability,
    content: Ruleset,
) -> Check:  # fmt: skip
    """Everything a restriction on this ability must satisfy."""
    return all_of(
        [
            qualifies(entry.applies_to, template, ability),
            choice_check(entry.names, applied.choice, content),
            hit_points_check(entry, applied),
            exclusion_check(entry.id, ability, content),
        ]
    )


def exclusion_check(entry_id: str, ability: Ability, content: Ruleset) -> Check:
    """A modifier cannot sit beside one that contradicts it (Damage Only and Debuff Only…)."""
    others = [r.id for r in ability.restrictions] + list(ability.improvements)
    for other_id in others:
        if other_id == entry_id:
            continue
        if _excludes(entry_id, other_id, content) or _excludes(other_id, entry_id, content):
            other = content.get("restriction", other_id) or content.get("improvement", other_id)
            name = other.name if other is not None else other_id
            return refuse(f"can not be combined with {name}", RULING_SRC)
    return ALLOWED


def _excludes(restriction_id: str, other_id: str, content: Ruleset) -> bool:
    entry = content.typed("restriction", restriction_id, Restriction)
    return entry is not None and other_id in entry.excludes


def improvement_check(
    entry: Improvement, template: AbilityTemplate, ability: Ability, ranks: int, content: Ruleset
) -> Check:
    """An improvement matches the Type line; one bought once is never taken twice."""
    once = ALLOWED if entry.per_rank or ranks <= 1 else refuse("is taken once, not in ranks")
    exclusion = exclusion_check(entry.id, ability, content)
    return all_of([qualifies(entry.applies_to, template, ability), once, exclusion])
