# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Damage per equipped weapon (Light, Heavy, Precise), unarmed and improvised, ranges and the
numbers of the weapon group properties (Combat — Resolving the attack; Items & Equipment)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.lyrian import combat_numbers as c
from rules.lyrian.class_progress import granted_proficiencies
from rules.lyrian.content import WeaponGroup
from rules.lyrian.group_numbers import CRITICAL_DICE, GROUP_NUMBERS, REACH, REACH_FEET
from rules.lyrian.state import LyrianState, Weapon

Stats = dict[str, int]
ATTACKS = ("light", "heavy", "precise")
UNARMED = "unarmed"


def dice_text(dice: str, flat: int) -> str:
    """`2d4+3`, `2d4` (no flat part), `1` (no dice)."""
    if not dice:
        return str(flat)
    return f"{dice}+{flat}" if flat > 0 else f"{dice}-{-flat}" if flat < 0 else dice


def weapon_slug(name: str) -> str:
    """A weapon's part of its sheet keys: `Old Blade` → `old-blade`."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "weapon"


@dataclass(frozen=True, slots=True)
class Damage:
    """One attack's damage: the dice text and the flat part as a sheet value."""

    dice: str
    value: SheetValue

    @property
    def text(self) -> str:
        """The whole roll: `4d6+6`."""
        return dice_text(self.dice, self.value.value)


def _damage(key: str, who: str, attack: str, roll: c.Roll, power: int, src: Source) -> Damage:
    if roll.power_times == 0:
        terms = [Term("no Power bonus", 0, src)]
    elif roll.power_times == 1:
        terms = [Term(f"Power {power}", power, src)]
    else:
        terms = [Term(f"Power {power} × {roll.power_times}", power * roll.power_times, src)]
    label = f"{who}: {attack} attack damage, {roll.dice} plus"
    flat = sum(t.amount for t in terms)
    return Damage(roll.dice, total(key, label, terms, src, dice_text(roll.dice, flat)))


def _flat(key: str, who: str, attack: str, amount: int, why: str, src: Source) -> Damage:
    value = total(key, f"{who}: {attack} attack damage", [Term(why, amount, src)], src, str(amount))
    return Damage("", value)


def _is_proficient(weapon: Weapon, group: WeaponGroup | None, profs: set[str]) -> bool:
    return weapon.group in profs or bool(group and group.proficiency_from in profs)


def _heavy(weapon: Weapon, group: WeaponGroup | None) -> tuple[c.Roll, Source]:
    two_handed = weapon.hands == "two-handed" and group is not None and group.attack == "melee"
    if two_handed:
        return c.HEAVY_TWO_HANDED_MELEE, c.TWO_HANDED_SRC
    return c.HEAVY, c.DAMAGE_SRC


def attack_damage(
    key: str, who: str, weapon: Weapon, group: WeaponGroup | None, proficient: bool, power: int
) -> dict[str, Damage]:
    """Light, Heavy and Precise damage with one weapon; improvised when not proficient."""
    light = c.LIGHT
    heavy, heavy_src = _heavy(weapon, group)
    if not proficient:
        light, heavy, heavy_src = c.IMPROVISED_LIGHT, c.IMPROVISED_HEAVY, c.IMPROVISED_SRC
    light_src = c.DAMAGE_SRC if proficient else c.IMPROVISED_SRC
    return {
        "light": _damage(f"{key}:light-damage", who, "Light", light, power, light_src),
        "heavy": _damage(f"{key}:heavy-damage", who, "Heavy", heavy, power, heavy_src),
        "precise": _damage(
            f"{key}:precise-damage", who, "Precise", c.PRECISE, power, c.PRECISE_SRC
        ),
    }


def _range(key: str, weapon: Weapon, group: WeaponGroup | None, proficient: bool) -> SheetValue:
    label = f"{weapon.name}: effective range in feet"
    if group is not None and group.attack == "ranged":
        two = weapon.hands == "two-handed"
        override = group.range_two_handed if two else group.range_one_handed
        if override is not None:
            return total(key, label, [Term(group.name, override, c.GROUP_SRC)], c.GROUP_SRC)
        base = c.RANGED_TWO_HANDED if two else c.RANGED_ONE_HANDED
        words = "Two-Handed" if two else "One-Handed"
        return total(key, label, [Term(f"{words} ranged weapon", base, c.RANGED_SRC)], c.RANGED_SRC)
    terms = [Term("melee weapon range", c.MELEE_RANGE, c.MELEE_RANGE_SRC)]
    reach = _property_group(group)
    if proficient and reach in REACH:
        terms.append(Term(f"{group.name if group else reach} property", REACH_FEET, c.GROUP_SRC))
    return total(key, label, terms, c.MELEE_RANGE_SRC)


def _property_group(group: WeaponGroup | None) -> str | None:
    """The group whose property a weapon has: its own, or the one it is treated as."""
    if group is None:
        return None
    return group.treated_as or group.id


