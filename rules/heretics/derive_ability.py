# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One ability's derived values and its card: action, properties, range, areas, filled effect."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from rules.engine.memo import recent_answers
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.heretics.ability_design import (
    free_ranks,
    property_ranks,
    rank_price,
    restriction_gain,
    unassigned_ranks,
    used_ranks,
)
from rules.heretics.content import (
    AbilityTemplate,
    ActionKind,
    AreaShape,
    Category,
    DamageType,
    EffectValue,
    Improvement,
    Property,
    PropertyRule,
    RangeTable,
    Restriction,
    SizeUnit,
)
from rules.heretics.debuff_reach import debuff_reach
from rules.heretics.design import paid_price
from rules.heretics.final_checks import ability_issues
from rules.heretics.improvement_numbers import improvement_texts
from rules.heretics.numbers import (
    ABILITY_RANKS_SRC,
    ACTIONS_SRC,
    AREA_SRC,
    MODIFIERS_SRC,
    PROPERTIES_SRC,
    RANGE_TABLE,
)
from rules.heretics.overrides import LABELS, overriding_restriction
from rules.heretics.state import Ability

__all__ = ["LABELS", "ability_card", "ability_values", "area_sizes", "filled_effect"]

Json = dict[str, Any]


@recent_answers(64)
def ability_values(
    ability: Ability, template: AbilityTemplate, content: Ruleset
) -> list[SheetValue]:
    """Rank accounting, action points and every property's value, with breakdowns."""
    key = f"ability.{ability.id}"
    values = [
        SheetValue(f"{key}.paid-ranks", "Paid ranks", ability.paid, source=ABILITY_RANKS_SRC),
        SheetValue(
            f"{key}.free-ranks", "Free ranks", free_ranks(ability, content), source=MODIFIERS_SRC
        ),
        SheetValue(
            f"{key}.unassigned-ranks",
            "Unassigned",
            unassigned_ranks(ability, content),
            source=ABILITY_RANKS_SRC,
        ),
        SheetValue(
            f"{key}.next-rank-price",
            "Next rank",
            rank_price(ability.paid),
            source=ABILITY_RANKS_SRC,
        ),
        _action_points(key, ability, template, content),
    ]
    for rule in template.properties:
        terms = _property_terms(ability, rule, content)
        values.append(total(f"{key}.{rule.property}", LABELS[rule.property], terms, PROPERTIES_SRC))
    squares = range_squares(ability, template, content)
    if template.rule(Property.RANGE) is not None:
        note = "adjacent only" if squares is None else ""
        values.append(SheetValue(f"{key}.range-squares", "Range (squares)", squares or 0,
                                 source=PROPERTIES_SRC, note=note))  # fmt: skip
    return values


def _property_terms(ability: Ability, rule: PropertyRule, content: Ruleset) -> list[Term]:
    """Base plus ranks, or what a restriction such as No Duration fixes the property to."""
    ranks = property_ranks(ability, rule.property)
    fixed = overriding_restriction(ability, rule.property, content)
    if fixed is not None:
        return [
            Term(f"{fixed.name}: {fixed.override_text}", 0, fixed.source),
            Term(f"{ranks} rank(s), no effect", 0),
        ]
    steps = ranks // rule.ranks_per_step
    per = "" if rule.ranks_per_step == 1 else f" per {rule.ranks_per_step} ranks"
    return [Term("base", rule.base), Term(f"{ranks} rank(s) × {rule.per}{per}", rule.per * steps)]


def _action_points(
    key: str, ability: Ability, template: AbilityTemplate, content: Ruleset
) -> SheetValue:
    """The printed action points plus restrictions such as Slow; defend actions cost none."""
    terms = [Term(f"{template.action.kind} action", template.action.points or 0, ACTIONS_SRC)]
    for applied in ability.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        if entry is not None and entry.adds_action_points:
            terms.append(Term(entry.name, entry.adds_action_points, entry.source))
    return total(f"{key}.action-points", "Action points", terms, ACTIONS_SRC)


def property_value(ability: Ability, template: AbilityTemplate, prop: Property) -> int | None:
    """A property's value, or None when the template does not have it."""
    rule = template.rule(prop)
    return None if rule is None else rule.value(property_ranks(ability, prop))


