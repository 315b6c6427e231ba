# SPDX-License-Identifier: LicenseRef-Sheetwright
"""An audit of the Miridon rules against miridon.txt: one table per rule, each case with its line."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.miridon.options import skill_options
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev

Result = Build[MiridonState]


def talent(talent_id: str, rank: int) -> list[Event]:
    """Raise a talent to a rank, one rank at a time."""
    return [ev("buy-talent-rank", talent=talent_id)] * rank


def flairs(*flair_ids: str) -> list[Event]:
    """Buy flairs in order."""
    return [ev("buy-flair", flair=f) for f in flair_ids]


def wield(*weapons: str) -> list[Event]:
    """Take up weapons in order."""
    return [ev("wield", weapon=w) for w in weapons]


def debits(result: Result) -> list[int]:
    """What each purchase cost, in order (awards left out)."""
    return [-e.amount for e in result.ledger.pool("skill-points") if e.amount <= 0]


def value(result: Result, key: str) -> Any:
    """A sheet value of a valid build."""
    assert result.valid, errors(result)
    return result.sheet.value(key)


def weapon_line(result: Result, slot: int) -> dict[str, Any]:
    """The sheet's line for the weapon in a slot (1 or 2)."""
    assert result.valid, errors(result)
    lines: list[dict[str, Any]] = result.sheet.sections["weapons"]  # type: ignore[assignment]
    return next(line for line in lines if line["slot"] == slot)


# --- Pricing and re-pricing (Chapters 3–5) ---------------------------------------------------


@pytest.mark.parametrize(
    ("events", "costs"),
    [
        # l. 284-288: "Cost: [Rank] * 5 points", [Rank] the new level — Melee Boost 0→3 = 5+10+15
        (talent("melee-boost", 3), [5, 10, 15]),
        # l. 399: flairs cost "0, 10, 20, 30, etc."
        (
            flairs("true-strike", "power-attack", "spinning-strike", "second-attack"),
            [0, 10, 20, 30],
        ),
        # RULINGS.md (l. 121): a cross-class skill rank r costs 2r (no class skills by default)
        ([ev("buy-skill-rank", skill="stealth")] * 3, [2, 4, 6]),
        # l. 390-391: Dual-Class "Cost: 100 points"
        ([ev("take-dual-class", class_="vessel")], [100]),
    ],
)
def test_prices(events: list[Event], costs: list[int]) -> None:
    result = build(*character("duelist", points=500, strength=20, speed=20), *events)
    assert result.valid, errors(result)
    assert debits(result) == costs


@pytest.mark.parametrize(
    ("removed", "costs", "refused"),
    [
        # l. 399 + RULINGS.md: removing the first flair re-prices the later ones (0, 10, 20 → 0, 10)
        (0, [0, 10], []),
        # l. 911: Greater Critical Hit needs Advanced Critical Hit — it is re-validated and skipped
        (1, [0], ["Greater Critical Hit needs the flair Advanced Critical Hit."]),
    ],
)
def test_removing_a_purchase_reprices_and_revalidates(
    removed: int, costs: list[int], refused: list[str]
) -> None:
    bought = flairs("true-strike", "advanced-critical-hit", "greater-critical-hit")
    del bought[removed]
    result = build(*character("duelist", points=100), *bought)
    assert debits(result) == costs
    assert errors(result) == refused


def test_removing_a_talent_rank_reprices_the_next() -> None:
    # l. 284: the rank bought second is rank 2 (10 points); without the first it is rank 1 (5)
    result = build(*character("duelist", points=100), *talent("melee-boost", 2))
    assert debits(result) == [5, 10]
    assert debits(build(*character("duelist", points=100), *talent("melee-boost", 1))) == [5]


# --- Every prerequisite form, on real flairs (Chapter 5) -------------------------------------


