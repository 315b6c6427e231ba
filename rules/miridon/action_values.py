# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character's own numbers for actions: Second/Third attack costs, movement distances,
Charge and Power Attack per weapon, grapple damage, Dragon Breath, Flying, Fast Gather Mist.

Each is a sheet value with the rulebook line; `actions` lists them as lines a player reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source, cite
from rules.miridon.dice_sum import DiceSum
from rules.miridon.equipment import is_melee
from rules.miridon.numbers import BOOK
from rules.miridon.prereq import name_of
from rules.miridon.state import MiridonState
from rules.miridon.weapon_lines import WeaponLine

Costs = tuple[int, int]
"""A Strength Cost and a Speed Cost."""


@dataclass(frozen=True, slots=True)
class AttackLevel:
    """One step of the Second or Third Attack flairs: the costs it gives and where they are."""

    flair: str
    costs: dict[str, Costs]
    source: Source


def _costs(melee: Costs, gun: Costs, aimed: Costs) -> dict[str, Costs]:
    return {"melee": melee, "gun": gun, "aimed": aimed}


# The base costs are printed as the "Normal:" lines of the Advanced flair.
ATTACK_LEVELS: dict[str, tuple[AttackLevel, ...]] = {
    "second": (
        AttackLevel(
            "second-attack",
            _costs((1, 2), (0, 2), (0, 3)),
            cite(BOOK, "Chapter 5: Flairs — Advanced Second Attack, Normal (l. 692-696)"),
        ),
        AttackLevel(
            "advanced-second-attack",
            _costs((1, 1), (0, 1), (0, 2)),
            cite(BOOK, "Chapter 5: Flairs — Advanced Second Attack (l. 686-690)"),
        ),
        AttackLevel(
            "greater-second-attack",
            _costs((1, 0), (0, 0), (0, 1)),
            cite(BOOK, "Chapter 5: Flairs — Greater Second Attack (l. 702-706)"),
        ),
    ),
    "third": (
        AttackLevel(
            "third-attack",
            _costs((1, 2), (0, 2), (0, 3)),
            cite(BOOK, "Chapter 5: Flairs — Advanced Third Attack, Normal (l. 732-736)"),
        ),
        AttackLevel(
            "advanced-third-attack",
            _costs((1, 1), (0, 1), (0, 2)),
            cite(BOOK, "Chapter 5: Flairs — Advanced Third Attack (l. 726-730)"),
        ),
        AttackLevel(
            "greater-third-attack",
            _costs((1, 0), (0, 0), (0, 1)),
            cite(BOOK, "Chapter 5: Flairs — Greater Third Attack (l. 742-746)"),
        ),
    ),
}
ATTACK_KINDS = (("melee", "Melee"), ("gun", "Gun"), ("aimed", "Aimed"))

MOVES = (
    ("sidestep", "Sidestep", 5, "in a straight line, any direction", 1927),
    ("fast-sidestep", "Fast Sidestep", 10, "in a straight line, any direction", 1937),
    ("charge", "Charge", 10, "straight, within 60° of the way you face", 1947),
    ("fast-charge", "Fast Charge", 20, "straight, within 60° of the way you face", 1959),
)
CHARGE_SRC = cite(BOOK, "Chapter 6: Movement Actions — Charge (l. 1953)")
FAST_CHARGE_SRC = cite(BOOK, "Chapter 6: Movement Actions — Fast Charge (l. 1965)")
POWER_ATTACK_SRC = cite(BOOK, "Chapter 6: Attack Modifiers — Power Attack (l. 2580-2582)")
GRAPPLE_DAMAGE_SRC = cite(BOOK, "Chapter 6: Grappling (l. 2987)")
GRAPPLE_SPEED_SRC = cite(BOOK, "Chapter 6: Grappling (l. 2985)")
DRAGON_BREATH_SRC = cite(BOOK, "Chapter 5: Racial Flairs — Dragon Breath (l. 1394-1396)")
DRAGON_BREATH_COSTS = (3, 3)
"""Dragon Breath "have a cost of 3 [Strength Cost] and 3 [Speed Cost]" (l. 1396)."""
FLYING = (
    ("flying", "Fly", 10, 1995),
    ("advanced-flying", "Advanced Fly", 15, 2008),
    ("greater-flying", "Greater Fly", 20, 2021),
)
TELEPORT_SRC = cite(BOOK, "Chapter 6: Movement Actions — Teleport (l. 1984)")
GHOST_POWER_PER_FOOT = 1
"""Teleport: "The character spends 1 [Current Ghost Power] for every 1 foot moved." (l. 1984)."""
REACH_FT = 30
"""Healing Word (l. 2125) and Guidance (l. 2136): a target "within 30 feet of the character"."""
REACHES = {
    "healing-word": (
        "yourself or one target within {amount} ft",
        cite(BOOK, "Chapter 6: Verbal Actions — Healing Word (l. 2125)"),
        "",
    ),
    "guidance": (
        "one other target within {amount} ft",
        cite(BOOK, "Chapter 6: Verbal Actions — Guidance (l. 2136)"),
        "Not the character using Guidance.",
    ),
}
FAST_GATHER_MIST_SRC = cite(BOOK, "Chapter 6: Spell Casting Modifiers — Fast Gather Mist (l. 2953)")
FAST_GATHER_MIST_ROLLS_SRC = cite(
    BOOK, "Chapter 6: Spell Casting Modifiers — Fast Gather Mist (l. 2955); Chapter 5 (l. 1339)"
)


