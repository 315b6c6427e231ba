# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A whole ability design at once: what the ability designer edits and `design-ability` records.

Checking the finished design rather than each step lets a restriction's free ranks pay for the
ranks its own condition needs (Locked Range on an attack whose range rank 2 uses the free rank).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rules.engine.check import Check, all_of, refuse
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.heretics.ability_design import qualifies, unassigned_ranks
from rules.heretics.content import AbilityTemplate, DamageType, Improvement, Property, Restriction
from rules.heretics.modifier_checks import (
    exclusion_check,
    improvement_check,
    restriction_check,
)
from rules.heretics.numbers import (
    ABILITY_RANKS_SRC,
    IMPROVEMENTS_SRC,
    PROPERTIES_SRC,
    RESTRICTIONS_SRC,
)
from rules.heretics.state import Ability, AppliedRestriction, frozen_map


@dataclass(frozen=True, slots=True)
class Design:
    """An ability as the designer shows it: paid ranks and where every rank goes."""

    template: str
    name: str
    flavour: str = ""
    paid: int = 0
    properties: Mapping[str, int] = field(default_factory=frozen_map)
    type: str | None = None
    improvements: Mapping[str, int] = field(default_factory=frozen_map)
    restrictions: tuple[AppliedRestriction, ...] = ()

    def as_ability(self, ability_id: str) -> Ability:
        """The design as the character's ability with that id."""
        return Ability(
            ability_id, self.template, self.name, self.flavour, self.paid,
            frozen_map(self.properties), self.type, frozen_map(self.improvements),
            self.restrictions,
        )  # fmt: skip

    def fields(self, ability_id: str) -> dict[str, Any]:
        """The `design-ability` event fields for this design."""
        return {
            "ability": ability_id,
            "template": self.template,
            "name": self.name,
            "flavour": self.flavour,
            "paid": self.paid,
            "properties": {k: v for k, v in self.properties.items() if v},
            "type": self.type,
            "improvements": {k: v for k, v in self.improvements.items() if v},
            "restrictions": [_restriction_json(r) for r in self.restrictions],
        }


def _restriction_json(applied: AppliedRestriction) -> dict[str, Any]:
    out: dict[str, Any] = {"restriction": applied.id}
    if applied.choice:
        out["choice"] = applied.choice
    if applied.hit_points:
        out["hit_points"] = applied.hit_points
    return out


def design_of(ability: Ability) -> Design:
    """The design of an ability the character already has."""
    return Design(
        ability.template, ability.name, ability.flavour, ability.paid, ability.properties,
        ability.type, ability.improvements, ability.restrictions,
    )  # fmt: skip


def paid_price(owned: int, wanted: int) -> int:
    """Exp for paid ranks owned+1 … wanted: the k-th paid rank costs k (l. 89)."""
    return sum(range(owned + 1, wanted + 1))


@dataclass(frozen=True, slots=True)
class DesignProblem:
    """One thing wrong with a design, and the rule it breaks (the entry's own section if any)."""

    text: str
    source: Source


def design_problems(design: Design, template: AbilityTemplate, content: Ruleset) -> list[str]:
    """Everything wrong with a finished design, in plain words (empty when it is legal)."""
    return [p.text for p in design_issues(design, template, content)]


def design_issues(
    design: Design, template: AbilityTemplate, content: Ruleset
) -> list[DesignProblem]:
    """Everything wrong with a finished design, each with the rule it breaks."""
    ability = design.as_ability("design")
    problems = [*_property_problems(design, template), *_type_problems(design, template, content)]
    problems += _improvement_problems(design, template, ability, content)
    problems += _restriction_problems(design, template, ability, content)
    left = unassigned_ranks(ability, content)
    if left < 0:
        text = f"{design.name} assigns {-left} rank(s) more than it has."
        problems.append(DesignProblem(text, ABILITY_RANKS_SRC))
    return problems


def _own_source(check: Check, entry: Improvement | Restriction) -> Source:
    """The entry's own section, unless the check applies one of Sheetwright's rulings."""
    if check.source is not None and check.source.ruling is not None:
        return check.source
    return entry.source