@pytest.mark.parametrize(
    ("class_id", "stats", "before", "flair", "reason"),
    [
        # l. 911-912: Greater Critical Hit "Pre-requisite: [Advanced Critical Hit]"
        ("duelist", (0, 0), [], "greater-critical-hit", "needs the flair Advanced Critical Hit"),
        ("duelist", (0, 0), flairs("advanced-critical-hit"), "greater-critical-hit", None),
        # l. 1044-1045: Sniper Rifle Critical Hit needs both
        (
            "duelist",
            (0, 0),
            flairs("advanced-critical-hit"),
            "sniper-rifle-critical-hit",
            "needs the flair Greater Critical Hit",
        ),
        (
            "duelist",
            (0, 0),
            flairs("advanced-critical-hit", "greater-critical-hit"),
            "sniper-rifle-critical-hit",
            None,
        ),
        # l. 489-490: Redouble Specialist "Pre-requisite: [Rank] 1 [Redouble]"
        ("duelist", (0, 0), [], "redouble-specialist", "needs Redouble at rank 1 (has 0)"),
        ("duelist", (0, 0), talent("redouble", 1), "redouble-specialist", None),
        # l. 473-474: Parry "Pre-requisite: [Riposte] Special Ability" — a Grand Devourer lacks it
        ("grand-devourer", (20, 20), [], "parry", "needs the Riposte special ability"),
        ("duelist", (5, 5), [], "parry", None),
        # l. 1360-1361: Dragon Elemental Affinity "Pre-requisite: [Dragon] Mutation"
        ("duelist", (0, 0), [], "dragon-elemental-affinity", "needs the Dragon mutation"),
        (
            "duelist",
            (0, 0),
            [ev("assign-mutation", mutation="dragon")],
            "dragon-elemental-affinity",
            None,
        ),
    ],
)
def test_flair_prerequisites(
    class_id: str,
    stats: tuple[int, int],
    before: list[Event],
    flair: str,
    reason: str | None,
) -> None:
    strength, speed = stats
    events = character(class_id, points=200, strength=strength, speed=speed)
    result = build(*events, *before, ev("buy-flair", flair=flair))
    if reason is None:
        assert result.valid, errors(result)
        assert flair in result.state.flairs
    else:
        assert len(errors(result)) == 1
        assert reason in errors(result)[0]


@pytest.mark.parametrize(
    ("strength", "speed", "reason"),
    [
        # l. 392: "Pre-requisite: 20 [Maximum Strength Points], 20 [Maximum Speed Points]"
        (19, 25, "needs 20 Maximum Strength Points (has 19)"),
        (25, 19, "needs 20 Maximum Speed Points (has 19)"),
        (20, 20, None),
    ],
)
def test_stat_prerequisite(strength: int, speed: int, reason: str | None) -> None:
    result = build(
        *character("duelist", points=100, strength=strength, speed=speed),
        ev("take-dual-class", class_="vessel"),
    )
    expected = f"Dual-Class with The Vessel cannot be taken: {reason}."
    assert errors(result) == ([] if reason is None else [expected])


# --- Special and dual special ranks (l. 53, 127) ---------------------------------------------


@pytest.mark.parametrize(
    ("strength", "speed", "rank"),
    [
        (5, 4, 0),  # l. 53: "For every 10 points in the sum" — 9 → 0
        (6, 4, 1),  # 10 → 1
        (10, 9, 1),  # 19 → 1
        (10, 10, 2),  # 20 → 2
    ],
)
def test_class_special_rank_boundaries(strength: int, speed: int, rank: int) -> None:
    result = build(*character("skiffmaster", strength=strength, speed=speed))
    assert value(result, "special:caravan-master") == rank


@pytest.mark.parametrize(
    ("strength", "speed", "rank"),
    [
        (20, 20, 4),  # l. 127: dual special rank = floor(40 / 10)
        (24, 25, 4),  # 49 → 4
        (25, 25, 5),  # 50 → 5
    ],
)
def test_dual_special_rank_boundaries(strength: int, speed: int, rank: int) -> None:
    result = build(
        *character("duelist", points=100, strength=strength, speed=speed),
        ev("take-dual-class", class_="ghost-hunter"),
    )
    assert value(result, "special:bullet-hell") == rank
    assert value(result, "special:riposte") == rank
    assert value(result, "special:inhuman-speed") == rank


