# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian schemas refuse content the rulebook's shapes rule out, naming entry and field."""

from __future__ import annotations

import pytest

from rules.engine.content_loader import ContentError, load_pack_text
from tests.rules.lyrian.content_system import content_only_system

HEADER = """format: sheetwright-pack
format_version: 1
id: our-classes
name: Our classes
system: lyrian
version: "1"
homebrew: true
content:
"""
SOURCE = '{book: "homebrew: ours"}'
ODD = (
    "[{ability: a1}, {increases: {power: 1}}, {ability: a3},"
    " {increases: {skill: athletics, amount: 2}}, {ability: a5}, {increases: {hp: 5}}, {ability: a7}]"
)


def _load(kind: str, entry: str) -> list[str]:
    """The problems of a one-entry homebrew pack ([] when it loads)."""
    text = f"{HEADER}  {kind}:\n    - {{id: x, name: X, source: {SOURCE}, {entry}}}\n"
    try:
        load_pack_text(text, "ours.yaml", content_only_system())
    except ContentError as err:
        return [p.describe() for p in err.problems]
    return []


def test_a_full_class_loads() -> None:
    # lyrian-chronicles.txt, Classes (l. 175-177): seven abilities, the 2nd, 4th and 6th passive.
    entry = f'tier: 2, requires: "power + focus >= 8 and spirit_core >= 1000", abilities: {ODD}'
    assert _load("class", entry) == []


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("abilities: [{ability: a1}]", "7 abilities"),
        (f"abilities: {ODD.replace('{ability: a3}', '{increases: {focus: 1}}')}", "2, 4 and 6"),
        ("abilities: [{ability: a1, increases: {power: 1}}]", "either an ability or increases"),
        ('requires: "strength >= 3"', "strength"),
        ("tier: 0", "tier"),
    ],
)
def test_bad_classes_are_refused(entry: str, message: str) -> None:
    problems = _load("class", entry)
    assert problems
    assert any(message in p and "entry 'x'" in p for p in problems), problems


@pytest.mark.parametrize(
    "increases",
    ["{}", "{skill: athletics}", "{amount: 2}", "{strength: 1}"],
)
def test_bad_increases_are_refused(increases: str) -> None:
    steps = ODD.replace("{increases: {power: 1}}", f"{{increases: {increases}}}")
    assert _load("class", f"abilities: {steps}")


def test_requirement_names() -> None:
    # Requirements may use main and sub stats, skills, spirit core and power level.
    names = "toughness + presence + animal_husbandry + mining + spirit_core + power_level >= 1"
    assert _load("breakthrough", f'requires: "{names}"') == []
    assert _load("breakthrough", 'requires: "has(\\"mage\\") and rank(\\"mage\\") >= 7"') == []


def test_skill_shapes() -> None:
    assert _load("skill", "category: main, cap: 15") != []  # a main skill needs its sub stat
    assert _load("skill", "category: artisan, sub_stat: reason, cap: 10") != []
    assert _load("skill", "category: gathering, cap: 15") == []


def test_subrace_names_its_kind() -> None:
    assert _load("subrace", "race: demon, kind: clan") == []
    assert _load("subrace", "race: demon, kind: tribe") != []