def _improvement_problems(
    design: Design, template: AbilityTemplate, ability: Ability, content: Ruleset
) -> list[DesignProblem]:
    out = []
    for imp_id, ranks in design.improvements.items():
        entry = content.typed("improvement", imp_id, Improvement)
        if entry is None:
            out.append(DesignProblem(f"There is no improvement '{imp_id}'.", IMPROVEMENTS_SRC))
            continue
        check = improvement_check(entry, template, ability, ranks, content)
        if not check:
            out.append(DesignProblem(f"{entry.name} {check.reason}.", _own_source(check, entry)))
    return out


def _property_problems(design: Design, template: AbilityTemplate) -> list[DesignProblem]:
    out = []
    for name, ranks in design.properties.items():
        known = name in {p.value for p in Property} and template.rule(Property(name)) is not None
        if not known:
            out.append(DesignProblem(f"{template.name} has no {name} property.", PROPERTIES_SRC))
        elif ranks < 0:
            out.append(DesignProblem(f"{name} cannot have fewer than 0 ranks.", PROPERTIES_SRC))
    return out


def _type_problems(
    design: Design, template: AbilityTemplate, content: Ruleset
) -> list[DesignProblem]:
    if design.type is None or design.type == template.type:
        return []
    if template.type is None:
        return [DesignProblem(f"{template.name} has no Type to change.", PROPERTIES_SRC)]
    if content.typed("damage-type", design.type, DamageType) is None:
        return [DesignProblem(f"There is no damage type '{design.type}'.", PROPERTIES_SRC)]
    return []


def _restriction_problems(
    design: Design, template: AbilityTemplate, ability: Ability, content: Ruleset
) -> list[DesignProblem]:
    out, seen = [], set()
    for applied in design.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        if entry is None:
            text = f"There is no restriction '{applied.id}'."
            out.append(DesignProblem(text, RESTRICTIONS_SRC))
            continue
        if applied.id in seen:
            out.append(DesignProblem(f"{entry.name} is taken twice.", entry.source))
        seen.add(applied.id)
        check = restriction_check(entry, applied, template, ability, content)
        if not check:
            out.append(DesignProblem(f"{entry.name} {check.reason}.", _own_source(check, entry)))
    return out


def improvement_options(
    design: Design, template: AbilityTemplate, content: Ruleset
) -> list[Option]:
    """Every improvement: available on this design (one more rank of it) or why not."""
    ability = design.as_ability("design")
    left = unassigned_ranks(ability, content)
    out = []
    for entry in content.entries("improvement"):
        assert isinstance(entry, Improvement)
        have = design.improvements.get(entry.id, 0)
        checks = [improvement_check(entry, template, ability, have + 1, content)]
        if left < entry.cost:
            checks.append(refuse(f"needs {entry.cost} unassigned rank(s), {left} left"))
        detail = f"{entry.cost} rank(s){' per rank' if entry.per_rank else ''}"
        out.append(Option(entry.id, entry.name, all_of(checks), entry.cost, detail))
    return out


def restriction_options(
    design: Design, template: AbilityTemplate, content: Ruleset
) -> list[Option]:
    """Every restriction: whether this design matches its Type line, or why not."""
    ability = design.as_ability("design")
    out = []
    for entry in content.entries("restriction"):
        assert isinstance(entry, Restriction)
        if design_has(design, entry.id):
            check = refuse("is already taken")
        else:
            check = all_of(
                [
                    qualifies(entry.applies_to, template, ability),
                    exclusion_check(entry.id, ability, content),
                ]
            )
        if entry.gain_per_hit_points:
            detail = f"+{entry.gain} free rank per {entry.gain_per_hit_points} hit points"
        else:
            detail = f"+{entry.gain} free rank(s)"
        out.append(Option(entry.id, entry.name, check, entry.gain, detail))
    return out


def design_has(design: Design, restriction_id: str) -> bool:
    """Whether the design already carries that restriction."""
    return any(r.id == restriction_id for r in design.restrictions)


def with_restriction(design: Design, applied: AppliedRestriction) -> Design:
    """The design with a restriction added (or replaced, same id)."""
    kept = tuple(r for r in design.restrictions if r.id != applied.id)
    return replace(design, restrictions=(*kept, applied))