# --- Dual-Class (l. 115-127, 244, 390-393) ---------------------------------------------------


def _with_class_skills(class_id: str, special: str, skills: list[str]) -> Event:
    entry = {
        "id": class_id,
        "name": class_id,
        "source": {"book": "homebrew: test"},
        "special": special,
        "class_skills": skills,
    }
    return ev("define", kind="class", entry=entry)


@pytest.mark.parametrize(
    ("rank", "refund"),
    [(1, 1), (2, 3), (3, 6), (4, 10)],  # l. 121: ([Rank] * [Rank + 1] / 2)
)
def test_dual_class_refund(rank: int, refund: int) -> None:
    result = build(
        _with_class_skills("vessel", "concentration", ["stealth"]),
        *character("duelist", points=100 + rank * (rank + 1), strength=20, speed=20),
        *[ev("buy-skill-rank", skill="stealth")] * rank,
        ev("take-dual-class", class_="vessel"),
    )
    assert result.valid, errors(result)
    assert result.ledger.pool("skill-points")[-1].amount == refund
    assert value(result, "skill-points") == refund


def test_second_class_skills_cost_r_after_dual_class() -> None:
    # l. 121: "class skills cost less skill points than cross-class skills" — r, not 2r
    result = build(
        _with_class_skills("vessel", "concentration", ["stealth"]),
        *character("duelist", points=103, strength=20, speed=20),
        ev("take-dual-class", class_="vessel"),
        *[ev("buy-skill-rank", skill="stealth")] * 2,
    )
    assert debits(result) == [100, 1, 2]


@pytest.mark.parametrize(
    ("first", "second", "locked"),
    [
        # l. 123: "The character is not allowed to buy ranks in the matching dual-class skill."
        ("skiffmaster", "vessel", "healing-word"),
        ("ghost-hunter", "skiffmaster", "guidance"),
        ("vessel", "ghost-hunter", "teleport"),
    ],
)
def test_locked_dual_class_skill(first: str, second: str, locked: str) -> None:
    result = build(
        *character(first, points=110, strength=20, speed=20),
        ev("take-dual-class", class_=second),
        ev("buy-skill-rank", skill=locked),
    )
    assert "cannot receive bought ranks" in errors(result)[0]


@pytest.mark.parametrize(
    ("first", "second", "specials"),
    [
        # l. 55: "gain the [Class Special Abilities] of both [Classes]"; l. 129: and the pair's dual
        ("grand-devourer", "skiffmaster", ["inhuman-strength", "caravan-master", "flanking"]),
        ("techie", "ghost-hunter", ["mech-training", "inhuman-speed", "mech-puzzle-weapon"]),
        ("vessel", "duelist", ["concentration", "riposte", "elemental-riposte"]),
    ],
)
def test_dual_class_specials(first: str, second: str, specials: list[str]) -> None:
    result = build(
        *character(first, points=100, strength=20, speed=20),
        ev("take-dual-class", class_=second),
    )
    assert result.valid, errors(result)
    listed: list[dict[str, Any]] = result.sheet.sections["specials"]  # type: ignore[assignment]
    assert [s["id"] for s in listed] == specials
    assert [s["rank"] for s in listed] == [4, 4, 4]


@pytest.mark.parametrize(
    ("second", "reason"),
    [
        ("crew-member", "unique classes cannot dual-class"),  # l. 244
        ("duelist", "the second class must differ"),
    ],
)
def test_dual_class_refusals(second: str, reason: str) -> None:
    result = build(
        *character("duelist", points=100, strength=20, speed=20),
        ev("take-dual-class", class_=second),
    )
    assert reason in errors(result)[0]