@dataclass(frozen=True, slots=True)
class WeaponLine:
    """One owned weapon with its damage, range and property numbers."""

    weapon: Weapon
    key: str
    proficient: bool
    damage: dict[str, Damage]
    range: SheetValue
    numbers: tuple[SheetValue, ...]
    critical: tuple[str, ...]

    def values(self) -> dict[str, SheetValue]:
        """Every sheet value of the line, by key."""
        out = {d.value.key: d.value for d in self.damage.values()}
        out[self.range.key] = self.range
        out.update({v.key: v for v in self.numbers})
        return out

    def as_json(self) -> dict[str, object]:
        """The dice and range for the equipment section."""
        return {
            "key": self.key,
            **{f"{a}_damage": self.damage[a].text for a in ATTACKS},
            "range_ft": self.range.value,
            "properties": [f"{v.label.split(': ', 1)[1]}: {v.value}" for v in self.numbers]
            + list(self.critical),
        }


def _numbers(key: str, weapon: Weapon, group: WeaponGroup | None) -> tuple[SheetValue, ...]:
    property_group = _property_group(group)
    rows = GROUP_NUMBERS.get(property_group or "", ())
    name = group.name if group else weapon.group
    return tuple(
        total(
            f"{key}:{row.suffix}",
            f"{weapon.name}: {row.label}",
            [Term(name, row.amount, row.source(name))],
            row.source(name),
        )
        for row in rows
        if row.hands in (None, weapon.hands)
    )


def _critical(group: WeaponGroup | None) -> tuple[str, ...]:
    rows = CRITICAL_DICE.get(_property_group(group) or "", ())
    return tuple(f"extra damage on a critical hit ({when}): {dice}" for when, dice, _ in rows)


def weapon_lines(state: LyrianState, content: Ruleset, stats: Stats) -> list[WeaponLine]:
    """Every owned weapon's line, in the order bought."""
    profs = granted_proficiencies(state, content)
    lines, used = [], set()
    for weapon in state.weapons:
        slug = weapon_slug(weapon.name)
        while slug in used:
            slug += "-2"
        used.add(slug)
        key = f"weapon:{slug}"
        group = content.typed("weapon-group", weapon.group, WeaponGroup)
        proficient = _is_proficient(weapon, group, profs)
        damage = attack_damage(key, weapon.name, weapon, group, proficient, stats["power"])
        numbers = _numbers(key, weapon, group) if proficient else ()
        critical = _critical(group) if proficient else ()
        line_range = _range(f"{key}:range", weapon, group, proficient)
        lines.append(WeaponLine(weapon, key, proficient, damage, line_range, numbers, critical))
    return lines


def unarmed_damage(state: LyrianState, content: Ruleset, power: int) -> dict[str, Damage]:
    """Unarmed: 1 damage, or a One-Handed weapon's when proficient in unarmed attacks."""
    if UNARMED in granted_proficiencies(state, content):
        fist = Weapon("Unarmed", UNARMED, "one-handed")
        group = content.typed("weapon-group", UNARMED, WeaponGroup)
        return attack_damage("unarmed", "Unarmed", fist, group, True, power)
    why = "unarmed, not proficient"
    return {
        a: _flat(f"unarmed:{a}-damage", "Unarmed", a.title(), c.UNARMED_DAMAGE, why, c.UNARMED_SRC)
        for a in ATTACKS
    }


def improvised_damage(power: int) -> dict[str, Damage]:
    """An improvised weapon (a rock, a chair): Light 2d4, Heavy 2d6 + Power."""
    who, src = "Improvised weapon", c.IMPROVISED_SRC
    return {
        "light": _damage("improvised:light-damage", who, "Light", c.IMPROVISED_LIGHT, power, src),
        "heavy": _damage("improvised:heavy-damage", who, "Heavy", c.IMPROVISED_HEAVY, power, src),
    }


def pinpoint(focus: int) -> SheetValue:
    """Precise attacks have Pinpoint: ignore points of the target's guard equal to Focus."""
    term = Term(f"Focus {focus}", focus, c.PRECISE_SRC)
    note = "Precise attacks ignore this much of the target's guard, never below 0."
    return total("pinpoint", "Pinpoint: target's guard ignored", [term], c.PRECISE_SRC, note)


def weapon_values(state: LyrianState, content: Ruleset, stats: Stats) -> dict[str, SheetValue]:
    """Every damage, range and property value of the weapons, unarmed and improvised attacks."""
    out: dict[str, SheetValue] = {}
    for line in weapon_lines(state, content, stats):
        out.update(line.values())
    for damage in unarmed_damage(state, content, stats["power"]).values():
        out[damage.value.key] = damage.value
    for damage in improvised_damage(stats["power"]).values():
        out[damage.value.key] = damage.value
    out["pinpoint"] = pinpoint(stats["focus"])
    return out
