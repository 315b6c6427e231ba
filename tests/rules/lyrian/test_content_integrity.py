# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every id a Lyrian entry refers to exists, with and without the example pack."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from rules.lyrian.content import Ability, Errand, Facility, LyrianClass, Race, Subrace, WeaponGroup
from tests.rules.lyrian.content_system import entries

Ref = tuple[str, str, frozenset[str]]
"""(where, the id referred to, the ids it may be one of)."""


def _ids(examples: bool, *kinds: str) -> frozenset[str]:
    return frozenset(i for kind in kinds for i in entries(kind, examples=examples))


def _grant_refs(entry: Race | Subrace, ids: dict[str, frozenset[str]]) -> Iterator[Ref]:
    yield from ((entry.id, p, ids["proficiency"]) for p in entry.proficiencies)
    yield from ((entry.id, s, ids["skill"]) for s in entry.skills)
    yield from ((entry.id, a, ids["ability"]) for a in entry.abilities)


def _class_refs(cls: LyrianClass, ids: dict[str, frozenset[str]]) -> Iterator[Ref]:
    yield from ((cls.id, a, ids["ability"]) for a in cls.key_abilities)
    yield from ((cls.id, p, ids["proficiency"]) for p in cls.proficiencies)
    if cls.artisan_skill:
        yield cls.id, cls.artisan_skill, ids["skill"]
    for step in cls.abilities:
        if step.ability:
            yield cls.id, step.ability, ids["ability"]
        if step.increases and step.increases.skill:
            yield cls.id, step.increases.skill, ids["skill"]


def _ability_refs(ability: Ability, ids: dict[str, frozenset[str]]) -> Iterator[Ref]:
    if ability.belongs_to:
        yield ability.id, ability.belongs_to, ids["owner"]
    yield from ((ability.id, m, ids["damage-type"]) for m in ability.masteries)
    yield from ((ability.id, p, ids["proficiency"]) for p in ability.proficiencies)
    yield from ((ability.id, r, ids["race-or-subrace"]) for r in ability.unusable_by)


def _other_refs(examples: bool, ids: dict[str, frozenset[str]]) -> Iterator[Ref]:
    group: WeaponGroup
    for group in entries("weapon-group", examples=examples).values():
        for ref in (group.treated_as, group.proficiency_from):
            if ref:
                yield group.id, ref, ids["weapon-group"]
    facility: Facility
    for facility in entries("facility", examples=examples).values():
        if facility.bonus_skill:
            yield facility.id, facility.bonus_skill, ids["skill"]
        if facility.bonus_action:
            yield facility.id, facility.bonus_action, ids["interlude-action"]
    errand: Errand
    for errand in entries("errand", examples=examples).values():
        if errand.facility:
            yield errand.id, errand.facility, ids["facility"]


def _all_refs(examples: bool) -> Iterator[Ref]:
    ids = {
        kind: _ids(examples, kind)
        for kind in ("skill", "ability", "damage-type", "weapon-group", "interlude-action")
    }
    ids["facility"] = _ids(examples, "facility")
    ids["proficiency"] = _ids(examples, "weapon-group", "armor", "shield")
    ids["owner"] = _ids(examples, "class", "race")
    ids["race-or-subrace"] = _ids(examples, "race", "subrace")
    for kind in ("race", "subrace"):
        for entry in entries(kind, examples=examples).values():
            yield from _grant_refs(entry, ids)
    for cls in entries("class", examples=examples).values():
        yield from _class_refs(cls, ids)
    for ability in entries("ability", examples=examples).values():
        yield from _ability_refs(ability, ids)
    yield from _other_refs(examples, ids)


@pytest.mark.parametrize("examples", [False, True])
def test_every_reference_exists(examples: bool) -> None:
    refs = list(_all_refs(examples))
    assert refs
    dangling = [(where, ref) for where, ref, allowed in refs if ref not in allowed]
    assert dangling == []


@pytest.mark.parametrize("examples", [False, True])
def test_subraces_belong_to_a_race_that_offers_their_kind(examples: bool) -> None:
    races: dict[str, Race] = entries("race", examples=examples)
    subrace: Any
    for subrace in entries("subrace", examples=examples).values():
        assert races[subrace.race].subrace_kind == subrace.kind, subrace.id


def test_artisan_classes_name_an_artisan_skill() -> None:
    skills = entries("skill", examples=True)
    for cls in entries("class", examples=True).values():
        if cls.artisan_skill:
            assert cls.artisan is not None, cls.id
            assert skills[cls.artisan_skill].category.value in ("artisan", "gathering"), cls.id