# --- Crew (l. 71-81, 246-268) ----------------------------------------------------------------


def test_crew_member_stats_follow_the_skiffmaster() -> None:
    # l. 256-268: −3 strength/speed, −2 on every skill and talent rank, never below 0
    result = build(
        *character("skiffmaster", points=200, strength=20, speed=21),
        *talent("melee-boost", 3),
        *talent("dodge-boost", 1),
        *[ev("buy-skill-rank", skill="stealth")] * 2,
        ev("recruit-crew", name="Ada"),
        ev("award-stats", strength=2, speed=1),
    )
    assert result.valid, errors(result)
    crew: list[dict[str, Any]] = result.sheet.sections["crew"]  # type: ignore[assignment]
    member = crew[0]
    assert (member["max_strength"], member["max_speed"]) == (19, 19)  # 22 − 3, 22 − 3
    assert member["talents"]["melee-boost"] == 1
    assert member["talents"]["dodge-boost"] == 0
    assert member["skills"]["stealth"] == 0


def test_crew_stats_never_below_zero() -> None:
    result = build(*character("skiffmaster", strength=2, speed=8), ev("recruit-crew", name="Bo"))
    crew: list[dict[str, Any]] = result.sheet.sections["crew"]  # type: ignore[assignment]
    assert (crew[0]["max_strength"], crew[0]["max_speed"]) == (0, 5)


@pytest.mark.parametrize(
    ("stats", "recruits", "limit", "refused"),
    [
        # l. 75: "a maximum number of [Crew Members] equal to their [Rank] in [Caravan Master]"
        ((10, 9), 1, 1, 0),
        ((10, 9), 2, 1, 1),
        ((10, 10), 2, 2, 0),
        ((5, 4), 1, 0, 1),
    ],
)
def test_crew_limit(stats: tuple[int, int], recruits: int, limit: int, refused: int) -> None:
    names = ("Ada", "Bo", "Cy")[:recruits]
    result = build(
        *character("skiffmaster", strength=stats[0], speed=stats[1]),
        *[ev("recruit-crew", name=n) for n in names],
    )
    assert result.sheet.value("crew-limit") == limit
    assert len(errors(result)) == refused


def test_dead_crew_member_is_replaced() -> None:
    # l. 79: "[Crew Members] can be replaced if they die."
    result = build(
        *character("skiffmaster", strength=10, speed=0),
        ev("recruit-crew", name="Ada"),
        ev("crew-member-dies", name="Ada"),
        ev("recruit-crew", name="Bo"),
    )
    assert result.valid, errors(result)
    assert value(result, "crew-count") == 1


def test_dual_class_skiffmaster_has_a_crew() -> None:
    # l. 55: a dual-class gains the second class's special (Caravan Master)
    result = build(
        *character("techie", points=100, strength=20, speed=20),
        ev("take-dual-class", class_="skiffmaster"),
        ev("recruit-crew", name="Ada"),
    )
    assert value(result, "crew-limit") == 4
    assert value(result, "team-mech-points-limit") == 60  # l. 187: 15 × [Rank]


def test_non_skiffmaster_has_no_crew() -> None:
    result = build(*character("duelist", strength=20, speed=20), ev("recruit-crew", name="Ada"))
    assert "Only a Skiffmaster" in errors(result)[0]


# --- Mechs (l. 3591-3600, 184-238) -----------------------------------------------------------


@pytest.mark.parametrize(
    ("strength", "speed", "parts", "points"),
    [
        # l. 3597-3599: 3 parts + 1 per 3 ranks; 25 × [Rank] mech points per part
        (10, 9, 3, 25),
        (10, 10, 3, 50),
        (15, 15, 4, 75),
        (30, 30, 5, 150),
    ],
)
def test_mech_limits(strength: int, speed: int, parts: int, points: int) -> None:
    result = build(*character("techie", strength=strength, speed=speed))
    assert (value(result, "mech-part-limit"), value(result, "mech-points-limit")) == (
        parts,
        points,
    )


