# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A proficiency as a player reads it: the name of the weapon group, armor or shield it covers."""

from __future__ import annotations

from collections.abc import Iterable

from rules.engine.ruleset import Ruleset

PROFICIENCY_KINDS = ("weapon-group", "armor", "shield")
"""What a proficiency id can name (Lyrian Chronicles rulebook, Items & Equipment — Proficiency)."""


def proficiency_name(content: Ruleset, proficiency: str) -> str:
    """`light-armor` → "Light Armor"; an id the content does not know stays as it is."""
    for kind in PROFICIENCY_KINDS:
        entry = content.get(kind, proficiency)
        if entry is not None:
            return entry.name
    return proficiency


def proficiency_names(content: Ruleset, proficiencies: Iterable[object]) -> list[str]:
    """Each proficiency by name, in the order given."""
    return [proficiency_name(content, str(p)) for p in proficiencies]
