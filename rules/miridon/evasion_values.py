# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Passive and Active Evasion: armor, Dodge Boost and the flairs that add to them."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.miridon.equipment import (
    Weight,
    agile_bonus,
    rank_of_special,
    single_sword,
    wielded_weapons,
    worn_armor,
)
from rules.miridon.numbers import (
    BASE_ACTIVE_EVASION,
    BATTLE_TERMS_SRC,
    FLAIRS_SRC,
    HOUSE_RULE,
    TALENTS_SRC,
    UNARMORED_PASSIVE_EVASION,
)
from rules.miridon.state import MiridonState


def _agile_evasion(state: MiridonState, armor_weight: int, weight: Weight) -> list[Term]:
    """Agile Evasion (by weight penalty), or Advanced Agile Evasion (by armor weight) instead."""
    if "advanced-agile-evasion" in state.flairs:
        basis, label = armor_weight, f"armor weight {armor_weight}"
        flair = "Advanced Agile Evasion"
    elif "agile-evasion" in state.flairs:
        basis, label, flair = weight.penalty, f"weight penalty {weight.penalty}", "Agile Evasion"
    else:
        return []
    bonus = agile_bonus(weight.maximum, basis)
    text = f"{flair}: (Maximum Weight Penalty {weight.maximum} − {label}) ÷ 2, {HOUSE_RULE}"
    return [Term(text, bonus, FLAIRS_SRC)] if bonus else []


def _parry(state: MiridonState, content: Ruleset, flair: str, name: str) -> list[Term]:
    """Parry / Advanced Parry: + Riposte rank while wielding a single sword and nothing else."""
    if flair not in state.flairs or not single_sword(wielded_weapons(state, content)):
        return []
    rank = rank_of_special(state, content, "riposte")
    return [Term(f"{name}: single sword, Riposte rank", rank, FLAIRS_SRC)] if rank else []


def evasions(state: MiridonState, content: Ruleset, weight: Weight) -> dict[str, SheetValue]:
    """Passive Evasion (armor or 7 unarmored, plus flairs) and Active Evasion (7 + Dodge Boost)."""
    armor = worn_armor(state, content)
    passive = (
        [Term(f"{armor.name} Passive Evasion", armor.passive_evasion, armor.source)]
        if armor is not None
        else [Term("unarmored", UNARMORED_PASSIVE_EVASION, BATTLE_TERMS_SRC)]
    )
    passive += _agile_evasion(state, armor.weight if armor else 0, weight)
    passive += _parry(state, content, "advanced-parry", "Advanced Parry")
    dodge = state.talents.get("dodge-boost", 0)
    active = [Term("base", BASE_ACTIVE_EVASION, BATTLE_TERMS_SRC)]
    if dodge:
        active.append(Term(f"Dodge Boost {dodge} × 2", 2 * dodge, TALENTS_SRC))
    active += _parry(state, content, "parry", "Parry")
    return {
        "passive-evasion": total("passive-evasion", "Passive Evasion", passive, BATTLE_TERMS_SRC),
        "active-evasion": total("active-evasion", "Active Evasion", active, BATTLE_TERMS_SRC),
    }
