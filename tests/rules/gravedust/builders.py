# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust characters for tests: a homebrew fixture pack as `define` events, and example builds."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.build import Build
from rules.engine.content_loader import load_shipped_ruleset
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.engine.ruleset import Ruleset
from rules.gravedust.state import GravedustState
from rules.gravedust.system import SYSTEM

SRC = {"book": "homebrew: test fixture pack", "section": "Fixtures"}


def ev(op: str, note: str | None = None, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (and its note, which is not a field)."""
    return Event(op, fields, note=note)


def define(kind: str, **entry: Any) -> Event:
    """A `define` event for fixture content (source filled in)."""
    return ev("define", kind=kind, entry={"source": SRC, **entry})


FIXTURE_CONTENT = (
    define(
        "race", id="dwarf", name="Dwarf", adjustments={"end": 2, "agi": -1}, leveling_bonus="str"
    ),
    define(
        "race", id="sylph", name="Sylph", adjustments={"agi": 1, "mag": 1}, leveling_bonus="int"
    ),
    define(
        "gear",
        id="iron-sword",
        name="Iron Sword",
        slot="hand",
        type="Sword",
        weapon=True,
        bonuses={"ma": 2},
        drawbacks={"vis": 1},
        boxes=["enhancement", "strike"],
    ),
    define(
        "gear",
        id="oak-focus",
        name="Oak Focus",
        slot="hand",
        type="Caster focus",
        level=2,
        bonuses={"mp": 2, "focus": 1},
        boxes=["spellstone", "spellstone"],
    ),
    define(
        "gear",
        id="chainmail",
        name="Chainmail",
        slot="body",
        type="Armor",
        bonuses={"arm": 2, "hp": 5},
        drawbacks={"move": 1, "vis": 2},
    ),
    define(
        "gear",
        id="lucky-charm",
        name="Lucky Charm",
        slot="artifact",
        type="Artifact",
        bonuses={"def": 1},
    ),
    define(
        "gear",
        id="example-sword",
        name="Example Sword",
        slot="hand",
        type="Sword",
        weapon=True,
        level=5,
        bonuses={"ma": 4},
    ),
    define("item", id="whetstone", name="Whetstone", type="enhancement", bonuses={"ma": 1}),
    define("item", id="arrow", name="Arrow", type="ammunition", stack_size=20),
    define(
        "item",
        id="spark-stone",
        name="Spark spellstone",
        type="spellstone",
        spell="missile",
        fits_strike=True,
    ),
)


@cache
def shipped() -> Ruleset:
    """The shipped Gravedust ruleset (loaded once per test run)."""
    return load_shipped_ruleset(SYSTEM).ruleset


def build(*events: Event, content: tuple[Event, ...] = FIXTURE_CONTENT) -> Build[GravedustState]:
    """Replay fixture content plus the given events against the shipped ruleset."""
    return replay(SYSTEM, shipped(), [*content, *events])


def example_events() -> list[Event]:
    """A small but complete character: race, gear with an enhancement and spellstones, skill, items."""
    return [
        *FIXTURE_CONTENT,
        ev("choose-race", race="dwarf"),
        ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1"),
        ev("gain-gear", gear="chainmail", instance="mail", slot="body"),
        ev("award-xp", amount=32, note="Ratlin nest"),
        ev("raise-attribute", attribute="int"),
        ev("raise-attribute", attribute="end"),
        ev("gain-gear", gear="oak-focus", instance="focus", slot="hand-2"),
        ev("add-item", item="whetstone"),
        ev("apply-enhancement", instance="sword", box=1, item="whetstone"),
        ev("add-item", item="reknit-spellstone"),
        ev("add-item", item="missile-spellstone"),
        ev("socket-spellstone", instance="focus", box=1, item="reknit-spellstone"),
        ev("socket-spellstone", instance="focus", box=2, item="missile-spellstone"),
        ev("learn-skill", skill="quick-focus"),
        ev("equip-skill", skill="quick-focus"),
        ev("add-item", item="minor-health-potion"),
        ev("add-item", item="minor-mana-potion"),
        ev("gain-gold", amount=30, note="quest reward"),
        ev("add-buff", name="Haste", effect="+2 MOVE", duration=3, modifiers={"move": 2}),
    ]