def _parts(*kinds: tuple[str, int]) -> list[Event]:
    return [
        ev("add-mech-part", name=f"part {n}", kind=kind, mech_points=points)
        for n, (kind, points) in enumerate(kinds)
    ]


@pytest.mark.parametrize(
    ("parts", "refused"),
    [
        ((("mech-body", 75), ("mech-blade", 75), ("mech-blade", 0), ("mech-blade", 0)), 0),
        # l. 3597: rank 3 allows 3 + 1 = 4 parts
        ((("mech-body", 0),) + (("mech-blade", 0),) * 4, 1),
        # l. 3599: at most 25 × 3 = 75 points per part
        ((("mech-body", 76),), 1),
        # l. 3598: one [Mech Body]
        ((("mech-body", 0), ("mech-body", 0)), 1),
    ],
)
def test_mech_building(parts: tuple[tuple[str, int], ...], refused: int) -> None:
    result = build(*character("techie", strength=15, speed=15), *_parts(*parts))
    assert len(errors(result)) == refused


@pytest.mark.parametrize(
    ("second", "kind", "extra"),
    [
        # l. 224: Mech Spell Training: 1 extra Mech Spell Core, +1 per 3 ranks (rank 4 → 2)
        ("vessel", "mech-spell-core", 2),
        # l. 238: Mech Puzzle Weapon: the same for Mech Puzzle Guns/Blades (docs/rulings.md)
        ("ghost-hunter", "mech-puzzle-gun", 2),
    ],
)
def test_mech_dual_special_extras(second: str, kind: str, extra: int) -> None:
    base = 3 + 4 // 3  # Mech Training 4
    parts = (("mech-body", 0),) + (("mech-blade", 0),) * (base - 1) + ((kind, 0),) * extra
    result = build(
        *character("techie", points=100, strength=20, speed=20),
        ev("take-dual-class", class_=second),
        *_parts(*parts),
    )
    assert result.valid, errors(result)
    assert value(result, "mech-part-limit") == base + extra
    over = build(
        *character("techie", points=100, strength=20, speed=20),
        ev("take-dual-class", class_=second),
        *_parts(*parts, ("mech-blade", 0)),
    )
    assert len(errors(over)) == 1


# --- Weapons (Chapter 4 talents, Chapter 5 flairs, Chapter 8 tables) -------------------------


@pytest.mark.parametrize(
    ("events", "weapon", "to_hit", "damage"),
    [
        # Table 6.1.1 Longsword +1, 1d6+1; l. 288-290 Melee Boost +1 and +1d6 per rank
        (talent("melee-boost", 2), "longsword", 3, "3d6+1"),
        # Table 6.7.1 Revolver -0, 2d6-1; l. 294-296 Gun Boost +2 to hit and +2 damage per rank
        (talent("gun-boost", 2), "revolver", 4, "2d6+3"),
        # Table 6.9.1 Shotgun -0, 1d6
        (talent("gun-boost", 1), "shotgun", 2, "1d6+2"),
        # Table 6.4.1 Hand hammer +0 1d6: melee
        (talent("melee-boost", 1), "hand-hammer", 1, "2d6"),
        # Table 6.5.1 Unarmed +0 damage 1; Dragon Claw (l. 1408) doubles Melee Boost for Unarmed
        (
            [
                ev("assign-mutation", mutation="dragon"),
                *flairs("dragon-elemental-affinity", "dragon-claw"),
                *talent("melee-boost", 1),
            ],
            "unarmed",
            2,
            "2d6+1",
        ),
    ],
)
def test_weapon_lines(events: list[Event], weapon: str, to_hit: int, damage: str) -> None:
    result = build(*character("duelist", points=100), *events, *wield(weapon))
    line = weapon_line(result, 1)
    assert (line["to_hit"], line["damage"]) == (to_hit, damage)


