# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon events in a player's words, as the undo labels say them ("Buy Flair Parry")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.engine.event import Event
from rules.engine.ruleset import Ruleset

Fields = Mapping[str, Any]
Words = Callable[[Fields, Ruleset], str]


def describe(event: Event, content: Ruleset) -> str | None:
    """One line for the events players make most; None for the others (the generic line)."""
    worded = _WORDS.get(event.op)
    return worded(event.fields, content) if worded else None


def _named(template: str, kind: str) -> Words:
    def words(f: Fields, content: Ruleset) -> str:
        entry_id = f.get(kind)
        return template.format(content.name_of(kind, str(entry_id)) if entry_id else "?")

    return words


def _stats(f: Fields, _content: Ruleset) -> str:
    """`Award Maximum Points (+12 Strength, +9 Speed)`."""
    parts = [
        f"+{f[key]} {label}" for key, label in _STATS if isinstance(f.get(key), int) and f[key]
    ]
    return f"Award Maximum Points ({', '.join(parts) or 'none'})"


_STATS = (("strength", "Strength"), ("speed", "Speed"))

_WORDS: dict[str, Words] = {
    "choose-class": _named("Choose Class {}", "class"),
    "award-skill-points": lambda f, _c: f"Award {f.get('amount', '?')} Skill Points",
    "award-stats": _stats,
    "assign-mutation": _named("Assign Mutation {}", "mutation"),
    "buy-skill-rank": _named("Raise {}", "skill"),
    "buy-talent-rank": _named("Raise {}", "talent"),
    "buy-flair": _named("Buy Flair {}", "flair"),
    "take-dual-class": _named("Take Dual-Class: {}", "class"),
    "wield": _named("Wield {}", "weapon"),
    "unwield": _named("Unwield {}", "weapon"),
    "wear-armor": _named("Wear {}", "armor"),
    "remove-armor": lambda _f, _c: "Remove Armor",
    "recruit-crew": lambda f, _c: f"Recruit {f.get('name', '?')}",
    "crew-member-dies": lambda f, _c: f"Crew Member {f.get('name', '?')} Dies",
    "add-mech-part": lambda f, _c: f"Add Mech Part {f.get('name', '?')}",
    "remove-mech-part": lambda f, _c: f"Remove Mech Part {f.get('name', '?')}",
    "set-mech-points": lambda f, _c: (
        f"Set {f.get('name', '?')} to {f.get('mech_points', '?')} Mech Points"
    ),
}
