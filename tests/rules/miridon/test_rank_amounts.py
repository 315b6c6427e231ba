# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Amounts specials, dual-class specials, the actions they grant and talents give per rank.

Special ranks: floor((Maximum Strength Points + Maximum Speed Points) / 10) (l. 57, 131), so a
20/20 dual-class character has rank 4 in every special and a 15/15 character rank 3.
"""

from __future__ import annotations

from typing import Any, cast

import pytest
from pydantic import ValidationError

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon.content import RankAmount, Talent
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev


def dual(first: str, second: str, strength: int = 20, speed: int = 20) -> Build[MiridonState]:
    """A dual-class character of a class pair (Dual-Class needs 20/20, l. 390)."""
    return build(
        *character(first, points=200, strength=strength, speed=speed),
        ev("take-dual-class", class_=second),
    )


def listed(result: Build[MiridonState], section: str, entry_id: str) -> dict[str, Any]:
    """One entry of a sheet section's list (specials, talents)."""
    entries = cast(list[dict[str, Any]], result.sheet.sections[section])
    return next(e for e in entries if e["id"] == entry_id)


def ranks(talent_id: str, rank: int) -> list[Event]:
    """Raise a talent to a rank."""
    return [ev("buy-talent-rank", talent=talent_id)] * rank


DUAL_AMOUNTS = [
    # (class pair, key, value at rank 4, rulebook line)
    # l. 138: "by the character's [Rank] in [Flanking] multiplied by the number of other friendly
    # characters in [Melee Range]" → 4 per ally
    (("grand-devourer", "skiffmaster"), "special:flanking:damage-per-ally", 4, "138"),
    # l. 145: "an additional 1d6 … for every [Rank] in [Vicious Redouble]" → 4d6
    (("grand-devourer", "duelist"), "special:vicious-redouble:damage", 4, "145"),
    # l. 152: "Recover a number of [Strength Points] and [Speed Points] equal to … [Rank]" → 4
    (("grand-devourer", "vessel"), "special:ghastly-strength:recovery", 4, "152"),
    # l. 166: "an additional 1d6 … with [Charge] or [Fast Charge] for every [Rank]" → 4d6
    (("grand-devourer", "ghost-hunter"), "special:bull-rush:damage", 4, "166"),
    # l. 173: allies' "[Passive Evasion] increased by the character's [Rank] in [Guardian]" → +4
    (("skiffmaster", "duelist"), "special:guardian:passive-evasion", 4, "173"),
    # l. 2123: Healing Word restores "1d6 per [Rank] in [Healing Word]" → 4d6
    (("skiffmaster", "vessel"), "special:healing-word:healing", 4, "2123"),
    # l. 2134: Guidance "by 1 per [Rank] in [Guidance]" (l. 196 outside battle) → +4
    (("skiffmaster", "ghost-hunter"), "special:guidance:bonus", 4, "196, 2134"),
    # l. 203: Offensive and Defensive Spell Boost "increased by the character's [Rank]" → +4
    (("duelist", "vessel"), "special:elemental-riposte:spell-boost", 4, "203"),
    # l. 2437: "[Remaining Spell Cast Time] less than or equal to the character's [Rank]" → 4
    (("duelist", "vessel"), "special:elemental-riposte:cast-time", 4, "2437, 2441"),
    # l. 210: "[To Hit Bonus] of this attack is increased by the character's [Rank]" → +4
    (("duelist", "techie"), "special:mech-counter:to-hit", 4, "210"),
    # l. 217: costs "must sum to a value less than or equal to the character's [Rank]" → 4
    (("duelist", "ghost-hunter"), "special:bullet-hell:cost", 4, "217, 2366"),
    # l. 1978: Teleport moves "up to 5 feet per [Rank] in [Teleport]" → 20 ft
    (("vessel", "ghost-hunter"), "special:teleport:distance", 20, "1978"),
]


@pytest.mark.parametrize(("pair", "key", "amount", "line"), DUAL_AMOUNTS)
def test_dual_special_amounts(pair: tuple[str, str], key: str, amount: int, line: str) -> None:
    result = dual(*pair)
    assert result.valid, errors(result)
    value = result.sheet[key]
    assert value.value == amount
    assert value.source is not None
    assert value.source.line() == line
    assert value.source.cite().startswith("Miridon rulebook, Chapter")


