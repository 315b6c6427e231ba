# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust events in a player's words, as the undo labels say them ("Raise Agility")."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rules.engine.event import Event
from rules.engine.ruleset import Ruleset
from rules.gravedust.attributes import NAMES

Fields = Mapping[str, Any]


def describe(event: Event, content: Ruleset) -> str | None:
    """One line for the events players make most; None for the others (the generic line)."""
    worded = _WORDS.get(event.op)
    return worded(event.fields, content) if worded else None


def _count(f: Fields) -> int:
    """The event's count (1 when it has none, or one that is not a number)."""
    count = f.get("count")
    return count if isinstance(count, int) and count > 0 else 1


def _kill(f: Fields, _content: Ruleset) -> str:
    count = _count(f)
    return f"{f'{count} Kills' if count > 1 else 'Kill'} Worth {f.get('worth', '?')} XP"


def _gain_gear(f: Fields, content: Ruleset) -> str:
    return f"{'Equip' if f.get('slot') else 'Gain'} {content.name_of('gear', str(f.get('gear')))}"


def _items(verb: str) -> Callable[[Fields, Ruleset], str]:
    return lambda f, c: f"{verb} {_count(f)} × {c.name_of('item', str(f.get('item')))}"


def _entry(verb: str, kind: str) -> Callable[[Fields, Ruleset], str]:
    return lambda f, c: f"{verb} {c.name_of(kind, str(f.get(kind)))}"


def _buff(f: Fields, _content: Ruleset) -> str:
    return f"Add {'Debuff' if f.get('debuff') else 'Buff'} {f.get('name')}"


def _define(f: Fields, _content: Ruleset) -> str:
    raw = f.get("entry")
    entry = raw if isinstance(raw, dict) else {}
    return f"Define {str(f.get('kind', '')).capitalize()} {entry.get('name', entry.get('id', ''))}"


_WORDS: dict[str, Callable[[Fields, Ruleset], str]] = {
    "choose-race": lambda f, c: f"Choose Race {c.name_of('race', str(f.get('race')))}",
    "award-xp": lambda f, _c: f"Award {f.get('amount', '?')} XP",
    "kill": _kill,
    "raise-attribute": lambda f, _c: f"Raise {NAMES.get(str(f.get('attribute')), '?')}",
    "gain-gold": lambda f, _c: f"Gain {f.get('amount', '?')} Gold",
    "spend-gold": lambda f, _c: f"Spend {f.get('amount', '?')} Gold",
    "gain-gear": _gain_gear,
    "add-item": _items("Add"),
    "remove-item": _items("Remove"),
    "apply-enhancement": lambda f, c: (
        f"Apply {c.name_of('item', str(f.get('item')))} to {f.get('instance')}"
    ),
    "socket-spellstone": lambda f, c: (
        f"Socket {c.name_of('item', str(f.get('item')))} in {f.get('instance')}"
    ),
    "unsocket-spellstone": lambda f, _c: f"Unsocket Spellstone from {f.get('instance')}",
    "learn-skill": _entry("Learn", "skill"),
    "learn-spell": _entry("Learn", "spell"),
    "equip-skill": _entry("Equip", "skill"),
    "equip-spell": _entry("Equip", "spell"),
    "unequip-skill": _entry("Unequip", "skill"),
    "unequip-spell": _entry("Unequip", "spell"),
    "add-buff": _buff,
    "remove-buff": lambda f, _c: f"Remove {f.get('name')}",
    "define": _define,
}