@dataclass(frozen=True, slots=True)
class ActionLine:
    """One line a player reads (`Second Melee Attack — costs 1 Strength, 1 Speed`) and its values."""

    name: str
    text: str
    values: tuple[SheetValue, ...]

    def as_json(self) -> dict[str, Any]:
        """The line for the `actions` section: its name, words and value keys."""
        return {"name": self.name, "text": self.text, "keys": [v.key for v in self.values]}


def _value(key: str, label: str, terms: list[Term], source: Source, note: str = "") -> SheetValue:
    return total(key, label, terms, source, note)


def attack_lines(state: MiridonState, content: Ruleset) -> list[ActionLine]:
    """The Strength and Speed Costs of the character's Second and Third attacks, by flair level."""
    out = []
    for step, levels in ATTACK_LEVELS.items():
        if levels[0].flair not in state.flairs:
            continue
        level = levels[0]
        for higher in levels[1:]:
            if higher.flair in state.flairs:
                level = higher
        flair = name_of(content, "flair", level.flair)
        for kind, word in ATTACK_KINDS:
            name = f"{step.capitalize()} {word} Attack"
            key = f"action:{step}-{kind}-attack"
            strength, speed = level.costs[kind]
            values = (
                _value(
                    f"{key}:strength-cost",
                    f"{name} Strength Cost",
                    [Term(flair, strength, level.source)],
                    level.source,
                ),
                _value(
                    f"{key}:speed-cost",
                    f"{name} Speed Cost",
                    [Term(flair, speed, level.source)],
                    level.source,
                ),
            )
            text = f"costs {strength} Strength and {speed} Speed ({flair})"
            out.append(ActionLine(name, text, values))
    return out


def move_lines() -> list[ActionLine]:
    """Sidestep, Fast Sidestep, Charge and Fast Charge distances (every character has them)."""
    return [_movement()]


@cache
def _movement() -> ActionLine:
    """The movement line, the same for every character (made once: it cannot be changed)."""
    values, words = [], []
    for move_id, name, feet, _how, line in MOVES:
        source = cite(BOOK, f"Chapter 6: Movement Actions — {name} (l. {line})")
        values.append(
            _value(
                f"action:{move_id}:distance",
                f"{name} distance (ft)",
                [Term(name, feet, source)],
                source,
            )
        )
        words.append(f"{name} {feet} ft")
    text = ", ".join(words) + " (Sidesteps any direction, Charges within 60° of your facing)"
    return ActionLine("Movement", text, tuple(values))


def weapon_amounts(state: MiridonState, line: WeaponLine) -> list[SheetValue]:
    """Charge and Fast Charge damage and the Power Attack most of a wielded melee weapon."""
    weapon = line.weapon
    if not is_melee(weapon):
        return []
    key = f"weapon:{line.slot}"
    weight = Term(f"{weapon.name} weight", weapon.weight, weapon.source)
    out = [
        _value(f"{key}:charge-damage", f"{weapon.name}: Damage Dealt after Charge", [weight],
               CHARGE_SRC),
        _value(
            f"{key}:fast-charge-damage",
            f"{weapon.name}: Damage Dealt after Fast Charge",
            [Term(f"2 × {weapon.name} weight {weapon.weight}", 2 * weapon.weight, weapon.source)],
            FAST_CHARGE_SRC,
        ),
    ]  # fmt: skip
    if "power-attack" in state.flairs:
        most = max(0, weapon.to_hit)
        out.append(
            _value(
                f"{key}:power-attack",
                f"{weapon.name}: Power Attack (most To Hit traded, +1d6 each)",
                [Term(f"{weapon.name} To Hit Bonus", most, weapon.source)],
                POWER_ATTACK_SRC,
                "The weapon's own To Hit Bonus; each point traded adds 1d6 Damage Dealt.",
            )
        )
    return out


