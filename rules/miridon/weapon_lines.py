# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One line per wielded weapon: To Hit Bonus, Damage Dealt, range and its table's columns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.miridon.content import Weapon, WeaponCategory
from rules.miridon.dice_sum import DiceSum, dice_total
from rules.miridon.equipment import (
    DOUBLE_MELEE_BOOST_FLAIRS,
    UNARMED,
    Weight,
    agile_bonus,
    is_gun,
    is_melee,
    wielded_weapons,
)
from rules.miridon.numbers import BATTLE_TERMS_SRC, FLAIRS_SRC, TALENTS_SRC
from rules.miridon.state import MiridonState
from rules.miridon.weapon_balance import wielded_balance
from rules.miridon.weapon_columns import weapon_columns, weapon_range


@dataclass(frozen=True, slots=True)
class DamagePart:
    """One contribution to a weapon's Damage Dealt: the weapon's dice, a talent's bonus."""

    label: str
    dice: DiceSum
    source: Source | None


@dataclass(frozen=True, slots=True)
class WeaponLine:
    """A wielded weapon with its To Hit Bonus (a sheet value) and Damage Dealt (dice)."""

    slot: int
    weapon: Weapon
    to_hit: SheetValue
    damage: tuple[DamagePart, ...]

    @property
    def damage_dice(self) -> DiceSum:
        """The whole Damage Dealt as one expression (`3d6+1`)."""
        return dice_total(p.dice for p in self.damage)


def melee_boost(state: MiridonState, weapon: Weapon) -> tuple[int, int]:
    """Melee Boost rank, and 2 when a racial flair doubles it for the Unarmed weapon (else 1)."""
    doubled = weapon.id == UNARMED and any(f in state.flairs for f in DOUBLE_MELEE_BOOST_FLAIRS)
    return state.talents.get("melee-boost", 0), 2 if doubled else 1


def _boost_to_hit(state: MiridonState, weapon: Weapon) -> list[Term]:
    if is_melee(weapon):
        rank, factor = melee_boost(state, weapon)
        doubled = " (doubled: Unarmed)" if factor == 2 else ""
        return [Term(f"Melee Boost {rank} × {factor}{doubled}", rank * factor, TALENTS_SRC)]
    rank = state.talents.get("gun-boost", 0) if is_gun(weapon) else 0
    return [Term(f"Gun Boost {rank} × 2", rank * 2, TALENTS_SRC)] if rank else []


def own_to_hit(state: MiridonState, weapon: Weapon, weight: Weight) -> list[Term]:
    """Weapon + Melee/Gun Boost + Agile Strike: the value Sword Dancer compares."""
    terms = [Term(f"{weapon.name} To Hit Bonus", weapon.to_hit, weapon.source)]
    terms += [t for t in _boost_to_hit(state, weapon) if t.amount]
    agile = agile_bonus(weight.maximum, weapon.weight)
    if "agile-strike" in state.flairs and agile:
        label = (
            f"Agile Strike: (Maximum Weight Penalty {weight.maximum} − weight "
            f"{weapon.weight}) ÷ 2 — Maximum Weight Penalty is a house rule"
        )
        terms.append(Term(label, agile, FLAIRS_SRC))
    return terms


def _sword_dancer(state: MiridonState, weapons: list[Weapon]) -> bool:
    if "sword-dancer" not in state.flairs or len(weapons) != 2:
        return False
    if all(w.category is not WeaponCategory.SWORD for w in weapons):
        return False
    balance = wielded_balance(weapons, state.flairs)
    return balance is not None and balance.ok


def damage_parts(state: MiridonState, weapon: Weapon) -> tuple[DamagePart, ...]:
    """The weapon's dice, then Melee Boost 1d6/rank (melee) or Gun Boost +2/rank (guns)."""
    parts = [DamagePart(f"{weapon.name} Damage", DiceSum.parse(weapon.damage), weapon.source)]
    if is_melee(weapon):
        rank, factor = melee_boost(state, weapon)
        if rank:
            bonus = DiceSum.parse("1d6").times(rank * factor)
            parts.append(DamagePart(f"Melee Boost {rank} × {factor}d6", bonus, TALENTS_SRC))
    elif is_gun(weapon) and (rank := state.talents.get("gun-boost", 0)):
        parts.append(DamagePart(f"Gun Boost {rank} × 2", DiceSum(flat=2 * rank), TALENTS_SRC))
    return tuple(parts)


def weapon_lines(state: MiridonState, content: Ruleset, weight: Weight) -> list[WeaponLine]:
    """Every wielded weapon's line, Sword Dancer applied across the pair."""
    weapons = wielded_weapons(state, content)
    own = [own_to_hit(state, w, weight) for w in weapons]
    sums = [sum(t.amount for t in terms) for terms in own]
    dancing = _sword_dancer(state, weapons)
    lines = []
    for slot, (weapon, terms) in enumerate(zip(weapons, own, strict=True), start=1):
        mine = sum(t.amount for t in terms)
        if dancing and max(sums) > mine:
            other = weapons[sums.index(max(sums))].name
            terms = [*terms, Term(f"Sword Dancer: uses {other}'s", max(sums) - mine, FLAIRS_SRC)]
        key = f"weapon:{slot}:to-hit"
        value = total(key, f"{weapon.name} To Hit Bonus", terms, BATTLE_TERMS_SRC)
        lines.append(WeaponLine(slot, weapon, value, damage_parts(state, weapon)))
    return lines


def line_json(line: WeaponLine, state: MiridonState, content: Ruleset) -> dict[str, Any]:
    """A weapon line for the sheet's `weapons` section."""
    weapon = line.weapon
    return {
        "slot": line.slot,
        "id": weapon.id,
        "name": weapon.name,
        "category": str(weapon.category),
        "weight": weapon.weight,
        "to_hit": line.to_hit.value,
        "damage": str(line.damage_dice),
        "range": weapon_range(weapon),
        "columns": weapon_columns(line, state, content),
        "breakdowns": {
            "to_hit": line.to_hit.as_json(),
            "damage": [
                {
                    "label": p.label,
                    "dice": str(p.dice),
                    "source": p.source.cite() if p.source else None,
                }
                for p in line.damage
            ],
        },
    }
