# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust cards: identity, combat stats, each equipped gear piece, skills, items, buffs."""

from __future__ import annotations

from typing import Any

from model.pdf.cards import Card, Part, Row, Text, chunked
from model.pdf.cards_generic import Json, number, rows, scalar
from model.pdf.gravedust.gear import SLOT_TITLES
from model.pdf.gravedust.lists import ability_detail, duration_text
from model.pdf.sections import section_dict, section_list
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build

ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
COMBAT = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
RESISTANCES = ("resist-all", "resist-fire", "resist-poison", "resist-acid")


def cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """Every Gravedust card of a character, in sheet order."""
    out = [identity_card(build, meta), combat_card(build), *dual_wield_cards(build)]
    out += [gear_card(slot) for slot in section_list(build, "gear") if slot.get("piece")]
    out += skills_cards(build)
    out += chunked("Items", "Six item boxes", item_parts(build))
    buffs = buff_parts(build)
    if buffs:
        out += chunked("Buffs & debuffs", "Effect and duration", buffs, per_card=12)
    return out


def identity_card(build: Build[Any], meta: SheetMeta) -> Card:
    """Name, race, racial and leveling bonuses and the six attributes."""
    identity = section_dict(build, "identity")
    level = number(build, "level")
    race = scalar(identity.get("race")) or "No race chosen"
    subtitle = f"{meta.system_title} · {race}" + (f" · Level {level}" if level else "")
    body: list[Part] = []
    if identity.get("racial_bonuses"):
        body.append(Row("Racial bonuses", " · ".join(map(str, identity["racial_bonuses"]))))
    if identity.get("leveling_bonus"):
        body.append(Text(f"Leveling bonus: {identity['leveling_bonus']}"))
    body += [Text("Attributes", bold=True), *rows(build, ATTRIBUTES)]
    if number(build, "attribute-points"):
        body += rows(build, ["attribute-points"])
    return Card(meta.name or "Unnamed", subtitle, tuple(body))


def combat_card(build: Build[Any]) -> Card:
    """The combat stats, sneaking values, level, XP, gold and skill slots."""
    body: list[Part] = [*rows(build, COMBAT), *rows(build, ["sneak-vis", "sneak-move"])]
    body += rows(build, [k for k in RESISTANCES if number(build, k)])
    body += rows(build, ["ranged-crit-cap"])
    body.append(Text("Progress", bold=True))
    body += rows(build, ["level"])
    xp, needed = number(build, "xp"), number(build, "xp-needed")
    if xp is not None:
        body.append(Row("XP", f"{xp} / {needed}" if needed is not None else str(xp)))
    body += rows(build, ["gold", "skill-slots"])
    return Card("Combat stats", "Derived from attributes, gear and buffs", tuple(body))


def dual_wield_cards(build: Build[Any]) -> list[Card]:
    """A card with the dual wielding sentence and its roll, only while two melee weapons are in hand."""
    rolls = build.sheet.values.get("melee-rolls")
    if rolls is None or not rolls.note:
        return []
    return [Card("Dual wielding", "Melee attacks", (Text(rolls.note),))]


WRITE_IN = "_" * 18
"""An empty box on a card: a line to write in at the table, never a word."""


def gear_card(slot: Json) -> Card:
    """One equipped gear piece: its stat lines and its slot boxes with what fills them."""
    piece: Json = slot.get("piece") or {}
    where = SLOT_TITLES.get(str(slot.get("slot")), str(slot.get("slot", "")))
    title = str(piece.get("display_name") or piece.get("name") or "Gear")
    if piece.get("missing"):
        return Card(title, where, (Text("Not in the loaded content."),))
    level = f"Level {piece['level']}" if piece.get("level") else ""
    subtitle = " · ".join(s for s in (where, str(piece.get("type") or ""), level) if s)
    body: list[Part] = [Row(str(s.get("text", ""))) for s in piece.get("stats") or []]
    body += [Row(str(d.get("text", ""))) for d in piece.get("details") or []]
    boxes = [b for b in piece.get("boxes") or [] if b.get("available")]
    body.append(Text("Slot boxes" if boxes else "No slot boxes", bold=True))
    for b in boxes:
        body.append(Row(f"{b.get('index')}. {b.get('kind')}", scalar(b.get("filled")) or WRITE_IN))
    return Card(title, subtitle, tuple(body))


def skills_cards(build: Build[Any]) -> list[Card]:
    """The unlocked skill boxes with what they hold, castable spells and known extras."""
    grid = section_list(build, "skills")
    unlocked = [s for s in grid if s.get("unlocked")]
    body: list[Part] = [_skill_row(s) for s in unlocked]
    if len(unlocked) < len(grid):
        body.append(Text(f"Boxes {len(unlocked) + 1}–{len(grid)} locked (INT unlocks more)"))
    spells = section_list(build, "castable_spells")
    if spells:
        body.append(Text("Castable spells", bold=True))
        body += [Row(str(s.get("name", "")), str(s.get("via", ""))) for s in spells]
    known = section_dict(build, "known")
    spare = [
        a for kind in ("skills", "spells") for a in known.get(kind) or [] if not a.get("equipped")
    ]
    if spare:
        body += [
            Text("Known, not equipped", bold=True),
            Text(", ".join(str(a.get("name")) for a in spare)),
        ]
    subtitle = f"{len(unlocked)} of {len(grid)} skill boxes unlocked"
    return chunked("Skills", subtitle, body)


def _skill_row(slot: Json) -> Row:
    ability = slot.get("ability")
    if not isinstance(ability, dict):
        return Row(f"{slot.get('index')}.", WRITE_IN)
    return Row(f"{slot.get('index')}. {ability.get('name', '')}", ability_detail(ability))


def item_parts(build: Build[Any]) -> list[Part]:
    """The item boxes in order, `× count` for stacks; items past the limit are flagged."""
    parts: list[Part] = []
    for box in section_list(build, "items"):
        content = box.get("content")
        if not isinstance(content, dict):
            parts.append(Row(f"{box.get('index')}.", WRITE_IN))
            continue
        label = f"{box.get('index')}. {content.get('name', '')}"
        if box.get("overflow"):
            label += " (over the limit)"
        parts.append(Row(label, f"× {content.get('count', 1)}"))
    return parts


def buff_parts(build: Build[Any]) -> list[Part]:
    """Each buff or debuff: name and duration, then its effect."""
    parts: list[Part] = []
    for buff in section_list(build, "buffs"):
        name = str(buff.get("name", "")) + (" (debuff)" if buff.get("debuff") else "")
        parts.append(Row(name, duration_text(buff.get("duration"))))
        if buff.get("effect"):
            parts.append(Text(str(buff["effect"])))
    return parts
