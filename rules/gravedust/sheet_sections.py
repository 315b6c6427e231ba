# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The list parts of the sheet — gear boxes, skill grid, item boxes, buffs — as plain JSON data."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.engine.memo import same_content_and
from rules.engine.ruleset import Ruleset
from rules.gravedust.attributes import LABELS, race_of
from rules.gravedust.combat_stats import STAT_RULES
from rules.gravedust.content import Gear, Item, Skill, Spell
from rules.gravedust.damage_values import RESISTANCE_NAMES
from rules.gravedust.gear_rules import display_name, gear_of
from rules.gravedust.inventory import stacks
from rules.gravedust.numbers import GEAR_SLOTS, ITEM_SLOTS, MAX_BOXES, SKILL_SLOTS_MAX
from rules.gravedust.state import GearPiece, GravedustState

Json = dict[str, Any]
Attrs = dict[str, int]


def identity(state: GravedustState, content: Ruleset) -> Json:
    """Race and racial bonuses, shown at the top of the sheet."""
    race = race_of(state, content)
    if race is None:
        return {"race": None, "racial_bonuses": [], "leveling_bonus": None}
    bonuses = [f"{LABELS[str(k)]} {v:+d}" for k, v in race.adjustments.items() if v]
    bonus = f"+1 {LABELS[race.leveling_bonus]} every 5 levels" if race.leveling_bonus else None
    return {"race": race.name, "racial_bonuses": bonuses, "leveling_bonus": bonus}


def _stat_lines(piece: GearPiece, gear: Gear, content: Ruleset) -> list[Json]:
    lines: list[Json] = []
    for rule in STAT_RULES:
        bonus = gear.bonus(rule.key) + sum(
            _enhancement(content, i, rule.key) for i in piece.fillings
        )
        if bonus:
            lines.append(
                {"stat": rule.label, "amount": bonus, "text": f"[{rule.label} {bonus:+d}]"}
            )
        if gear.drawback(rule.key):
            effect = gear.drawback(rule.key) * (1 if rule.higher_is_worse else -1)
            text = f"({rule.label} {gear.drawback(rule.key)})"
            lines.append({"stat": rule.label, "amount": effect, "text": text})
    return lines


def _enhancement(content: Ruleset, item_id: str | None, stat: str) -> int:
    item = content.typed("item", item_id, Item) if item_id else None
    return item.bonus(stat) if item else 0


def _boxes(piece: GearPiece, gear: Gear, content: Ruleset) -> list[Json]:
    boxes: list[Json] = []
    for index in range(MAX_BOXES):
        if index >= len(gear.boxes):
            boxes.append({"index": index + 1, "kind": None, "available": False, "filled": None})
            continue
        filled = piece.filled(index)
        item = content.typed("item", filled, Item) if filled else None
        name = item.name if item else filled
        boxes.append(
            {"index": index + 1, "kind": str(gear.boxes[index]), "available": True, "filled": name}
        )
    return boxes


def _damage(gear: Gear, attrs: Attrs) -> Json | None:
    """The weapon's damage as written, with the character's attributes put in, and for a melee
    weapon the crit roll with doubled dice (l. 389–391, 572–573)."""
    if gear.damage is None:
        return None
    from rules.gravedust.damage import read_damage  # loaded with the first weapon

    damage = read_damage(gear.damage)
    crit = damage.roll(attrs, crit=True) if gear.weapon and not gear.ranged else None
    return {"text": damage.text, "kind": damage.kind, "roll": damage.roll(attrs), "crit": crit}


def _detail_lines(gear: Gear, attrs: Attrs) -> list[Json]:
    """Damage, range and resistances, each as the gear box prints it."""
    lines: list[Json] = []
    damage = _damage(gear, attrs)
    if damage is not None:
        lines.append({"kind": "damage", "text": f"Damage {damage['text']}"})
        worked = [f"rolls {damage['roll']}"] if damage["roll"] != damage["text"] else []
        worked += [f"crit {damage['crit']}"] if damage["crit"] else []
        if worked:
            lines.append({"kind": "damage-roll", "text": ", ".join(worked).capitalize()})
    if gear.range is not None:
        lines.append({"kind": "range", "text": f"Range {gear.range}"})
    for kind, name in RESISTANCE_NAMES.items():
        if gear.resistance(kind):
            text = f"[{name} +{gear.resistance(kind)}]"
            lines.append({"kind": "resistance", "text": text})
    return lines


