# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A wielded weapon's range and its table's own columns, with what the character adds to them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.ruleset import Ruleset
from rules.miridon.content import Weapon, WeaponCategory
from rules.miridon.equipment import is_melee, rank_of_special
from rules.miridon.numbers import AIMED_ATTACK_BONUS, MELEE_RANGE
from rules.miridon.state import MiridonState

if TYPE_CHECKING:
    from rules.miridon.weapon_lines import WeaponLine

C = WeaponCategory
SNIPER_STEPS = (("Short Range", 0), ("Medium Range", -2), ("Long Range", -4))
"""Sniper rifle range increments and their to-hit modifiers (Sniper Rifles, Chapter 8)."""
CRITICAL_LADDER = ("advanced-critical-hit", "greater-critical-hit")
"""A [Critical Hit] is a 12 on the [Base To Hit Roll] (l. 1668); each flair adds the next lower
roll: Advanced Critical Hit 11 (l. 904), Greater Critical Hit 10 (l. 911)."""
SNIPER_LADDER = (
    "sniper-rifle-critical-hit",
    "advanced-sniper-rifle-critical-hit",
    "greater-sniper-rifle-critical-hit",
)
"""With a sniper rifle and a [Steady Shot Bonus]: also 9, 8, 7 (l. 1044-1066)."""


def _lowest(start: int, ladder: tuple[str, ...], flairs: tuple[str, ...]) -> int:
    """The lowest critical roll: one lower per flair of the ladder owned, in order."""
    for flair in ladder:
        if flair not in flairs:
            break
        start -= 1
    return start


def critical_hit(weapon: Weapon, flairs: tuple[str, ...]) -> str:
    """Which Base To Hit Rolls are a [Critical Hit] with this weapon (Critical Hit flairs)."""
    if weapon.category is C.SHOTGUN:
        # l. 1068-1072: no Critical Hit with a shotgun, unless Shotgun Critical Hit: a 6 on 1d6
        return "6 on 1d6" if "shotgun-critical-hit" in flairs else "none"
    low = _lowest(12, CRITICAL_LADDER, flairs)
    text = "12" if low == 12 else f"{low}-12"
    if weapon.category is C.SNIPER_RIFLE and low == 10:
        steady = _lowest(low, SNIPER_LADDER, flairs)
        if steady < low:
            text += f" ({steady}-12 with a Steady Shot Bonus)"
    return text


def weapon_range(weapon: Weapon) -> str:
    """Melee Range for melee weapons; the gun's printed Range (or its three increments)."""
    if is_melee(weapon):
        return f"{MELEE_RANGE} (Melee Range)"
    if weapon.category is C.SNIPER_RIFLE:
        return " / ".join(
            f"{weapon.columns.get(name, '?')} ({step:+d})" for name, step in SNIPER_STEPS
        )
    return weapon.columns.get("Range", "")


def _signed(text: str) -> int:
    try:
        return int(text.replace("+", ""))
    except ValueError:
        return 0


def _drill(weapon: Weapon, mech: int) -> dict[str, str]:
    """Drills add Mech Training once to the PDR damage and twice to the mech PDR damage."""
    pdr = _signed(weapon.columns.get("Physical Damage Reduction Damage", "0"))
    mech_pdr = _signed(weapon.columns.get("Mech Physical Damage Reduction Damage", "0"))
    return {
        "Physical Damage Reduction Damage": str(pdr + mech),
        "Mech Physical Damage Reduction Damage": str(mech_pdr + 2 * mech),
    }


def _attack_columns(line: WeaponLine, state: MiridonState, content: Ruleset) -> dict[str, str]:
    weapon, to_hit = line.weapon, line.to_hit.value
    out: dict[str, str] = {}
    if weapon.category in (C.PISTOL, C.SNIPER_RIFLE, C.SHOTGUN, C.TESLA):
        out["Aimed Attack To Hit Bonus"] = f"{to_hit + AIMED_ATTACK_BONUS:+d}"
    if weapon.category is C.SNIPER_RIFLE:
        steady = _signed(weapon.columns.get("Steady Shot Bonus", "0"))
        out["To Hit Bonus with Steady Shot"] = f"{to_hit + steady:+d}"
    if weapon.category is C.SHOTGUN:
        out["Base To Hit Roll"] = "1d6 per bullet"
    if weapon.category is C.TESLA:
        out["Reduced by"] = "the target's Spell Damage Reduction"
    riposte = rank_of_special(state, content, "riposte")
    if riposte and is_melee(weapon) and len(state.wielded) < 2:
        out["Riposte Melee Attack To Hit Bonus"] = f"{to_hit + riposte:+d}"
    return out


def weapon_columns(line: WeaponLine, state: MiridonState, content: Ruleset) -> dict[str, str]:
    """The table's columns as printed, adjusted where a rule adds to them, plus attack variants."""
    weapon = line.weapon
    out = {k: v for k, v in weapon.columns.items() if k != "Range"}
    if weapon.category is C.DRILL:
        out.update(_drill(weapon, rank_of_special(state, content, "mech-training")))
    out.update(_attack_columns(line, state, content))
    out["Critical Hit"] = critical_hit(weapon, state.flairs)
    return out