def range_squares(ability: Ability, template: AbilityTemplate, content: Ruleset) -> int | None:
    """The range in squares (None: adjacent squares only, or no range property)."""
    rank = property_value(ability, template, Property.RANGE)
    table = content.typed("range-table", RANGE_TABLE, RangeTable)
    return None if rank is None or table is None else table.squares(rank)


@recent_answers(64)
def ability_card(
    ability: Ability,
    template: AbilityTemplate,
    content: Ruleset,
    specialised: Collection[str] = (),
) -> Json:
    """Everything a card or the designer shows about one ability, as plain JSON data.

    `specialised`: debuffs whose limit the character's feats lift for every attack.
    """
    values = _card_values(ability, template, content)
    points = _action_points("", ability, template, content).value
    action = (
        template.action.kind.title()
        if template.action.kind is ActionKind.DEFEND
        else (f"{points} {template.action.kind.title()}")
    )
    return {
        "id": ability.id, "name": ability.name, "flavour": ability.flavour,
        "template": template.id, "template_name": template.name,
        "category": str(template.category), "default": template.default,
        "action": action, "action_points": points if template.action.points else None,
        "action_kind": str(template.action.kind),
        **_type_json(ability, template, content),
        "properties": [
            _property_json(ability, rule, values, content) for rule in template.properties
        ],
        "range": _range_json(ability, template, content),
        "areas": area_sizes(ability, template, content),
        "effect": filled_effect(
            template.effect, template.effect_values, values, ability.improvements
        ),
        "inflicts": _inflicts(ability, template, content, values, specialised),
        "notes": template.notes,
        "improvements": _improvements_json(ability, content),
        "restrictions": _restrictions_json(ability, content),
        "ranks": _ranks_json(ability, content),
        "problems": [i.message for i in ability_issues(ability, content)],
    }  # fmt: skip


def _inflicts(
    ability: Ability,
    template: AbilityTemplate,
    content: Ruleset,
    values: dict[Property, int | None],
    specialised: Collection[str],
) -> list[Json] | None:
    """For an attack: the debuffs its power can inflict instead of damage (None otherwise)."""
    power = values.get(Property.POWER)
    if template.category is not Category.ATTACK or power is None:
        return None
    table = content.typed("range-table", RANGE_TABLE, RangeTable)
    rank = values.get(Property.RANGE) or 0
    melee = table.is_melee(rank) if table is not None else rank < 2
    return debuff_reach(ability, power, melee, content, specialised)


def _type_json(ability: Ability, template: AbilityTemplate, content: Ruleset) -> Json:
    type_id = ability.type or template.type
    damage = content.typed("damage-type", type_id, DamageType) if type_id else None
    defends = (
        content.typed("damage-type", template.defends, DamageType) if template.defends else None
    )
    return {
        "type": type_id,
        "type_name": damage.name if damage else None,
        "defends": defends.name if defends else None,
    }


def _card_values(
    ability: Ability, template: AbilityTemplate, content: Ruleset
) -> dict[Property, int | None]:
    """Every property's value; 0 where a restriction fixes it (No Duration, l. 290)."""
    return {
        p.property: 0
        if overriding_restriction(ability, p.property, content)
        else property_value(ability, template, p.property)
        for p in template.properties
    }


