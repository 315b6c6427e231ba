# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A level-60 Gravedust character with full gear, every box filled and 12 skills, for benchmarks."""

from __future__ import annotations

from rules.engine.event import Event
from tests.rules.gravedust.builders import define, ev


def _gear() -> list[Event]:
    return [
        define("gear", id="blade", name="Runed Blade", slot="hand", weapon=True, level=40,
               bonuses={"ma": 6}, drawbacks={"vis": 1}, boxes=["enhancement", "enhancement", "strike", "spellstone"]),
        define("gear", id="focus", name="Star Focus", slot="hand", level=50, bonuses={"mp": 8, "focus": 3},
               boxes=["spellstone", "spellstone", "spellstone", "enhancement"]),
        define("gear", id="plate", name="Plate", slot="body", level=30, bonuses={"arm": 5, "hp": 20},
               drawbacks={"move": 2, "vis": 3}, boxes=["enhancement"] * 4),
        define("gear", id="idol", name="Idol", slot="artifact", level=55, bonuses={"def": 3},
               boxes=["enhancement", "spellstone", "spellstone", "enhancement"]),
    ]  # fmt: skip


def content() -> list[Event]:
    """Race, four gear pieces with four boxes each, enhancements, spellstones, 12 skills."""
    return [
        define(
            "race", id="elf", name="Elf", adjustments={"dex": 1, "int": 1}, leveling_bonus="int"
        ),
        *_gear(),
        define(
            "item",
            id="rune",
            name="Rune",
            type="enhancement",
            bonuses={"ma": 1, "def": 1},
            stack_size=20,
        ),
        define(
            "item",
            id="bolt",
            name="Bolt stone",
            type="spellstone",
            spell="missile",
            fits_strike=True,
            stack_size=20,
        ),
        *[define("skill", id=f"skill-{n}", name=f"Skill {n}", cooldown=n) for n in range(12)],
    ]


def _levels() -> list[Event]:
    awards = [ev("award-xp", amount=10 * level, note=f"session {level}") for level in range(1, 60)]
    choices = ["int"] * 10 + ["dex", "agi", "end", "mag", "str"] * 10
    return awards + [ev("raise-attribute", attribute=a) for a in choices[:59]]


def _boxes() -> list[Event]:
    out = [ev("add-item", item="rune", count=11), ev("add-item", item="bolt", count=7)]
    fills = {"blade": "rrbb", "focus": "bbbr", "plate": "rrrr", "idol": "rbbr"}
    for gear, kinds in fills.items():
        for box, kind in enumerate(kinds, 1):
            op = "apply-enhancement" if kind == "r" else "socket-spellstone"
            out.append(ev(op, instance=gear, box=box, item="rune" if kind == "r" else "bolt"))
    return out


def events() -> list[Event]:
    """The whole history: content, levelling to 60 with a point each level, gear, boxes, skills."""
    pieces = [("blade", "hand-1"), ("focus", "hand-2"), ("plate", "body"), ("idol", "artifact")]
    return [
        *content(),
        ev("choose-race", race="elf"),
        *_levels(),
        *[ev("gain-gear", gear=g, instance=g, slot=s) for g, s in pieces],
        *_boxes(),
        *[ev("learn-skill", skill=f"skill-{n}") for n in range(12)],
        *[ev("equip-skill", skill=f"skill-{n}") for n in range(12)],
    ]
