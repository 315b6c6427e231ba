# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Weight penalty and Maximum Battle Strength/Speed Points (Battle Terms; docs/rulings.md house rule)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.miridon.equipment import Weight, rank_of_special, wielded_weapons, worn_armor
from rules.miridon.numbers import BATTLE_TERMS_SRC, HOUSE_RULE, SPECIALS_SRC, WEIGHT_RULE_SRC
from rules.miridon.state import MiridonState

_NOTE = 'house rule: the rulebook\'s "Weight" page is missing'


def weight_values(state: MiridonState, content: Ruleset, weight: Weight) -> dict[str, SheetValue]:
    """Maximum Weight Penalty and the weight penalty of the wielded weapons."""
    maximum = [Term(f"base, {HOUSE_RULE}", weight.base, WEIGHT_RULE_SRC)]
    if weight.inhuman_strength:
        maximum.append(Term("Inhuman Strength rank", weight.inhuman_strength, SPECIALS_SRC))
    carried = [
        Term(f"{w.name} weight, {HOUSE_RULE}", w.weight, WEIGHT_RULE_SRC)
        for w in wielded_weapons(state, content)
    ]
    penalty = [*carried, Term(f"Maximum Weight Penalty, {HOUSE_RULE}", -weight.maximum)]
    if weight.weapons < weight.maximum:
        penalty.append(Term(f"never below 0, {HOUSE_RULE}", weight.maximum - weight.weapons))
    return {
        "max-weight-penalty": total(
            "max-weight-penalty", "Maximum Weight Penalty", maximum, WEIGHT_RULE_SRC, _NOTE
        ),
        "weight-penalty": total(
            "weight-penalty", "Weight Penalty", penalty, WEIGHT_RULE_SRC, _NOTE
        ),
    }


def battle_points(state: MiridonState, content: Ruleset, weight: Weight) -> dict[str, SheetValue]:
    """Maximum Battle Strength and Speed Points: the points a battle starts with."""
    strength = [Term("Maximum Strength Points", state.max_strength, BATTLE_TERMS_SRC)]
    if weight.penalty:
        strength.append(Term(f"weight penalty, {HOUSE_RULE}", -weight.penalty, WEIGHT_RULE_SRC))
    if weight.inhuman_strength:
        strength.append(Term("Inhuman Strength rank", weight.inhuman_strength, SPECIALS_SRC))
    speed = [Term("Maximum Speed Points", state.max_speed, BATTLE_TERMS_SRC)]
    armor = worn_armor(state, content)
    if armor is not None and armor.speed_point_reduction:
        speed.append(
            Term(f"{armor.name} Speed Point Reduction", -armor.speed_point_reduction, armor.source)
        )
    inhuman_speed = rank_of_special(state, content, "inhuman-speed")
    if inhuman_speed:
        speed.append(Term("Inhuman Speed rank", inhuman_speed, SPECIALS_SRC))
    return {
        "max-battle-strength": total(
            "max-battle-strength",
            "Maximum Battle Strength Points",
            strength,
            BATTLE_TERMS_SRC,
            _NOTE,
        ),
        "max-battle-speed": total(
            "max-battle-speed", "Maximum Battle Speed Points", speed, BATTLE_TERMS_SRC, _NOTE
        ),
    }
