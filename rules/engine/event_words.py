# SPDX-License-Identifier: LicenseRef-Sheetwright
"""An event in the player's words: `Buy flair: Parry`, `Award xp: amount 32` (History, revisions)."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event
from rules.engine.ruleset import Ruleset
from rules.engine.system import System

NAMED_FIELDS = (
    "race",
    "gear",
    "item",
    "skill",
    "spell",
    "class",
    "talent",
    "flair",
    "mutation",
    "weapon",
    "armor",
)
BARE_FIELDS = (*NAMED_FIELDS, "instance", "name", "effect")


def _field(key: str, value: Any, content: Ruleset | None) -> str:
    if isinstance(value, dict):
        return ", ".join(
            f"{k} {v:+d}" if isinstance(v, int) else f"{k} {v}" for k, v in value.items()
        )
    if key in NAMED_FIELDS and content is not None and isinstance(value, str):
        entry = content.get(key, value)
        return entry.name if entry is not None else value
    return str(value)


def op_title(op: str) -> str:
    """`award-skill-points` → `Award skill points`: an op in the History's words."""
    return op.replace("-", " ").capitalize()


def summary(event: Event, content: Ruleset | None = None, system: System[Any] | None = None) -> str:
    """`Award xp: amount 32`, `Add item: item Whetstone` — an event in one line; a system may
    word its own events ("Design Fire Bolt (Attack): 4 paid ranks; …")."""
    if system is not None and system.describe is not None and content is not None:
        worded = system.describe(event, content)
        if worded:
            return worded
    title = op_title(event.op)
    if event.op == "define":
        entry = event.fields.get("entry") or {}
        name = entry.get("name", entry.get("id", "")) if isinstance(entry, dict) else ""
        return f"{title} {event.fields.get('kind', '')}: {name}"
    parts = [
        _field(k, v, content) if k in BARE_FIELDS else f"{k} {_field(k, v, content)}"
        for k, v in event.fields.items()
        if v not in (None, "", {})
    ]
    return f"{title}: {', '.join(parts)}" if parts else title


__all__ = ["BARE_FIELDS", "NAMED_FIELDS", "op_title", "summary"]