@pytest.mark.parametrize(
    ("strength", "speed", "weapon", "to_hit"),
    [
        # l. 405: +1 for every 2 the Maximum Weight Penalty exceeds the weapon's weight.
        # Grand Devourer 30 + 20 → Inhuman Strength 5 → Maximum Weight Penalty 5 (RULINGS.md)
        (30, 20, "longsword", 1 + 1),  # (5 − 2) ÷ 2 = 1
        (30, 20, "unarmed", 0 + 2),  # (5 − 0) ÷ 2 = 2
        (30, 20, "claymore-sword", 2 + 0),  # (5 − 4) ÷ 2 = 0
        (30, 20, "revolver", 0),  # condition: weight 5 is not < 5
    ],
)
def test_agile_strike(strength: int, speed: int, weapon: str, to_hit: int) -> None:
    result = build(
        *character("grand-devourer", strength=strength, speed=speed),
        *flairs("agile-strike"),
        *wield(weapon),
    )
    assert weapon_line(result, 1)["to_hit"] == to_hit


@pytest.mark.parametrize(
    ("owned", "pair", "balanced"),
    [
        # l. 3400 / 3417 / 3515: swords with shields; pistols with pistols
        ((), ("longsword", "small-shield"), True),
        ((), ("palm-pistol", "revolver"), True),
        ((), ("longsword", "longsword"), False),
        ((), ("stun-pistol", "palm-pistol"), False),
        # l. 430-436: Ambidexterity — pairs of only pistol, tesla, sword, shield, grappling weapon
        (("ambidexterity",), ("longsword", "longsword"), True),
        (("ambidexterity",), ("stun-pistol", "claw"), True),
        (("ambidexterity",), ("longsword", "hand-drill"), False),
        # l. 442-448: Advanced — any weapon with a listed one, but not with each other/themselves
        (("ambidexterity", "advanced-ambidexterity"), ("longsword", "hand-drill"), True),
        (("ambidexterity", "advanced-ambidexterity"), ("hand-drill", "hand-drill"), False),
        (("ambidexterity", "advanced-ambidexterity"), ("shotgun", "hand-hammer"), False),
        # l. 454-456: Greater — all weapons balanced with each other and themselves
        (
            ("ambidexterity", "advanced-ambidexterity", "greater-ambidexterity"),
            ("hand-drill", "hand-drill"),
            True,
        ),
    ],
)
def test_balanced_pairs(owned: tuple[str, ...], pair: tuple[str, str], balanced: bool) -> None:
    result = build(*character("duelist", points=100), *flairs(*owned), *wield(*pair))
    assert result.valid, errors(result)
    equipment: dict[str, Any] = result.sheet.sections["equipment"]  # type: ignore[assignment]
    assert equipment["balanced"] is balanced


@pytest.mark.parametrize(
    ("pair", "to_hits"),
    [
        # l. 462-466: balanced, one a sword → both use the higher (Small Shield +2 vs Longsword +1)
        (("longsword", "small-shield"), (2, 2)),
        # not balanced without Ambidexterity → each its own
        (("longsword", "claymore-sword"), (1, 2)),
    ],
)
def test_sword_dancer(pair: tuple[str, str], to_hits: tuple[int, int]) -> None:
    result = build(*character("duelist", points=100), *flairs("sword-dancer"), *wield(*pair))
    assert (weapon_line(result, 1)["to_hit"], weapon_line(result, 2)["to_hit"]) == to_hits


# --- Evasion (l. 1610-1616, 380, 473-486) ----------------------------------------------------


