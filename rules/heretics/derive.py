# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics sheet: Exp, hit points, skills, feats and every ability's values."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term, total
from rules.heretics.ability_design import (
    free_ranks,
    property_ranks,
    rank_price,
    unassigned_ranks,
)
from rules.heretics.content import AbilityTemplate, Property, RangeTable
from rules.heretics.numbers import (
    ABILITY_RANKS_SRC,
    BASE_HIT_POINTS,
    EXP_PER_HIT_POINT,
    EXP_POOL,
    EXP_SRC,
    HIT_POINTS_SRC,
    PROPERTIES_SRC,
    RANGE_TABLE,
    SKILLS_SRC,
    STARTING_EXP_SRC,
)
from rules.heretics.state import Ability, HereticsState


def derive(state: HereticsState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every derived value of the character, with its breakdown."""
    values = [*_exp(state, ledger), _hit_points(state), *_skills(state, content)]
    values += [SheetValue(f"feat.{k}", k, v, source=None) for k, v in state.feats.items()]
    for ability in state.abilities:
        values += _ability(ability, content)
    sections: dict[str, object] = {
        "proficiencies": list(state.proficiencies),
        "abilities": [_card(a) for a in state.abilities],
    }
    return Sheet({v.key: v for v in values}, sections)


def _exp(state: HereticsState, ledger: Ledger) -> list[SheetValue]:
    """Total, spent and available Exp (starting Exp is the GM's setting)."""
    start = Term("starting Exp (house rule)", state.settings.starting_exp, STARTING_EXP_SRC)
    gained = total("exp-total", "Exp", [start, Term("awarded", ledger.credited(EXP_POOL))], EXP_SRC)
    spent = SheetValue("exp-spent", "Exp spent", ledger.debited(EXP_POOL), source=EXP_SRC)
    left = total(
        "exp-available",
        "Exp available",
        [Term("Exp", gained.value), Term("spent", -spent.value)],
        EXP_SRC,
    )
    return [gained, spent, left]


def _hit_points(state: HereticsState) -> SheetValue:
    """10 + 1 per 2 Exp spent on hit points (l. 44)."""
    bought = state.hit_point_exp // EXP_PER_HIT_POINT
    terms = [Term("base", BASE_HIT_POINTS), Term(f"{state.hit_point_exp} Exp ÷ 2", bought)]
    return total("hit-points", "Hit points", terms, HIT_POINTS_SRC)


def _skills(state: HereticsState, content: Ruleset) -> list[SheetValue]:
    """Every skill's rank (0 when never raised)."""
    return [
        SheetValue(f"skill.{s.id}", s.name, state.skills.get(s.id, 0), source=SKILLS_SRC)
        for s in content.entries("skill")
    ]


def _ability(ability: Ability, content: Ruleset) -> list[SheetValue]:
    """Rank accounting and property values of one ability."""
    key = f"ability.{ability.id}"
    ranks = [
        SheetValue(f"{key}.paid-ranks", "Paid ranks", ability.paid, source=ABILITY_RANKS_SRC),
        SheetValue(f"{key}.free-ranks", "Free ranks", free_ranks(ability, content)),
        SheetValue(f"{key}.unassigned-ranks", "Unassigned", unassigned_ranks(ability, content)),
        SheetValue(f"{key}.next-rank-price", "Next rank", rank_price(ability.paid)),
    ]
    template = content.typed("ability", ability.template, AbilityTemplate)
    if template is None:
        return ranks
    return ranks + _properties(key, ability, template, content)


def _properties(
    key: str, ability: Ability, template: AbilityTemplate, content: Ruleset
) -> list[SheetValue]:
    """Each property's value: base + per × (ranks // ranks_per_step); range also in squares."""
    values = []
    for rule in template.properties:
        ranks = property_ranks(ability, rule.property)
        terms = [
            Term("base", rule.base),
            Term(f"{ranks} rank(s) × {rule.per}", rule.value(ranks) - rule.base),
        ]
        values.append(total(f"{key}.{rule.property}", rule.printed, terms, PROPERTIES_SRC))
    table = content.typed("range-table", RANGE_TABLE, RangeTable)
    if template.rule(Property.RANGE) is not None and table is not None:
        squares = table.squares(property_ranks(ability, Property.RANGE))
        note = "adjacent only" if squares is None else ""
        values.append(
            SheetValue(
                f"{key}.range-squares",
                "Range (squares)",
                squares or 0,
                source=PROPERTIES_SRC,
                note=note,
            )
        )
    return values


def _card(ability: Ability) -> dict[str, object]:
    """The ability's choices for its card."""
    return {
        "id": ability.id,
        "name": ability.name,
        "template": ability.template,
        "type": ability.type,
        "restrictions": list(ability.restrictions),
        "improvements": dict(ability.improvements),
    }