def piece_json(piece: GearPiece, content: Ruleset, attrs: Attrs | None = None) -> Json:
    """One gear piece as its sheet box shows it; `attrs` work out its damage for the character."""
    gear = gear_of(content, piece.gear_id)
    if gear is None:
        return {"instance": piece.instance, "name": piece.gear_id, "missing": True}
    return {
        "instance": piece.instance,
        "gear": gear.id,
        "name": gear.name,
        "display_name": display_name(gear),
        "level": gear.level,
        "type": gear.type or str(gear.slot),
        "stats": _stat_lines(piece, gear, content),
        "damage": _damage(gear, attrs or {}),
        "range": gear.range,
        "resistances": {str(k): v for k, v in gear.resistances.items()},
        "details": _detail_lines(gear, attrs or {}),
        "boxes": _boxes(piece, gear, content),
    }


def _equipped(state: GravedustState) -> Mapping[str, GearPiece]:
    """What the gear boxes read of a state: the equipped pieces."""
    return state.equipped


@same_content_and(_equipped)
def gear_boxes(state: GravedustState, content: Ruleset, attrs: Attrs | None = None) -> list[Json]:
    """The four equipment boxes: two hands, body, artifact."""
    out = []
    for slot, kind in GEAR_SLOTS.items():
        piece = state.equipped.get(slot)
        shown = piece_json(piece, content, attrs) if piece else None
        out.append({"slot": slot, "kind": kind, "piece": shown})
    return out


def _ability(kind: str, entry_id: str, content: Ruleset) -> Json:
    entry = content.get(kind, entry_id)
    base: Json = {"kind": kind, "id": entry_id, "name": entry.name if entry else entry_id}
    if isinstance(entry, Skill):
        base |= {
            "activations": entry.activations,
            "cooldown": entry.cooldown,
            "free_action": entry.free_action,
        }
    if isinstance(entry, Spell):
        base |= {"mp_cost": entry.mp_cost}
    return base


def skill_grid(state: GravedustState, content: Ruleset, unlocked: int) -> list[Json]:
    """The 12 skill boxes: unlocked ones (INT) hold equipped skills and spells, the rest are locked."""
    held = [_ability("skill", s, content) for s in state.equipped_skills]
    held += [_ability("spell", s, content) for s in state.equipped_spells]
    grid = []
    for index in range(SKILL_SLOTS_MAX):
        box: Json = {"index": index + 1, "unlocked": index < unlocked, "ability": None}
        if index < len(held):
            box["ability"] = held[index]
        grid.append(box)
    return grid


def item_boxes(state: GravedustState, content: Ruleset) -> list[Json]:
    """The six item boxes: stacks first, then carried gear."""
    filled: list[Json] = []
    for item_id, count in stacks(state, content):
        item = content.typed("item", item_id, Item)
        filled.append(
            {"kind": "item", "id": item_id, "name": item.name if item else item_id, "count": count}
        )
    for piece in state.carried:
        gear = gear_of(content, piece.gear_id)
        filled.append(
            {
                "kind": "gear",
                "id": piece.instance,
                "name": display_name(gear) if gear else piece.gear_id,
                "count": 1,
            }
        )
    boxes = [
        {"index": i + 1, "content": filled[i] if i < len(filled) else None}
        for i in range(ITEM_SLOTS)
    ]
    return boxes + [
        {"index": i + 1, "content": f, "overflow": True}
        for i, f in enumerate(filled[ITEM_SLOTS:], ITEM_SLOTS)
    ]


def castable_spells(state: GravedustState, content: Ruleset) -> list[Json]:
    """Spells the character can cast: equipped in a skill slot, or in an equipped gear's spellstone slot."""
    out = [_ability("spell", s, content) | {"via": "skill slot"} for s in state.equipped_spells]
    for piece in state.equipped.values():
        gear = gear_of(content, piece.gear_id)
        for index, stone_id in enumerate(piece.fillings):
            stone = content.typed("item", stone_id, Item) if stone_id else None
            if gear is None or stone is None or stone.spell is None:
                continue
            via = "strike" if str(gear.boxes[index]) == "strike" else "spellstone"
            out.append(_ability("spell", stone.spell, content) | {"via": f"{via} in {gear.name}"})
    return out


def buffs(state: GravedustState) -> list[Json]:
    """Buffs and debuffs with effect and duration."""
    return [
        {
            "name": b.name,
            "effect": b.effect,
            "duration": b.duration,
            "debuff": b.debuff,
            "modifiers": dict(b.modifiers),
        }
        for b in state.buffs
    ]


def known(state: GravedustState, content: Ruleset, attrs: Attrs | None = None) -> Json:
    """Every known skill and spell, equipped or not, and carried gear."""
    return {
        "skills": [
            _ability("skill", s, content) | {"equipped": s in state.equipped_skills}
            for s in state.known_skills
        ],
        "spells": [
            _ability("spell", s, content) | {"equipped": s in state.equipped_spells}
            for s in state.known_spells
        ],
        "carried_gear": [piece_json(p, content, attrs) for p in state.carried],
    }
