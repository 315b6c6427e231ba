# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Owned classes, their learned abilities and passive increases, mastery (Classes, l. 155-185)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.memo import same_arguments
from rules.engine.ruleset import Ruleset
from rules.lyrian.content import (
    CLASS_STEPS,
    ArtisanKind,
    Increase,
    LyrianClass,
    Race,
    Subrace,
)
from rules.lyrian.state import LyrianState


@dataclass(frozen=True, slots=True)
class Passive:
    """A passive increase a character has: which class and ability number gave it."""

    label: str
    increase: Increase


def class_of(content: Ruleset, class_id: str) -> LyrianClass | None:
    """The class entry, or None."""
    return content.typed("class", class_id, LyrianClass)


@same_arguments
def race_entries(state: LyrianState, content: Ruleset) -> list[Race | Subrace]:
    """The chosen race and subrace (or clan) entries that exist in the content."""
    out: list[Race | Subrace] = []
    race = content.typed("race", state.race, Race) if state.race else None
    sub = content.typed("subrace", state.subrace, Subrace) if state.subrace else None
    out.extend(e for e in (race, sub) if e is not None)
    return out


def learned_abilities(state: LyrianState, content: Ruleset) -> list[str]:
    """Ability ids from classes: key abilities and learned ordered abilities, in order."""
    out: list[str] = []
    for class_id, learned in state.classes.items():
        cls = class_of(content, class_id)
        if cls is None:
            continue
        out.extend(cls.key_abilities)
        out.extend(s.ability for s in cls.abilities[:learned] if s.ability)
    return out


@same_arguments
def owned_abilities(state: LyrianState, content: Ruleset) -> set[str]:
    """Every ability the character has: race, subrace or clan, and classes."""
    owned = {a for e in race_entries(state, content) for a in e.abilities}
    return owned | set(learned_abilities(state, content))


@same_arguments
def passives(state: LyrianState, content: Ruleset) -> list[Passive]:
    """The passive increases of the learned 2nd, 4th and 6th class abilities."""
    out = []
    for class_id, learned in state.classes.items():
        cls = class_of(content, class_id)
        if cls is None:
            continue
        for number, step in enumerate(cls.abilities[:learned], start=1):
            if step.increases is not None:
                out.append(Passive(f"{cls.name} ability {number}", step.increases))
    return out


def is_mastered(state: LyrianState, class_id: str) -> bool:
    """A class is mastered when all seven abilities are learned."""
    return state.classes.get(class_id, 0) >= CLASS_STEPS


def mastered_of_kind(state: LyrianState, content: Ruleset, kind: ArtisanKind) -> list[str]:
    """Mastered crafting (or gathering) classes."""
    return [
        c
        for c in state.classes
        if is_mastered(state, c) and (cls := class_of(content, c)) and cls.artisan is kind
    ]


@same_arguments
def granted_proficiencies(state: LyrianState, content: Ruleset) -> set[str]:
    """Proficiencies from race, subrace, classes, owned abilities and GM grants."""
    out = set(state.proficiencies)
    for entry in race_entries(state, content):
        out.update(entry.proficiencies)
    for class_id in state.classes:
        cls = class_of(content, class_id)
        out.update(cls.proficiencies if cls else ())
    for ability_id in owned_abilities(state, content):
        ability = content.get("ability", ability_id)
        out.update(getattr(ability, "proficiencies", ()))
    return out