def _property_json(
    ability: Ability, rule: PropertyRule, values: dict[Property, int | None], content: Ruleset
) -> Json:
    value = values[rule.property]
    ranks = property_ranks(ability, rule.property)
    step = rule.ranks_per_step
    next_at = (ranks // step + 1) * step  # "(1 per 2 ranks)": the next +1 comes at 2, 4, 6 …
    fixed = overriding_restriction(ability, rule.property, content)
    return {
        "property": str(rule.property), "label": LABELS[rule.property], "value": value,
        "ranks": ranks, "next": value if fixed else rule.value(next_at), "next_at": next_at,
        "ranks_per_step": step, "printed": rule.printed,
        "text": fixed.override_text if fixed else _value_text(rule.property, value),
        "fixed_by": fixed.name if fixed else None,
    }  # fmt: skip


def _value_text(prop: Property, value: int | None) -> str:
    if value is None:
        return ""
    if prop is Property.ACCURACY:
        return f"+{value}" if value >= 0 else str(value)
    if prop is Property.DURATION:
        return f"{value} turn{'s' if value != 1 else ''}"
    if prop is Property.RANGE:
        return f"rank {value}"
    return str(value)


def _range_json(ability: Ability, template: AbilityTemplate, content: Ruleset) -> Json | None:
    rank = property_value(ability, template, Property.RANGE)
    table = content.typed("range-table", RANGE_TABLE, RangeTable)
    if rank is None or table is None:
        return None
    squares = table.squares(rank)
    text = "Adjacent" if squares is None else f"{squares} squares"
    melee = table.is_melee(rank)
    return {"rank": rank, "squares": squares, "melee": melee,
            "text": f"{text} ({'melee' if melee else 'ranged'})"}  # fmt: skip


def area_sizes(ability: Ability, template: AbilityTemplate, content: Ruleset) -> list[Json]:
    """The size of every area shape at the ability's AoE (only the locked shape if one is)."""
    rank = property_value(ability, template, Property.AREA_OF_EFFECT)
    if not rank:
        return []
    locked = next((r.choice for r in ability.restrictions if _names_shape(r.id, content)), None)
    out = []
    for shape in content.entries("area-shape"):
        assert isinstance(shape, AreaShape)
        size = shape.size(rank)
        if locked and shape.id != locked:
            continue
        text = (
            f"no effect below AoE rank {shape.min_rank}"
            if size is None
            else _size_text(shape, size)
        )
        out.append({"shape": shape.id, "name": shape.name, "size": size, "text": text,
                    "source": AREA_SRC.cite()})  # fmt: skip
    return out


def _names_shape(restriction_id: str, content: Ruleset) -> bool:
    entry = content.typed("restriction", restriction_id, Restriction)
    return entry is not None and entry.names is not None and entry.names.value == "area-shape"


def _size_text(shape: AreaShape, size: int) -> str:
    if shape.unit is SizeUnit.ROWS:
        return f"{size} rows ({size * size} squares)"
    if shape.unit is SizeUnit.SIDE:
        return f"{size} × {size} squares"
    return f"{size} {shape.unit}"


def filled_effect(
    text: str,
    fills: list[EffectValue],
    values: dict[Property, int | None],
    improvements: Mapping[str, int] | None = None,
) -> str:
    """The effect text with each number it speaks of written after the phrase: "power (5)"."""
    for fill in fills:
        if fill.improvement is not None:
            base: int | None = (improvements or {}).get(fill.improvement, 0)
        else:
            base = values.get(fill.property) if fill.property is not None else None
        if base is not None:
            text = text.replace(fill.phrase, f"{fill.phrase} ({fill.value(base)})", 1)
    return text


def _improvements_json(ability: Ability, content: Ruleset) -> list[Json]:
    """Each improvement; `number` is what its ranks change, in words, or None."""
    numbers = improvement_texts(ability, content)
    out = []
    for imp_id, ranks in ability.improvements.items():
        entry = content.typed("improvement", imp_id, Improvement)
        if entry is not None:
            out.append({"id": entry.id, "name": entry.name, "ranks": ranks,
                        "per_rank": entry.per_rank, "cost": entry.cost * ranks,
                        "effect": entry.effect, "number": numbers.get(entry.id)})  # fmt: skip
    return out


def _restrictions_json(ability: Ability, content: Ruleset) -> list[Json]:
    out = []
    for applied in ability.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        if entry is None:
            continue
        kind = entry.names.value if entry.names else None
        named = content.get(kind, applied.choice) if kind and applied.choice else None
        out.append({"id": entry.id, "name": entry.name, "gain": restriction_gain(entry, applied),
                    "choice": applied.choice, "choice_name": named.name if named else applied.choice,
                    "hit_points": applied.hit_points, "effect": entry.effect})  # fmt: skip
    return out


def _ranks_json(ability: Ability, content: Ruleset) -> Json:
    return {
        "paid": ability.paid, "free": free_ranks(ability, content),
        "used": used_ranks(ability, content), "unassigned": unassigned_ranks(ability, content),
        "next_price": rank_price(ability.paid), "exp_spent": paid_price(0, ability.paid),
    }  # fmt: skip
