# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon cards: stats and points, specials, flairs, spells, talents and skills, weapons."""

from __future__ import annotations

from typing import Any

from model.pdf.cards import Card, Part, Row, Text, chunked
from model.pdf.cards_generic import (
    Json,
    entry_name,
    extra_cards,
    humanize,
    scalar,
    value_groups,
    value_row,
)
from model.pdf.miridon.blocks import amount_lines
from model.pdf.sections import section_dict, section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

HANDLED = (
    "classes",
    "specials",
    "talents",
    "skills",
    "flairs",
    "mutations",
    "spells",
    "weapons",
    "equipment",
    "actions",
)
# Values printed on their own cards (special ranks and amounts, spell rolls, weapon to-hit, the
# per-rank amounts of talents and skills on the talents card, action and flair numbers on the
# actions card) by key prefix.
OWN_CARDS = ("special", "spell", "weapon", "talent", "skill", "action", "flair")
POINTS = (
    "max-strength",
    "max-speed",
    "max-battle-strength",
    "max-battle-speed",
    "max-weight-penalty",
    "weight-penalty",
    "skill-points",
    "next-flair-cost",
)
FLAIR_LINES = (
    ("condition", "Condition: "),
    ("action", "Action: "),
    ("trigger_action", "Trigger action: "),
    ("spell", "Spell: "),
    ("effect", ""),
    ("normal", "Normal: "),
)
SPELL_FACTS = (("range", "Range"), ("cast_time", "Cast time"), ("duration", "Duration"))
ARMOR_FACTS = ("weight", "passive_evasion", "speed_point_reduction")
WEAPON_FACTS = (
    ("damage", "Damage"),
    ("to_hit", "To hit"),
    ("weight", "Weight"),
    ("range", "Range"),
)


def cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """Every Miridon card of a character, stats first."""
    out = stats_cards(build, meta)
    out += [special_card(s) for s in section_list(build, "specials")]
    out += [flair_card(build, f) for f in section_list(build, "flairs")]
    out += [weapon_card(w) for w in section_list(build, "weapons")]
    out += [spell_card(build, s) for s in section_list(build, "spells")]
    out += talent_cards(build) + equipment_cards(build) + actions_cards(build, meta)
    grouped = [v for k, v in build.sheet.values.items() if ":" in k and not _own_card(k)]
    for group, values in value_groups(grouped).items():
        out += chunked(group, meta.system_title, [value_row(v) for v in values])
    return out + extra_cards(build, meta, HANDLED)


def _own_card(key: str) -> bool:
    return key.split(":", 1)[0] in OWN_CARDS


def _names(build: Build[Any], key: str) -> str:
    return ", ".join(entry_name(e) for e in section_list(build, key))


def stats_cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """Name, classes, points and mutations; then every other battle value on its own card."""
    classes = _names(build, "classes") or "No class"
    plain = {k: v for k, v in build.sheet.values.items() if ":" not in k}
    body: list[Part] = [value_row(v) for k, v in plain.items() if k in POINTS]
    mutations = _names(build, "mutations")
    if mutations:
        body.append(Row("Mutations", mutations))
    out = chunked(meta.name or "Unnamed", f"{meta.system_title} · {classes}", body)
    battle = [value_row(v) for k, v in plain.items() if k not in POINTS]
    return out + (
        chunked("Battle values", "Evasion, reductions, grapple", battle) if battle else []
    )


def special_card(special: Json) -> Card:
    """A class or dual-class special: its rank and its effect with the rank filled in."""
    kind = "Dual-class special" if special.get("kind") == "dual" else "Class special"
    rank = special.get("rank")
    body: list[Part] = [Row("Rank", scalar(rank))] if rank is not None else []
    body += [Text(line, bold=True) for line in amount_lines(special)]
    if special.get("effect"):
        body.append(Text(str(special["effect"])))
    subtitle = kind + (f" · Rank {rank}" if rank is not None else "")
    return Card(entry_name(special) or "Special", subtitle, tuple(body))


def _merged(build: Build[Any], kind: str, listed: Json, fields: tuple[str, ...]) -> Json:
    """The content entry's fields, overlaid with whatever the sheet section already says."""
    entry = build.content.get(kind, str(listed.get("id", "")))
    merged: Json = {f: getattr(entry, f, None) for f in fields} if entry else {}
    return merged | {k: v for k, v in listed.items() if v not in (None, "")}