@pytest.mark.parametrize(
    ("events", "weapons", "passive", "active"),
    [
        ([], (), 7, 7),  # unarmored 7; every character starts with Active Evasion 7
        (talent("dodge-boost", 3), (), 7, 13),  # l. 380: +2 per rank
        # l. 473-486: Parry / Advanced Parry + Riposte rank (2) with a single sword only
        (flairs("parry"), ("longsword",), 7, 9),
        (flairs("parry", "advanced-parry"), ("longsword",), 9, 9),
        (flairs("parry", "advanced-parry"), ("longsword", "small-shield"), 7, 7),
        (flairs("parry"), ("hand-drill",), 7, 7),
    ],
)
def test_evasion(events: list[Event], weapons: tuple[str, ...], passive: int, active: int) -> None:
    result = build(
        *character("duelist", points=100, strength=10, speed=10), *events, *wield(*weapons)
    )
    assert (value(result, "passive-evasion"), value(result, "active-evasion")) == (
        passive,
        active,
    )


@pytest.mark.parametrize(
    ("owned", "passive"),
    [
        # l. 413-415: Agile Evasion — (Maximum Weight Penalty 5 − weight penalty 0) ÷ 2 = 2
        (("agile-evasion",), 9),
        # l. 421-424: Advanced — by armor weight (unarmored 0, docs/rulings.md): also 2
        (("agile-evasion", "advanced-agile-evasion"), 9),
    ],
)
def test_agile_evasion(owned: tuple[str, ...], passive: int) -> None:
    result = build(*character("grand-devourer", points=100, strength=30, speed=20), *flairs(*owned))
    assert value(result, "passive-evasion") == passive


# --- Reductions, restores, Redouble, spells, grapple, turn order -----------------------------


@pytest.mark.parametrize(
    ("talent_id", "rank", "key", "expected"),
    [
        ("physical-damage-reduction-boost", 2, "physical-damage-reduction", 6),  # l. 358: 3/rank
        ("spell-damage-reduction-boost", 2, "spell-damage-reduction", 10),  # l. 370: 5/rank
        ("restore-strength-points-boost", 0, "restore-strength", 5),  # l. 344: 5 + [Rank]
        ("restore-strength-points-boost", 3, "restore-strength", 8),
        ("restore-speed-points-boost", 2, "restore-speed", 7),  # l. 352
        ("redouble", 2, "redouble-threshold", 12),  # l. 318, 2347: 6 × [Rank]
    ],
)
def test_talent_values(talent_id: str, rank: int, key: str, expected: int) -> None:
    result = build(*character("duelist", points=100), *talent(talent_id, rank))
    assert value(result, key) == expected


@pytest.mark.parametrize(
    ("osb", "gsb", "dsb", "spell", "expected"),
    [
        (2, 1, 0, "elemental-spell", 11),  # l. 3284-3289 + RULINGS.md: 6d6 + 4d6 + 1d6 = 11d6
        (0, 1, 2, "health-recovery", 11),  # l. 3291-3297: 6d6 + 2·2d6 + 1d6
        (1, 1, 0, "possession", 21),  # l. 3340: 15d6 + 4d6 + 2d6
        (0, 2, 1, "spell-barrier", 39),  # 30 + 5 + 2·2
        (1, 0, 0, "gale-burst", 35),  # 30 ft + 5 ft
    ],
)
def test_spell_boosts(osb: int, gsb: int, dsb: int, spell: str, expected: int) -> None:
    result = build(
        *character("vessel", points=200),
        *talent("offensive-spell-boost", osb),
        *talent("general-spell-boost", gsb),
        *talent("defensive-spell-boost", dsb),
    )
    assert value(result, f"spell:{spell}") == expected


@pytest.mark.parametrize(
    ("strength", "invested"),
    # Table 6.6 (l. 2973-2983), looked up by Maximum Strength Points (docs/rulings.md)
    [(0, 1), (9, 1), (10, 2), (14, 2), (15, 3), (39, 7), (40, 8), (90, 8)],
)
def test_grapple_table(strength: int, invested: int) -> None:
    result = build(*character("duelist", strength=strength, speed=0))
    assert value(result, "max-grapple-strength") == invested


