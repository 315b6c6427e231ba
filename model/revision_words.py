# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What changed between two versions of a character document, in words a player reads."""

from __future__ import annotations

import json
from collections.abc import Callable
from difflib import SequenceMatcher
from typing import Any

from rules.engine.setting_words import setting_title
from rules.systems import get_system, is_known

Document = dict[str, Any]
NO_CHANGE = "No change"
# The field that says most about an event, in this order; else its first text field.
_TELLING = (
    "flair", "talent", "skill", "spell", "ability", "breakthrough", "feat", "mutation",
    "class", "race", "gear", "item", "weapon", "armor", "shield", "attribute",
)  # fmt: skip
_EVENT_KEYS = ("op", "at", "note")


Label = Callable[[Any], str]


def describe_change(before: Document, after: Document, label: Label | None = None) -> str:
    """Every change from `before` to `after`, joined with "; " ("No change" when none).

    `label` words one stored event (default `event_label`); a caller that has the character's
    content passes one that names entries ("Buy flair: Parry" rather than "…: parry")."""
    events = _event_changes(_events(before), _events(after), label or event_label)
    return "; ".join([*_header_changes(before, after), *events]) or NO_CHANGE


def event_label(event: Any) -> str:
    """An event as a player names it: "Buy flair: true-strike", "Award xp"."""
    if not isinstance(event, dict) or not isinstance(event.get("op"), str):
        return "Unknown event"
    op = event["op"].replace("-", " ").strip()
    words = op[:1].upper() + op[1:] if op else "Unknown event"
    telling = _telling_field(event)
    return f"{words}: {telling}" if telling else words


def _telling_field(event: dict[str, Any]) -> str | None:
    """The text of the event's most telling field, if it has one."""
    for key in _TELLING:
        if isinstance(event.get(key), str) and event[key]:
            return str(event[key])
    for key, value in event.items():
        if key not in _EVENT_KEYS and isinstance(value, str) and value:
            return value
    return None


def _events(document: Document) -> list[Any]:
    """The document's events, or none when it has no list."""
    events = document.get("events")
    return events if isinstance(events, list) else []


def _header_changes(before: Document, after: Document) -> list[str]:
    """The changes outside the event history, in the order of the document's keys."""
    parts = []
    for key in dict.fromkeys([*before, *after]):
        if key in ("events", "id") or before.get(key) == after.get(key):
            continue
        if key == "settings":
            parts.append(_settings(before.get(key), after.get(key), after.get("system")))
            continue
        parts.append(_HEADER_WORDS.get(key, _other)(before.get(key), after.get(key)))
    return list(dict.fromkeys(parts))


def _renamed(_old: Any, new: Any) -> str:
    return f"Renamed to {new}"


def _ruleset(_old: Any, new: Any) -> str:
    version = new.get("version") if isinstance(new, dict) else None
    return f"Rules updated to version {version}" if version else "Rules changed"


def _portrait(_old: Any, new: Any) -> str:
    return "Portrait removed" if new is None else "Portrait changed"


def _settings(old: Any, new: Any, system_id: Any = None) -> str:
    """The house rules that changed, named by what they decide:
    "House rules changed: Starting Exp 40 → 60"."""
    old = old if isinstance(old, dict) else {}
    new = new if isinstance(new, dict) else {}
    changed = [
        f"{_setting_name(key, system_id)} {_value(old.get(key))} → {_value(new.get(key))}"
        for key in dict.fromkeys([*old, *new])
        if old.get(key) != new.get(key)
    ]
    return f"House rules changed: {', '.join(changed)}"


def _setting_name(key: str, system_id: Any) -> str:
    """A house rule's title from its system's settings (the key when the system is unknown)."""
    if isinstance(system_id, str) and is_known(system_id):
        field = get_system(system_id).settings.model_fields.get(key)
        if field is not None:
            return setting_title(key, field)
    return key


def _value(value: Any) -> str:
    """A house-rule value as short text ("default" when it is not set)."""
    if value is None:
        return "default"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def _other(_old: Any, _new: Any) -> str:
    return "Details changed"


_HEADER_WORDS: dict[str, Callable[[Any, Any], str]] = {
    "name": _renamed,
    "ruleset": _ruleset,
    "settings": _settings,
    "notes": lambda _old, _new: "Notes edited",
    "portrait": _portrait,
    "packs": lambda _old, _new: "Homebrew packs changed",
}


def _event_changes(before: list[Any], after: list[Any], label: Label) -> list[str]:
    """The history changes: added, inserted, removed, changed or moved events (numbered from 1)."""
    if before == after:
        return []
    moved = _moved(before, after)
    if moved is not None:
        return [f"Moved event {moved[0] + 1} ({label(before[moved[0]])}) to {moved[1] + 1}"]
    old, new = [_key(e) for e in before], [_key(e) for e in after]
    matcher = SequenceMatcher(None, old, new, autojunk=False)
    parts: list[str] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "delete" or (tag == "replace" and i2 - i1 != j2 - j1):
            parts.append(_span("Removed", before, i1, i2, label))
        if tag == "insert" or (tag == "replace" and i2 - i1 != j2 - j1):
            verb = "Added" if i1 == len(before) else "Inserted"
            parts.append(_span(verb, after, j1, j2, label))
        if tag == "replace" and i2 - i1 == j2 - j1:
            parts.append(_span("Changed", after, j1, j2, label))
    return parts


def _span(verb: str, events: list[Any], start: int, end: int, label: Label) -> str:
    """One event with its label ("Added event 12: Buy flair: x"), or a range ("Added events 12–14")."""
    if end - start == 1:
        return f"{verb} event {start + 1}: {label(events[start])}"
    return f"{verb} events {start + 1}–{end}"


def _moved(before: list[Any], after: list[Any]) -> tuple[int, int] | None:
    """(from, to) when `after` is `before` with exactly one event moved, else None."""
    if len(before) != len(after):
        return None
    differ = [i for i, (b, a) in enumerate(zip(before, after, strict=True)) if b != a]
    if len(differ) < 2:
        return None
    first, last = differ[0], differ[-1]
    if after[first:last] == before[first + 1 : last + 1] and after[last] == before[first]:
        return first, last
    if after[first + 1 : last + 1] == before[first:last] and after[first] == before[last]:
        return last, first
    return None


def _key(event: Any) -> str:
    """An event as comparable text."""
    return json.dumps(event, sort_keys=True, ensure_ascii=False, default=str)