def weapon_line_text(state: MiridonState, line: WeaponLine) -> ActionLine | None:
    """`Longsword (1) — Charge +2 Damage Dealt, Fast Charge +4; Power Attack up to 1 for +1d6`."""
    values = weapon_amounts(state, line)
    if not values:
        return None
    charge, fast = values[0].value, values[1].value
    text = f"Charge +{charge} Damage Dealt, Fast Charge +{fast} on the next melee hit"
    if len(values) > 2:
        most = values[2].value
        text += f"; Power Attack: up to −{most} To Hit for +{most}d6 Damage Dealt"
    return ActionLine(f"{line.weapon.name} ({line.slot})", text, tuple(values))


def grapple_damage(base: DiceSum) -> tuple[SheetValue, DiceSum]:
    """The damage a grappled target takes: twice the Grapple Attack (l. 2987), as d6 rolled."""
    doubled = base.times(2)
    value = SheetValue(
        "grapple-damage",
        "Grapple damage to the grappled target (d6 rolled)",
        doubled.count(6),
        (Term(f"2 × Grapple Attack {base}", doubled.count(6), GRAPPLE_DAMAGE_SRC),),
        GRAPPLE_DAMAGE_SRC,
        "Ignores damage reduction. The rulebook says twice the grappler's Grapple Attack"
        " skill, read as the Grapple Attack damage.",
    )
    return value, doubled


def grapple_speed_loss(weapon_bonus: int | None) -> SheetValue:
    """Speed Points the character loses while grappled: 1, 2, 3 … per Action Block, + the
    Grapple Speed Damage Bonus of a grappling weapon they wield (l. 2985)."""
    terms = [Term("first Action Block (2 the second, 3 the third …)", 1, GRAPPLE_SPEED_SRC)]
    if weapon_bonus:
        terms.append(Term("your grappling weapon's Grapple Speed Damage Bonus", weapon_bonus,
                          GRAPPLE_SPEED_SRC))  # fmt: skip
    return total(
        "grapple-speed-loss",
        "Speed Points you lose while grappled (first Action Block)",
        terms,
        GRAPPLE_SPEED_SRC,
        "1 more each Action Block after the first.",
    )


def grapple_line(damage: SheetValue, dice: DiceSum, loss: SheetValue) -> ActionLine:
    """The grapple numbers as a line."""
    text = (
        f"a target you grapple takes {dice} damage ignoring reduction; grappled, you lose"
        f" {loss.value} Speed Points in the first Action Block, 1 more each Action Block after"
    )
    return ActionLine("Grapple", text, (damage, loss))


def flair_lines(state: MiridonState) -> list[ActionLine]:
    """Dragon Breath's dice and cost; the Fly distance a Flying flair gives its targets."""
    out = []
    if "dragon-breath" in state.flairs:
        strength, speed = DRAGON_BREATH_COSTS
        values = (
            _value(
                "flair:dragon-breath:damage",
                "Dragon Breath Damage Dealt (d6 rolled)",
                [Term(f"1d6 × Maximum Speed Points {state.max_speed}", state.max_speed,
                      DRAGON_BREATH_SRC)],
                DRAGON_BREATH_SRC,
            ),
            _value("flair:dragon-breath:strength-cost", "Dragon Breath Strength Cost",
                   [Term("Dragon Breath", strength, DRAGON_BREATH_SRC)], DRAGON_BREATH_SRC),
            _value("flair:dragon-breath:speed-cost", "Dragon Breath Speed Cost",
                   [Term("Dragon Breath", speed, DRAGON_BREATH_SRC)], DRAGON_BREATH_SRC),
        )  # fmt: skip
        text = (
            f"{state.max_speed}d6 Damage Dealt (a Verbal Action); costs {strength} Strength"
            f" and {speed} Speed"
        )
        out.append(ActionLine("Dragon Breath", text, values))
    for flair, move, feet, line in FLYING:
        if flair not in state.flairs:
            continue
        source = cite(BOOK, f"Chapter 6: Movement Actions — {move} (l. {line})")
        value = _value(
            f"flair:{flair}:fly-distance",
            f"{move} distance (ft) of your Gale Burst's targets",
            [Term(move, feet, source)],
            source,
        )
        modifier = move.replace("Fly", "Flying")
        text = (
            f"targets of your Gale Burst with {modifier} can {move} up to {feet} ft, any direction"
        )
        out.append(ActionLine(move, text, (value,)))
    return out