@pytest.mark.parametrize(("strength", "speed", "feet"), [(20, 20, 20), (25, 25, 25), (30, 30, 30)])
def test_teleport_distance_grows_with_rank_and_keeps_its_key(
    strength: int, speed: int, feet: int
) -> None:
    # miridon.txt, Movement Actions, Teleport, l. 1978: "up to 5 feet per [Rank] in [Teleport]";
    # rank = (strength + speed) // 10: 40 → 4, 50 → 5, 60 → 6
    result = dual("vessel", "ghost-hunter", strength, speed)
    value = result.sheet["special:teleport:distance"]
    assert (value.label, value.value) == ("Teleport distance (ft)", feet)
    assert (
        value.breakdown()
        == f"Teleport distance (ft) {feet} = {feet} (5 ft × Teleport rank {feet // 5})"
    )
    assert listed(result, "specials", "teleport")["amounts"][0]["text"] == f"up to {feet} ft"


def test_concentration_and_riposte_class_specials() -> None:
    # miridon.txt, Class Special Abilities, l. 97: "decreased by 3 times their [Rank] in
    # [Concentration]"; 15/15 → rank 3 → 9
    vessel = build(*character("vessel", strength=15, speed=15))
    assert vessel.sheet.value("special:concentration:ghost-power-loss-reduction") == 9
    # miridon.txt, Bonus Actions, Riposte Melee Attack, l. 2332: "an additional [To Hit Bonus]
    # equal to the character's [Rank] in [Riposte]" → +3
    duelist = build(*character("duelist", strength=15, speed=15))
    assert duelist.sheet.value("special:riposte:to-hit") == 3
    assert duelist.sheet["special:riposte:to-hit"].source.line() == "2332"  # type: ignore[union-attr]


def test_rank_zero_special_has_no_amount() -> None:
    # l. 57: a 5/4 duelist has Riposte rank 0 — no Riposte Melee Attack bonus to show
    result = build(*character("duelist", strength=5, speed=4))
    assert "special:riposte:to-hit" not in result.sheet.values


@pytest.mark.parametrize(("rank", "health"), [(1, 10), (2, 20), (3, 30)])
def test_resist_insanity(rank: int, health: int) -> None:
    # miridon.txt, Chapter 4: Talents, Resist Insanity, l. 386: "Increase the effective [Current
    # Health Points] when calculating [Insanity Rolls] by 10 per [Rank]."
    result = build(*character("vessel", points=100), *ranks("resist-insanity", rank))
    assert result.valid, errors(result)
    value = result.sheet["talent:resist-insanity:insanity-health"]
    assert value.value == health
    assert value.terms[0].label == f"10 HP × Resist Insanity rank {rank}"
    assert value.source is not None
    assert value.source.line() == "386"
    assert (
        listed(result, "talents", "resist-insanity")["amounts"][0]["text"]
        == f"+{health} effective Current Health Points for Insanity Rolls"
    )


def test_talent_without_rank_has_no_amount() -> None:
    result = build(*character("vessel", points=100))
    assert "talent:resist-insanity:insanity-health" not in result.sheet.values


def test_homebrew_talent_amount() -> None:
    # A group's own talent gives its amount per rank the same way (content data, not code).
    talent = {
        "id": "long-stride",
        "name": "Long Stride",
        "source": {"book": "homebrew: test"},
        "cost_per_rank": 5,
        "per_rank": [
            {"key": "stride", "label": "Long Stride (ft)", "amount": 5, "unit": "ft",
             "reads": "+{amount} ft Sidestep"}
        ],
    }  # fmt: skip
    result = build(
        *character("duelist", points=100),
        ev("define", kind="talent", entry=talent),
        *ranks("long-stride", 3),
    )
    assert result.valid, errors(result)
    assert result.sheet.value("talent:long-stride:stride") == 15


@pytest.mark.parametrize(
    "reads", ["up to ft", "{amount} and {amount}", "{amount} {other}", "{amount} }"]
)
def test_reads_names_the_amount_once(reads: str) -> None:
    with pytest.raises(ValidationError):
        RankAmount(key="x", label="X", amount=1, reads=reads)


def test_amount_keys_are_unique_in_an_entry() -> None:
    amount = {"key": "x", "label": "X", "amount": 1, "reads": "{amount}"}
    with pytest.raises(ValidationError, match="own key"):
        Talent.model_validate(
            {"id": "t", "name": "T", "source": {"book": "b"}, "per_rank": [amount, amount]}
        )
