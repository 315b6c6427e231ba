# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The weapons, equipment and spells sections in a player's words, shared by the on-screen sheet
and the printed one: `Riposte Melee Attack To Hit Bonus +3 · Critical Hit 12`, not a field dump."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Json = Mapping[str, Any]
WEAPON_HEADINGS = (
    "#",
    "Weapon",
    "Category",
    "To hit",
    "Damage",
    "Range",
    "Weight",
    "Table columns",
)
"""The weapons table's columns, on screen and on paper."""
SPELL_HEADINGS = (
    "Spell",
    "Effect",
    "Range",
    "Cast time",
    "Duration",
    "Subtlety",
    "Boosts in effect",
)
"""The spells table's columns, on screen and on paper."""


def plain(text: object) -> str:
    """Rulebook text without the [Term] brackets, for tight table cells."""
    return str(text if text is not None else "").replace("[", "").replace("]", "")


def signed(value: object) -> str:
    """`+3` / `-1` for a number, the text otherwise."""
    return f"{value:+d}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _record(value: object) -> Json:
    return value if isinstance(value, Mapping) else {}


def columns_text(weapon: Json) -> str:
    """The weapon table's own columns: `Riposte Melee Attack To Hit Bonus +3 · Critical Hit 12`."""
    columns = _record(weapon.get("columns"))
    return " · ".join(f"{k} {plain(v)}" for k, v in columns.items()) or "—"


def breakdown_text(weapon: Json) -> str:
    """`To hit: Longsword To Hit Bonus = +1, … · Damage: Longsword Damage = 1d6+1, …`."""
    breakdowns = _record(weapon.get("breakdowns"))
    to_hit = _record(breakdowns.get("to_hit"))
    hits = [f"{t.get('label')} = {signed(t.get('amount'))}" for t in to_hit.get("breakdown", [])]
    damage = [f"{t.get('label')} = {t.get('dice')}" for t in breakdowns.get("damage") or []]
    parts = [
        f"To hit: {', '.join(hits)}" if hits else "",
        f"Damage: {', '.join(damage)}" if damage else "",
    ]
    return " · ".join(p for p in parts if p)


def equipment_text(equipment: Json, grapple: Json) -> str:
    """Worn armor, whether the wielded pair is balanced, and the grapple numbers in one line."""
    armor = equipment.get("armor")
    parts = [f"Armor: {armor.get('name')}" if isinstance(armor, Mapping) else "Armor: none worn"]
    if isinstance(armor, Mapping):
        parts[0] += (
            f" (weight {armor.get('weight')}, Passive Evasion {armor.get('passive_evasion')},"
            f" Speed Point Reduction {armor.get('speed_point_reduction')})"
        )
    if isinstance(equipment.get("balanced"), bool):
        balanced = "balanced" if equipment["balanced"] else "not balanced"
        parts.append(f"Wielded pair {balanced}{_reason(equipment.get('balance_reason'))}")
    if grapple:
        parts.append(grapple_text(grapple))
    return " · ".join(parts)


def _reason(reason: object) -> str:
    return f" ({plain(reason)})" if reason else ""


def grapple_text(grapple: Json) -> str:
    """`Grapple Attack damage 1d6 with Longsword, Speed Point damage 2 · <the rule's note>`."""
    text = f"Grapple Attack damage {grapple.get('grapple_attack_damage', '–')}"
    if grapple.get("weapon"):
        text += f" with {grapple['weapon']}"
    if grapple.get("grapple_speed_damage") is not None:
        text += f", Speed Point damage {grapple['grapple_speed_damage']}"
    note = plain(grapple.get("note"))
    return f"{text} · {note}" if note else text


def boosts_text(spell: Json) -> str:
    """The ranked boosts: `Offensive Spell Boost 2: +4d6`, or the rulebook's text with its rank."""
    parts = []
    for boost in spell.get("boosts") or []:
        if not isinstance(boost, Mapping) or not boost.get("rank"):
            continue
        name = f"{boost.get('name') or boost.get('talent')} {boost['rank']}"
        added = f"+{boost['adds']}" if boost.get("adds") else plain(boost.get("text"))
        parts.append(f"{name}: {added}")
    return " · ".join(parts) or "—"


def subtlety_text(spell: Json) -> str:
    """A spell's Subtlety signed (`-10`, `+5`), or a dash when the rulebook gives none."""
    subtlety = spell.get("subtlety")
    return f"{subtlety:+d}" if isinstance(subtlety, int) else "—"


def house_rule_text(rule: Json) -> str:
    """`Maximum Weight Penalty before Inhuman Strength: 2 (default 0). <what it decides>`."""
    value, default = rule.get("value"), rule.get("default")
    changed = f" (default {default})" if default is not None and value != default else ""
    return f"{rule.get('label', '')}: {value}{changed}. {rule.get('text', '')}"
