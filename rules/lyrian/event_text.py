# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles events in a player's words, as the undo labels say them ("Unlock Class Mage")."""

from __future__ import annotations

from rules.engine.event import Event
from rules.engine.ruleset import Ruleset
from rules.lyrian import ops_crafting, ops_facilities, ops_housing, ops_materials, ops_mounts
from rules.lyrian.event_words import Fields, Words


def describe(event: Event, content: Ruleset) -> str | None:
    """One line for the events players make most; None for the others (the generic line)."""
    worded = _WORDS.get(event.op)
    return worded(event.fields, content) if worded else None


def _name(content: Ruleset, kind: str, entry_id: object) -> str:
    return content.name_of(kind, str(entry_id)) if entry_id else "?"


def _amount(template: str) -> Words:
    return lambda f, _c: template.format(f.get("amount", "?"))


def _named(template: str, kind: str, key: str | None = None) -> Words:
    return lambda f, c: template.format(_name(c, kind, f.get(key or kind)))


def _race(f: Fields, content: Ruleset) -> str:
    subrace = f" ({_name(content, 'subrace', f['subrace'])})" if f.get("subrace") else ""
    return f"Choose Race {_name(content, 'race', f.get('race'))}{subrace}"


def _arc(f: Fields, _content: Ruleset) -> str:
    return f"Start Arc {f['title']}" if f.get("title") else "Start the Next Arc"


def _ability(f: Fields, content: Ruleset) -> str:
    return f"Buy {_name(content, 'class', f.get('class'))} Ability {f.get('ability', '?')}"


def _skill(f: Fields, content: Ruleset) -> str:
    return f"Buy {f.get('points') or 1} {_name(content, 'skill', f.get('skill'))}"


def _expertise(f: Fields, content: Ruleset) -> str:
    return f"Buy Expertise {f.get('expertise', '?')} ({_name(content, 'skill', f.get('skill'))})"


def _injury(f: Fields, content: Ruleset) -> str:
    roll = f.get("roll", "?")
    rows = [e for e in content.entries("injury") if getattr(e, "roll", None) == roll]
    why = {"downed": " from being downed", "effect": " from an effect"}.get(str(f.get("cause")), "")
    return f"Record {rows[0].name}{why}" if rows else f"Record Injury (roll {roll}){why}"


def _item(f: Fields, content: Ruleset) -> str:
    return f"Buy {f.get('count') or 1} {_name(content, 'burden', f.get('item'))}"


_WORDS: dict[str, Words] = {
    "start-creation": lambda _f, _c: "Start Creation",
    "choose-race": _race,
    "assign-stats": lambda _f, _c: "Assign Stats",
    "start-arc": _arc,
    "award-exp": _amount("Award {} EXP"),
    "rest": lambda _f, _c: "Rest",
    "start-interlude": lambda _f, _c: "Start Interlude",
    "grant-ip": _amount("Grant {} IP"),
    "unlock-class": _named("Unlock Class {}", "class"),
    "buy-ability": _ability,
    "buy-breakthrough": _named("Buy Breakthrough {}", "breakthrough"),
    "interlude-action": _named("Interlude: {}", "interlude-action", "action"),
    "errand": _named("Errand: {}", "errand"),
    "buy-skill": _skill,
    "buy-expertise": _expertise,
    "buy-weapon": lambda f, _c: f"Buy {f.get('name', '?')}",
    "buy-armor": _named("Buy {}", "armor"),
    "buy-shield": _named("Buy {}", "shield"),
    "buy-item": _item,
    "injury": _injury,
    "remove-injury": _named("Remove {}", "injury"),
    "award-skill-points": _amount("Award {} Skill Points"),
    "gain-clim": _amount("Gain {} Clim"),
    "spend-clim": _amount("Spend {} Clim"),
}
for _module in (ops_materials, ops_crafting, ops_housing, ops_facilities, ops_mounts):
    _WORDS.update(_module.WORDS)
