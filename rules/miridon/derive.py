# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon sheet: points, specials, combat values, weapons, spells, equipment, in one order."""

from __future__ import annotations

from typing import Any

from rules.engine.ledger import Ledger
from rules.engine.play_rule import AT_THE_TABLE, section_from
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term
from rules.engine.source_ref import ruling
from rules.miridon.action_values import action_values, special_extras
from rules.miridon.battle_points import battle_points, weight_values
from rules.miridon.combat_values import (
    grapple_section,
    grapple_values,
    reductions_and_restores,
    turn_order,
)
from rules.miridon.crew import crew_sections, crew_values
from rules.miridon.equipment import Weight, weight_of, wielded_weapons, worn_armor
from rules.miridon.evasion_values import evasions
from rules.miridon.house_rules import house_rules_section, settings_of
from rules.miridon.mech_sheet import mech_section, mech_values
from rules.miridon.numbers import BOOK, SPECIALS_SRC, TALENTS_SRC
from rules.miridon.play_rules import play_rules
from rules.miridon.prereq import name_of
from rules.miridon.pricing import flair_cost
from rules.miridon.rank_amounts import (
    RankValue,
    by_key,
    rank_values,
    skill_rank_values,
    talent_rank_values,
)
from rules.miridon.specials import held_specials
from rules.miridon.spell_effects import spell_section, spell_values
from rules.miridon.state import MiridonState
from rules.miridon.weapon_balance import wielded_balance
from rules.miridon.weapon_lines import line_json, weapon_lines

_AWARDS = ruling(BOOK, "starting stats and skill points are GM awards")


def points(state: MiridonState, ledger: Ledger) -> dict[str, SheetValue]:
    """Maximum Strength and Speed Points (GM awards) and unspent skill points."""
    return {
        "max-strength": SheetValue(
            "max-strength",
            "Maximum Strength Points",
            state.max_strength,
            (Term("GM awards", state.max_strength, _AWARDS),),
            _AWARDS,
        ),
        "max-speed": SheetValue(
            "max-speed",
            "Maximum Speed Points",
            state.max_speed,
            (Term("GM awards", state.max_speed, _AWARDS),),
            _AWARDS,
        ),
        "skill-points": SheetValue(
            "skill-points", "Skill points", ledger.balance("skill-points"), (), TALENTS_SRC
        ),
    }


def special_values(
    state: MiridonState, content: Ruleset
) -> tuple[dict[str, SheetValue], list[dict[str, Any]]]:
    """Each held special's rank and per-rank amounts as values; its effect with the rank in."""
    values, listed = {}, []
    strength_speed = state.max_strength + state.max_speed
    for held in held_specials(state, content):
        key = f"special:{held.special.id}"
        term = Term(
            f"(Maximum Strength {state.max_strength} + Speed {state.max_speed}) ÷ 10, rounded down",
            held.rank,
            SPECIALS_SRC,
        )
        values[key] = SheetValue(key, held.special.name, held.rank, (term,), held.special.source)
        amounts = rank_values("special", held.special, held.rank)
        values.update({a.value.key: a.value for a in amounts})
        extras = special_extras(held.special.id, values)
        amounts += [RankValue(value, text) for value, text in extras]
        values.update({value.key: value for value, _ in extras})
        listed.append(
            {
                "id": held.special.id,
                "name": held.special.name,
                "kind": str(held.special.kind),
                "rank": held.rank,
                "effect": held.effect,
                "sum": strength_speed,
                **_amounts_json(amounts),
            }
        )
    return values, listed


def _amounts_json(amounts: list[RankValue]) -> dict[str, object]:
    """`amounts` for a listed special, talent or skill that gives some per rank."""
    return {"amounts": [a.as_json() for a in amounts]} if amounts else {}


def combat(state: MiridonState, content: Ruleset, weight: Weight) -> dict[str, SheetValue]:
    """Weight, battle points, evasions, reductions, restores, grapple and turn order, in order."""
    return {
        **weight_values(state, content, weight),
        **battle_points(state, content, weight),
        **evasions(state, content, weight),
        **reductions_and_restores(state, content),
        **grapple_values(state, content),
        "turn-order": turn_order(state),
    }