def test_grapple_boost_and_weapon() -> None:
    # l. 308-312: Grapple Boost +2 to hit, +1 Maximum Grapple Strength per rank; Table 6.5.1 Gauntlet
    result = build(
        *character("duelist", points=100, strength=10, speed=0),
        *talent("grapple-boost", 2),
        *wield("gauntlet"),
    )
    assert value(result, "max-grapple-strength") == 2 + 2 + 1
    assert value(result, "grapple-to-hit") == 4 + 1


@pytest.mark.parametrize(("strength", "speed"), [(30, 7), (5, 22)])
def test_turn_order_is_maximum_speed(strength: int, speed: int) -> None:
    # l. 1594: "determined by [Maximum Speed Points]"
    result = build(*character("ghost-hunter", strength=strength, speed=speed))
    assert value(result, "turn-order") == speed


# --- Flairs that change sheet values (Chapter 5) ---------------------------------------------


@pytest.mark.parametrize(
    ("owned", "weapon", "critical"),
    [
        ((), "longsword", "12"),  # l. 1668: "a 12 on the [Base To Hit Roll]"
        (("advanced-critical-hit",), "longsword", "11-12"),  # l. 904-905
        (("advanced-critical-hit", "greater-critical-hit"), "revolver", "10-12"),  # l. 911-912
        # l. 1044-1066: with a sniper rifle and a Steady Shot Bonus, also 9, 8, 7
        (
            ("advanced-critical-hit", "greater-critical-hit", "sniper-rifle-critical-hit"),
            "hunting-rifle",
            "10-12 (9-12 with a Steady Shot Bonus)",
        ),
        (("advanced-critical-hit", "greater-critical-hit"), "hunting-rifle", "10-12"),
        # l. 1068-1072: "Normal: If a character is wielding a [Shotgun], they cannot perform a
        # [Critical Hit]"; with Shotgun Critical Hit a 6 on the 1d6
        ((), "shotgun", "none"),
        (
            ("advanced-critical-hit", "greater-critical-hit", "shotgun-critical-hit"),
            "shotgun",
            "6 on 1d6",
        ),
    ],
)
def test_critical_hit_column(owned: tuple[str, ...], weapon: str, critical: str) -> None:
    result = build(*character("duelist", points=100), *flairs(*owned), *wield(weapon))
    assert weapon_line(result, 1)["columns"]["Critical Hit"] == critical


def test_unarmed_only_flair_flags_a_weapon_held_before() -> None:
    # l. 1408-1414: Dragon Claw — "loses the ability to use any weapons other than the [Unarmed]"
    result = build(
        *character("duelist", points=100),
        *wield("longsword"),
        ev("assign-mutation", mutation="dragon"),
        *flairs("dragon-elemental-affinity", "dragon-claw"),
    )
    assert [i.code for i in result.errors] == ["unarmed-only"]
    assert "unwield Longsword" in result.errors[0].message


@pytest.mark.parametrize(
    ("has_flair", "cast_time"), [(False, "3 [Action Blocks]"), (True, "0 [Action Blocks]")]
)
def test_eldritch_blast_possession_cast_time(has_flair: bool, cast_time: str) -> None:
    # l. 1456-1458: Eldritch Blast — "When the character casts [Possession], the base [Spell Cast
    # Time] is 0."
    events = [ev("assign-mutation", mutation="eldritch-beast"), *flairs("eldritch-blast")]
    result = build(*character("vessel", points=100), *(events if has_flair else []))
    spells: list[dict[str, Any]] = result.sheet.sections["spells"]  # type: ignore[assignment]
    possession = next(s for s in spells if s["id"] == "possession")
    assert possession["cast_time"].startswith(cast_time)


def test_skill_options_without_a_class() -> None:
    # l. 121 / RULINGS.md: whether a skill is a class skill decides its price — no class, no price
    result = build(ev("award-skill-points", amount=10))
    assert all(not o.check.ok for o in skill_options(result.state, result.ledger, result.content))
