# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Test-only artisan classes (not from the rulebook): crafting and gathering classes with a tier and
an artisan skill, defined in the character, and the events that master them."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event
from tests.rules.lyrian.builders import ev, master

STEPS = [
    {"ability": "example-steady-hands"},
    {"increases": {"hp": 1}},
    {"ability": "example-spare-parts"},
    {"increases": {"hp": 1}},
    {"ability": "example-overclock"},
    {"increases": {"hp": 1}},
    {"ability": "example-masterwork"},
]


def artisan(
    class_id: str, kind: str, skill: str | None, tier: int = 1, **more: Any
) -> dict[str, Any]:
    """A test class of an artisan kind (crafting or gathering) with seven abilities."""
    return {
        "id": class_id,
        "name": class_id.replace("-", " ").title(),
        "source": {"book": "test"},
        "tier": tier,
        "artisan": kind,
        **({"artisan_skill": skill} if skill else {}),
        "key_abilities": ["example-tinkers-kit"],
        "abilities": STEPS,
        **more,
    }


def defined(entry: dict[str, Any]) -> Event:
    """The event that defines a class in the character."""
    return ev("define", kind="class", entry=entry)


def mastered(entry: dict[str, Any]) -> list[Event]:
    """Define a class, unlock it and learn its seven abilities."""
    return [defined(entry), *master(str(entry["id"]))]