def flair_card(build: Build[Any], listed: Json) -> Card:
    """A flair: its group, condition, action lines, effect and what happens normally."""
    fields = ("group", *(key for key, _ in FLAIR_LINES))
    flair = _merged(build, "flair", listed, fields)
    body = tuple(Text(f"{label}{flair[key]}") for key, label in FLAIR_LINES if flair.get(key))
    group = humanize(str(flair.get("group") or ""))
    return Card(entry_name(flair) or "Flair", f"{group} flair" if group else "Flair", body)


def spell_card(build: Build[Any], listed: Json) -> Card:
    """A spell: range, cast time, subtlety, its effect with the boosts, and the rulebook text."""
    fields = ("range", "cast_time", "duration", "subtlety", "base_dice", "base_effect")
    spell = _merged(build, "spell", listed, fields)
    body: list[Part] = [Row(label, str(spell[key])) for key, label in SPELL_FACTS if spell.get(key)]
    if isinstance(spell.get("subtlety"), int):
        body.append(Row("Subtlety", f"{spell['subtlety']:+d}"))
    effect = spell.get("boosted_effect") or spell.get("effect") or spell.get("base_dice")
    if effect:
        body.append(Row("Effect", str(effect)))
    for boost in spell.get("boosts") or []:
        if isinstance(boost, dict) and boost.get("rank"):
            name = f"{boost.get('name') or boost.get('talent')} {boost['rank']}"
            body.append(Row(name, scalar(boost.get("adds") or boost.get("per_rank"))))
    if spell.get("base_effect"):
        body.append(Text(str(spell["base_effect"])))
    return Card(entry_name(spell) or "Spell", "Spell", tuple(body))


def talent_cards(build: Build[Any]) -> list[Card]:
    """Talents and skills with their ranks."""
    body: list[Part] = []
    for key, heading in (("talents", "Talents"), ("skills", "Skills")):
        entries = section_list(build, key)
        body.append(Text(heading, bold=True))
        for e in entries:
            body.append(Row(entry_name(e), scalar(e.get("rank"))))
            body += [Text(line) for line in amount_lines(e)]
        if not entries:
            body.append(Text("None yet"))
    return chunked("Talents & skills", "Rank of each", body)


def weapon_card(weapon: Json) -> Card:
    """A wielded weapon: damage, to-hit bonus, weight, range and the table's own columns."""
    body: list[Part] = []
    for key, label in WEAPON_FACTS:
        value = weapon.get(key)
        if value is not None and value != "":
            shown = f"{value:+d}" if key == "to_hit" and isinstance(value, int) else str(value)
            body.append(Row(label, shown))
    columns = weapon.get("columns")
    if isinstance(columns, dict):
        body += [Row(str(k), scalar(v)) for k, v in columns.items()]
    for amount in weapon.get("amounts") or []:
        if isinstance(amount, dict):
            name = str(amount.get("label", "")).split(": ", 1)[-1]
            body.append(Row(name, scalar(amount.get("value"))))
    kind = humanize(str(weapon.get("category") or "weapon"))
    slot = f" · {weapon['slot']}" if weapon.get("slot") else ""
    return Card(entry_name(weapon) or "Weapon", f"{kind}{slot}", tuple(body))


def actions_cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """The character's own action numbers: attack costs, moves, Charge, grapple, flairs."""
    body: list[Part] = [
        Text(f"{a.get('name', '')} — {a.get('text', '')}")
        for a in section_list(build, "actions")
        if isinstance(a, dict)
    ]
    return chunked("Actions", meta.system_title, body) if body else []


def equipment_cards(build: Build[Any]) -> list[Card]:
    """Worn armor and whether the wielded pair is balanced (the weapons have their own cards)."""
    equipment = section_dict(build, "equipment")
    armor = equipment.get("armor")
    body: list[Part] = []
    if isinstance(armor, dict):
        body.append(Row("Armor", entry_name(armor)))
        body += [Row(humanize(k), scalar(armor.get(k))) for k in ARMOR_FACTS if k in armor]
    if isinstance(equipment.get("balanced"), bool):
        body.append(Row("Wielded pair balanced", scalar(equipment["balanced"])))
    if equipment.get("balance_reason"):
        body.append(Text(str(equipment["balance_reason"])))
    return [Card("Armor & balance", "Equipment", tuple(body))] if body else []
