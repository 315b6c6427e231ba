# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homes for tests: a character with IP and Clim, materials put into a build, a finished house."""

from __future__ import annotations

from rules.engine.event import Event
from tests.rules.lyrian.builders import created, ev, to_interlude

GM_ZERO = {"crafting_points": 0, "lumber": 0, "metal": 0, "alchemy": 0}
"""The GM's numbers for a house the rulebook gives no costs for: built at once."""


def start(ip: int = 4, clim: int = 100_000) -> list[Event]:
    """A character in an interlude with IP and Clim to spend."""
    gained = [ev("gain-clim", amount=clim)] if clim else []
    return [*created(), *to_interlude(0, ip), *gained]


def put_in(home: str, kind: str, material: str, units: int) -> list[Event]:
    """Gain and put a material into a build, 1,000 units at a time (the carrying limit)."""
    events = []
    while units > 0:
        chunk = min(units, 1000)
        events += [
            ev("gain-material", kind=kind, material=material, units=chunk),
            ev("house-progress", home=home, materials={f"{kind}/{material}": chunk}),
        ]
        units -= chunk
    return events


def small_house(home: str = "Riverside") -> list[Event]:
    """A small plot bought and its house finished with the rulebook's small-house costs."""
    return [
        ev("buy-plot", name=home, size="small"),
        ev("build-house", home=home),
        *put_in(home, "wood", "Pine", 16000),
        *put_in(home, "ore", "Iron", 5400),
        *put_in(home, "alchemy", "Moonpetal", 5400),
        ev("house-progress", home=home, crafting_points=360),
    ]


def tiny_house(home: str = "Hut") -> list[Event]:
    """A tiny plot (3,000 Clim) and a house on it with the GM's numbers all 0: finished at once."""
    return [ev("buy-plot", name=home, size="tiny"), ev("build-house", home=home, **GM_ZERO)]
