# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Spells on the sheet with their boosted effects (Chapter 7: Magic, Spell List)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def ranks(**talents: int) -> list[Event]:
    """Raise talents (underscores for dashes) to ranks."""
    return [
        ev("buy-talent-rank", talent=t.replace("_", "-"))
        for t, r in talents.items()
        for _ in range(r)
    ]


def spell(result: Build[MiridonState], spell_id: str) -> dict[str, Any]:
    """One spell's entry in the `spells` section."""
    spells: list[dict[str, Any]] = result.sheet.sections["spells"]  # type: ignore[assignment]
    return next(s for s in spells if s["id"] == spell_id)


@pytest.mark.parametrize(
    ("spell_id", "boosts", "effect", "dice"),
    [
        # RULINGS.md: Elemental Spell, Offensive Spell Boost 2, General 1 = 6d6 + 4d6 + 1d6 = 11d6
        ("elemental-spell", {"offensive_spell_boost": 2, "general_spell_boost": 1}, "11d6", 11),
        ("elemental-spell", {}, "6d6", 6),  # Base Effect: Deal 6d6
        # Health Recovery: 6d6, Defensive +2d6/rank, General +1d6/rank
        ("health-recovery", {"defensive_spell_boost": 1, "general_spell_boost": 2}, "10d6", 10),
        ("health-recovery", {"offensive_spell_boost": 3}, "6d6", 6),  # Offensive does not apply
        # Possession: Spell Power 15d6, Offensive +4d6/rank, General +2d6/rank
        ("possession", {"offensive_spell_boost": 1, "general_spell_boost": 1}, "21d6", 21),
    ],
)
def test_boosted_dice(spell_id: str, boosts: dict[str, int], effect: str, dice: int) -> None:
    # miridon.txt, Activate Spell: "[Base Effect] and all bonuses from [Offensive Spell Boost],
    # [Defensive Spell Boost], and [General Spell Boost]"; Spell List
    result = build(*character("vessel", points=60), *ranks(**boosts))
    assert result.valid, errors(result)
    assert spell(result, spell_id)["effect"] == effect
    assert result.sheet.value(f"spell:{spell_id}") == dice
    assert result.sheet[f"spell:{spell_id}"].note == effect


def test_every_character_knows_every_spell() -> None:
    # miridon.txt, Magic: "Anyone with at least 1 [Current Ghost HP] can use the [Cast Spell]
    # action" — no spell is learned; a duelist lists all nine spells of the Spell List
    result = build(*character("duelist"))
    spells: list[dict[str, Any]] = result.sheet.sections["spells"]  # type: ignore[assignment]
    assert len(spells) == 9
    assert "every character may cast every spell" in spells[0]["known_because"]


def test_boost_given_only_as_text_is_not_computed() -> None:
    # A pack whose boost is text only: the sheet shows the text with the rank instead of inventing a number
    weapon = {
        "id": "odd-weapon",
        "name": "Odd Weapon",
        "source": {"book": "homebrew: test"},
        "base_dice": "1d6",
        "boosts": [{"talent": "offensive-spell-boost", "text": "Each rank adds some damage."}],
    }
    result = build(
        ev("define", kind="spell", entry=weapon),
        *character("vessel", points=15),
        *ranks(offensive_spell_boost=2),
    )
    listed = spell(result, "odd-weapon")
    assert listed["effect"] is None
    assert listed["boosts"][0]["text"].endswith("(× 2)")
    assert "spell:odd-weapon" not in result.sheet.values


def test_a_spell_with_a_boost_given_only_as_text_has_no_key_at_any_rank() -> None:
    # Keys are stable: a pack spell whose boost has no number is never a sheet value, before the
    # boost's talent has ranks as after (its base effect stays readable in the spell list)
    weapon = {
        "id": "odd-weapon",
        "name": "Odd Weapon",
        "source": {"book": "homebrew: test"},
        "base_dice": "1d6",
        "boosts": [{"talent": "offensive-spell-boost", "text": "Each rank adds some damage."}],
    }
    result = build(ev("define", kind="spell", entry=weapon), *character("vessel", points=15))
    assert result.valid, errors(result)
    assert not any(key.startswith("spell:odd-weapon") for key in result.sheet.values)
    assert spell(result, "odd-weapon")["effect"] == "1d6"


def test_flat_per_rank_boost_from_content() -> None:
    # A pack that gives a boost as a number (per_rank "5") gets it computed: 30 + 5 × 2
    barrier = {
        "id": "spell-barrier",
        "name": "Spell Barrier",
        "source": {"book": "homebrew: test"},
        "base_dice": "30",
        "boosts": [{"talent": "defensive-spell-boost", "per_rank": "5", "text": "+5 per rank"}],
    }
    result = build(
        ev("define", kind="spell", entry=barrier),
        *character("vessel", points=15),
        *ranks(defensive_spell_boost=2),
    )
    assert spell(result, "spell-barrier")["effect"] == "40"
    assert result.sheet.value("spell:spell-barrier") == 40


@pytest.mark.parametrize(
    ("talents", "spell", "effect"),
    [
        # miridon.txt, Spell List: Spell Barrier absorbs 30; Defensive Spell Boost +5/rank, General +2/rank
        ({"defensive-spell-boost": 2, "general-spell-boost": 1}, "spell-barrier", "42"),
        # Gale Burst knocks back 30 feet; Offensive Spell Boost adds 5 feet per rank
        ({"offensive-spell-boost": 3}, "gale-burst", "45"),
        # Elemental Weapon 1d6; Offensive Spell Boost adds 2 damage per rank, General 1
        ({"offensive-spell-boost": 1, "general-spell-boost": 2}, "elemental-weapon", "1d6+4"),
    ],
)
def test_flat_boosts_add_up(talents: dict[str, int], spell: str, effect: str) -> None:
    buys = [ev("buy-talent-rank", talent=t) for t, n in talents.items() for _ in range(n)]
    result = build(*character("vessel", points=200), *buys)
    listed = {s["id"]: s for s in result.sheet.sections["spells"]}
    assert listed[spell]["effect"] == effect


def test_a_spell_keeps_its_sheet_keys_when_a_boost_mixes_dice_and_flat_damage() -> None:
    # miridon.txt, Spell List, Elemental Weapon: base 1d6; Offensive Spell Boost "Each rank adds
    # 2 damage to spell", General "1 damage": 1d6 + 2 × 2 + 1 = 1d6+5, under the same two keys
    # before and after (a diff compares sheets key by key)
    before = build(*character("vessel", points=60))
    after = build(
        *character("vessel", points=60), *ranks(offensive_spell_boost=2, general_spell_boost=1)
    )
    assert after.valid, errors(after)
    keys = {"spell:elemental-weapon", "spell:elemental-weapon:bonus"}
    assert keys <= set(before.sheet.values)
    assert keys <= set(after.sheet.values)
    assert (
        before.sheet.value("spell:elemental-weapon"),
        before.sheet.value("spell:elemental-weapon:bonus"),
    ) == (1, 0)
    assert (
        after.sheet.value("spell:elemental-weapon"),
        after.sheet.value("spell:elemental-weapon:bonus"),
    ) == (1, 5)
    assert spell(after, "elemental-weapon")["effect"] == "1d6+5"