def _weapons(
    state: MiridonState, content: Ruleset, weight: Weight, grapple: dict[str, Any]
) -> tuple[dict[str, SheetValue], list[Any], dict[str, SheetValue], list[Any]]:
    """Weapon to-hit values and lines; the action values (l. 686-2987) and their lines."""
    lines = weapon_lines(state, content, weight)
    values = {line.to_hit.key: line.to_hit for line in lines}
    actions, action_lines, by_slot = action_values(state, content, lines, grapple)
    listed = [line_json(line, state, content) for line in lines]
    for entry in listed:
        amounts = by_slot.get(entry["slot"], [])
        if amounts:
            entry["amounts"] = [{"key": v.key, "label": v.label, "value": v.value} for v in amounts]
    grapple["grapple_damage"] = f"{actions['grapple-damage'].value}d6"
    return values, listed, actions, [a.as_json() for a in action_lines]


def _equipment(state: MiridonState, content: Ruleset) -> dict[str, Any]:
    armor = worn_armor(state, content)
    balance = wielded_balance(wielded_weapons(state, content), state.flairs)
    return {
        "wielded": list(state.wielded),
        "armor": (
            {
                "id": armor.id,
                "name": armor.name,
                "weight": armor.weight,
                "passive_evasion": armor.passive_evasion,
                "speed_point_reduction": armor.speed_point_reduction,
            }
            if armor
            else None
        ),
        "balanced": None if balance is None else balance.ok,
        "balance_reason": "" if balance is None else balance.reason,
    }


_AT_THE_TABLE = section_from(play_rules)
"""The play rules section, said again from memory while the numbers it reads are the same."""


def derive(state: MiridonState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every derived value and list on the Miridon sheet, in one pass in a fixed order."""
    settings = settings_of(state)
    weight = weight_of(state, content, settings.max_weight_penalty_base)
    specials, special_list = special_values(state, content)
    talent_amounts = talent_rank_values(state, content)
    skill_amounts = skill_rank_values(state, content)
    grapple = grapple_section(state, content)
    weapon_values, weapon_list, action_vals, action_list = _weapons(state, content, weight, grapple)
    mech = mech_values(state, content)
    values = {
        **points(state, ledger),
        **specials,
        **by_key(talent_amounts),
        **by_key(skill_amounts),
        **combat(state, content, weight),
        **weapon_values,
        **action_vals,
        **spell_values(state, content),
        **crew_values(state, content),
        **mech,
    }
    values["next-flair-cost"] = SheetValue(
        "next-flair-cost", "Next flair costs", flair_cost(len(state.flairs)), (), TALENTS_SRC
    )
    sections: dict[str, object] = {
        **_bought(state, content, talent_amounts, skill_amounts),
        "specials": special_list,
        "weapons": weapon_list,
        "spells": spell_section(state, content),
        "equipment": _equipment(state, content),
        "grapple": grapple,
        "actions": action_list,
        "house_rules": house_rules_section(settings),
        "crew": crew_sections(state, content),
    }
    if state.mech or mech:
        sections["mech"] = mech_section(state, content)
    sections[AT_THE_TABLE] = _AT_THE_TABLE(values, sections)
    return Sheet(values, sections)


def class_rows(state: MiridonState, content: Ruleset) -> list[dict[str, str]]:
    """The character's classes, in the order taken, each with its id and name."""
    return [{"id": c, "name": name_of(content, "class", c)} for c in state.classes]


def _bought(
    state: MiridonState,
    content: Ruleset,
    talent_amounts: dict[str, list[RankValue]],
    skill_amounts: dict[str, list[RankValue]],
) -> dict[str, object]:
    return {
        "classes": class_rows(state, content),
        "talents": [
            {
                "id": t,
                "name": name_of(content, "talent", t),
                "rank": r,
                **_amounts_json(talent_amounts.get(t, [])),
            }
            for t, r in state.talents.items()
            if r
        ],
        "skills": [
            {
                "id": s,
                "name": name_of(content, "skill", s),
                "rank": r,
                **_amounts_json(skill_amounts.get(s, [])),
            }
            for s, r in state.skills.items()
            if r
        ],
        "flairs": [{"id": f, "name": name_of(content, "flair", f)} for f in state.flairs],
        "mutations": [{"id": m, "name": name_of(content, "mutation", m)} for m in state.mutations],
    }
