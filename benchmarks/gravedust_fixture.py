# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A level-60 Gravedust character with full gear, every box filled and 12 skills, for benchmarks."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event

SRC = {"book": "homebrew: benchmark", "section": "Benchmark"}


def _ev(op: str, **fields: Any) -> Event:
    return Event(op, fields)


def _define(kind: str, **entry: Any) -> Event:
    return _ev("define", kind=kind, entry={"source": SRC, **entry})


def content() -> list[Event]:
    """Race, four gear pieces with four boxes each, enhancements, spellstones, 12 skills."""
    events = [
        _define(
            "race", id="elf", name="Elf", adjustments={"dex": 1, "int": 1}, leveling_bonus="int"
        ),
        _define(
            "gear",
            id="blade",
            name="Runed Blade",
            slot="hand",
            weapon=True,
            level=40,
            bonuses={"ma": 6},
            drawbacks={"vis": 1},
            boxes=["enhancement", "enhancement", "strike", "spellstone"],
        ),
        _define(
            "gear",
            id="focus",
            name="Star Focus",
            slot="hand",
            level=50,
            bonuses={"mp": 8, "focus": 3},
            boxes=["spellstone", "spellstone", "spellstone", "enhancement"],
        ),
        _define(
            "gear",
            id="plate",
            name="Plate",
            slot="body",
            level=30,
            bonuses={"arm": 5, "hp": 20},
            drawbacks={"move": 2, "vis": 3},
            boxes=["enhancement"] * 4,
        ),
        _define(
            "gear",
            id="idol",
            name="Idol",
            slot="artifact",
            level=55,
            bonuses={"def": 3},
            boxes=["enhancement", "spellstone", "spellstone", "enhancement"],
        ),
        _define(
            "item",
            id="rune",
            name="Rune",
            type="enhancement",
            bonuses={"ma": 1, "def": 1},
            stack_size=20,
        ),
        _define(
            "item",
            id="bolt",
            name="Bolt stone",
            type="spellstone",
            spell="missile",
            fits_strike=True,
            stack_size=20,
        ),
    ]
    events += [_define("skill", id=f"skill-{n}", name=f"Skill {n}", cooldown=n) for n in range(12)]
    return events


def events() -> list[Event]:
    """The whole history: content, levelling to 60 with a point each level, gear, boxes, skills."""
    out = [*content(), _ev("choose-race", race="elf")]
    out += [
        Event("award-xp", {"amount": 10 * level}, note=f"session {level}") for level in range(1, 60)
    ]
    choices = ["int"] * 10 + ["dex", "agi", "end", "mag", "str"] * 9 + ["dex", "agi", "end", "mag"]
    out += [_ev("raise-attribute", attribute=a) for a in choices[:59]]
    pieces = [("blade", "hand-1"), ("focus", "hand-2"), ("plate", "body"), ("idol", "artifact")]
    out += [_ev("gain-gear", gear=g, instance=g, slot=s) for g, s in pieces]
    out += [_ev("add-item", item="rune", count=11), _ev("add-item", item="bolt", count=7)]
    fills = {"blade": "rrbb", "focus": "bbbr", "plate": "rrrr", "idol": "rbbr"}
    for gear, kinds in fills.items():
        for box, kind in enumerate(kinds, 1):
            op = "apply-enhancement" if kind == "r" else "socket-spellstone"
            out.append(_ev(op, instance=gear, box=box, item="rune" if kind == "r" else "bolt"))
    out += [_ev("learn-skill", skill=f"skill-{n}") for n in range(12)]
    out += [_ev("equip-skill", skill=f"skill-{n}") for n in range(12)]
    return out
