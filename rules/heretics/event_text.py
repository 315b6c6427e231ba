# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics events in a player's words, for the history ("Design Fire Bolt (Attack): …")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.engine.event import Event
from rules.engine.ruleset import Ruleset
from rules.heretics.content import Feat, Property
from rules.heretics.derive_ability import LABELS
from rules.heretics.modifier_checks import CHOICE_KINDS


def describe(event: Event, content: Ruleset) -> str | None:
    """One line for the events whose fields read badly as they are; None for the others."""
    f = event.fields
    if event.op == "design-ability":
        return _design(f, content)
    if event.op == "choose-proficiencies":
        return "Proficient in " + ", ".join(_name(content, "skill", s) for s in f.get("skills", []))
    if event.op == "raise-skill":
        return f"Raise {_name(content, 'skill', f.get('skill'))}"
    if event.op == "buy-feat-rank":
        return _feat(f, content)
    if event.op == "buy-hit-points" and isinstance(f.get("exp"), int):
        return f"Buy {f['exp'] // 2} hit points ({f['exp']} Exp)"
    if event.op == "spend-resources":
        return f"Spend {f.get('amount')} resource points"
    return _simple(event.op, f)


def _simple(op: str, f: Mapping[str, Any]) -> str | None:
    """The one-field events, as their undo labels say them (`Award 200 Exp`)."""
    if op == "award-exp":
        return f"Award {f.get('amount', '?')} Exp"
    if op in ("add-equipment", "remove-equipment"):
        return (
            f"{'Add' if op == 'add-equipment' else 'Remove'} Equipment {f.get('text', '')}".strip()
        )
    return "Restock" if op == "restock" else None


def _feat(f: Mapping[str, Any], content: Ruleset) -> str:
    """`Buy a rank of Skill Specialization (Sleight of hand)`: the choice named by its kind."""
    feat = content.typed("feat", str(f.get("feat")), Feat)
    text = f"Buy a rank of {_name(content, 'feat', f.get('feat'))}"
    if not f.get("choice") or feat is None or feat.names is None:
        return text
    return f"{text} ({_name(content, CHOICE_KINDS[feat.names], f['choice'])})"


def _design(f: Mapping[str, Any], content: Ruleset) -> str:
    """`Design Fire Bolt (Attack): 4 paid ranks; Accuracy 2, Range 2; Elemental; Locked Range`."""
    template = _name(content, "ability", f.get("template"))
    parts = [f"{f.get('paid', 0)} paid rank{'s' if f.get('paid') != 1 else ''}"]
    ranks = [f"{_label(k)} {v}" for k, v in (f.get("properties") or {}).items() if v]
    if ranks:
        parts.append(", ".join(ranks))
    if f.get("type"):
        parts.append(_name(content, "damage-type", f["type"]))
    modifiers = [_name(content, "improvement", k) for k in f.get("improvements") or {}]
    modifiers += [
        _name(content, "restriction", r.get("restriction")) if isinstance(r, dict) else str(r)
        for r in f.get("restrictions") or []
    ]
    if modifiers:
        parts.append(", ".join(modifiers))
    return f"Design {f.get('name', '?')} ({template}): {'; '.join(parts)}"


def _label(name: str) -> str:
    return LABELS[Property(name)] if name in {p.value for p in Property} else name


def _name(content: Ruleset, kind: str, entry_id: object) -> str:
    """An event field's entry by name ("?" when the field is missing)."""
    return content.name_of(kind, str(entry_id)) if entry_id else "?"