def special_extras(special_id: str, found: dict[str, SheetValue]) -> list[tuple[SheetValue, str]]:
    """Teleport's Ghost Power for its full distance; Healing Word's and Guidance's reach."""
    if special_id == "teleport" and (distance := found.get("special:teleport:distance")):
        feet = distance.value
        spent = feet * GHOST_POWER_PER_FOOT
        value = _value(
            "special:teleport:ghost-power",
            "Teleport: Current Ghost Power spent at the full distance",
            [Term(f"1 per foot × {feet} ft", spent, TELEPORT_SRC)],
            TELEPORT_SRC,
            "1 Current Ghost Power for every foot moved.",
        )
        return [(value, f"spends 1 Current Ghost Power per foot ({spent} at {feet} ft)")]
    if special_id in REACHES:
        reads, source, note = REACHES[special_id]
        name = special_id.replace("-", " ").title()
        value = _value(
            f"special:{special_id}:reach",
            f"{name} reach (ft)",
            [Term(name, REACH_FT, source)],
            source,
            note,
        )
        return [(value, reads.format(amount=REACH_FT))]
    return []


def fast_gather_mist(state: MiridonState, base_cast_time: int) -> list[SheetValue]:
    """With Fast Gather Mist: the shorter cast time and how many Insanity Rolls it asks."""
    if "fast-gather-mist" not in state.flairs:
        return []
    rolls = 1 if "advanced-fast-gather-mist" in state.flairs else 2
    roll_term = (
        Term("Advanced Fast Gather Mist", 1, FAST_GATHER_MIST_ROLLS_SRC)
        if rolls == 1
        else Term("Fast Gather Mist", 2, FAST_GATHER_MIST_ROLLS_SRC)
    )
    return [
        _value(
            "spell:gather-mist:fast-cast-time",
            "Gather Mist cast time with Fast Gather Mist (Action Blocks)",
            [Term("Gather Mist", base_cast_time, FAST_GATHER_MIST_SRC),
             Term("Fast Gather Mist", -1, FAST_GATHER_MIST_SRC)],
            FAST_GATHER_MIST_SRC,
        ),
        _value(
            "spell:gather-mist:fast-insanity-rolls",
            "Insanity Rolls with Fast Gather Mist",
            [roll_term],
            FAST_GATHER_MIST_ROLLS_SRC,
            "Only if the Maximum Ghost Power exceeds the Current Health Points.",
        ),
    ]  # fmt: skip


def gather_mist_cast_time(content: Ruleset) -> int | None:
    """Gather Mist's base Spell Cast Time in Action Blocks (`2 [Action Blocks]` → 2)."""
    spell = content.get("spell", "gather-mist")
    text = str(getattr(spell, "cast_time", "") or "").strip()
    head = text.split(" ", 1)[0]
    return int(head) if head.isdigit() else None


def action_values(
    state: MiridonState, content: Ruleset, lines: list[WeaponLine], grapple: dict[str, Any]
) -> tuple[dict[str, SheetValue], list[ActionLine], dict[int, list[SheetValue]]]:
    """Every action value, the lines that show them, and the per-weapon ones by slot."""
    found = [*attack_lines(state, content), *move_lines()]
    by_slot: dict[int, list[SheetValue]] = {}
    for line in lines:
        weapon_line = weapon_line_text(state, line)
        if weapon_line is not None:
            found.append(weapon_line)
            by_slot[line.slot] = list(weapon_line.values)
    base = DiceSum.parse(str(grapple.get("grapple_attack_damage") or "0"))
    damage, dice = grapple_damage(base)
    speed = grapple.get("grapple_speed_damage")
    loss = grapple_speed_loss(speed if isinstance(speed, int) else None)
    grappling = grapple_line(damage, dice, loss)
    if damage.value or loss.value > 1:
        found.append(grappling)
    found += flair_lines(state)
    cast = gather_mist_cast_time(content)
    mist = fast_gather_mist(state, cast) if cast is not None else []
    if mist:
        text = (
            f"Gather Mist casts in {mist[0].value} Action Block(s) with it;"
            f" {mist[1].value} Insanity Roll(s) if the Maximum Ghost Power exceeds the"
            " Current Health Points"
        )
        found.append(ActionLine("Fast Gather Mist", text, tuple(mist)))
    values = {v.key: v for line in [*found, grappling] for v in line.values}
    return values, found, by_slot
