# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Rulebook audit: every Lyrian rule of issue 5 against lyrian-chronicles.txt and RULINGS.md.

Each case cites the rulebook line (l. N) its number comes from; RULINGS.md (Lyrian) decides where
the book is silent.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any, cast

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import (
    VALID_MAIN,
    VALID_SUB,
    build,
    created,
    errors,
    ev,
    master,
    to_interlude,
    values,
)

MAIN = ("power", "focus", "agility", "toughness")
SUB = ("fitness", "cunning", "reason", "awareness", "presence")


def _assign(main: dict[str, int], sub: dict[str, int]) -> Build[LyrianState]:
    return build(ev("start-creation"), ev("assign-stats", main=main, sub=sub))


# --- Stat arrays (Character Creation step 2) -------------------------------------------------


@pytest.mark.parametrize("order", sorted(set(permutations((5, 4, 4, 3)))))
def test_every_arrangement_of_the_main_array_is_valid(order: tuple[int, ...]) -> None:
    # l. 52: Main Stats (5, 4, 4, 3), assigned freely
    result = _assign(dict(zip(MAIN, order, strict=True)), VALID_SUB)
    assert result.valid, errors(result)


@pytest.mark.parametrize("order", [(5, 4, 3, 2, 1), (1, 2, 3, 4, 5), (3, 1, 5, 2, 4)])
def test_arrangements_of_the_sub_array_are_valid(order: tuple[int, ...]) -> None:
    # l. 62: Sub Stats (5, 4, 3, 2, 1), assigned freely
    result = _assign(VALID_MAIN, dict(zip(SUB, order, strict=True)))
    assert result.valid, errors(result)


@pytest.mark.parametrize(
    ("main", "sub"),
    [
        ((5, 5, 4, 3), (5, 4, 3, 2, 1)),  # l. 52: a 5 used twice
        ((5, 4, 3, 3), (5, 4, 3, 2, 1)),  # l. 52: a 4 missing
        ((4, 4, 4, 4), (5, 4, 3, 2, 1)),  # l. 52: same total, wrong multiset
        ((6, 4, 3, 3), (5, 4, 3, 2, 1)),  # l. 52: a value not in the array
        ((5, 4, 4, 3), (5, 4, 3, 2, 2)),  # l. 62: a 2 used twice
        ((5, 4, 4, 3), (5, 5, 3, 1, 1)),  # l. 62: same total, wrong multiset
        ((5, 4, 4, 3), (5, 4, 3, 2, 0)),  # l. 62: 0 is not in the array
        ((5, 4, 4, 3), (4, 3, 2, 1, 5 + 1)),  # l. 62: 6 is not in the array
    ],
)
def test_invalid_multisets_are_refused(main: tuple[int, ...], sub: tuple[int, ...]) -> None:
    result = _assign(dict(zip(MAIN, main, strict=True)), dict(zip(SUB, sub, strict=True)))
    assert errors(result)
    assert result.sheet.value("power") == 0


@pytest.mark.parametrize(
    ("main", "sub"),
    [
        ({"power": 5, "focus": 4, "agility": 4}, VALID_SUB),  # l. 52: a main stat missing
        (VALID_MAIN, {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2}),  # l. 62
        ({**VALID_MAIN, "fitness": 5}, VALID_SUB),  # a sub stat among the main stats
        (VALID_MAIN, {**VALID_SUB, "luck": 3}),  # no such stat
        ({}, {}),
    ],
)
def test_invalid_shapes_are_refused(main: dict[str, int], sub: dict[str, int]) -> None:
    result = _assign(main, sub)
    assert errors(result)
    assert result.sheet.value("power") == 0


# --- Derived stats (Derived Stats l. 76-94; Dodge l. 663-667; Block l. 673-679) -------------

KEYS = ("hp", "mana", "rp", "guard", "initiative", "evasion", "dodge-evasion", "block-guard")
KEYS += ("potency", "save-bonus", "speed")


def test_rulebook_example() -> None:
    # l. 42-50 (Power 4, Focus 3, Agility 5, Toughness 4): HP 20+10·4 (l. 78), Mana 6+4 (l. 80),
    # RP 2+5 (l. 82), Guard 0+4 (l. 84), Initiative 5 (l. 86), Evasion 7+5 (l. 88), Dodge 20+5
    # (l. 886), Block 2·4 (l. 675), Potency 11+3 (l. 90), Save 4 (l. 92), Speed 20 (l. 94)
    assert values(build(*created()), *KEYS) == (60, 10, 7, 4, 5, 12, 25, 8, 14, 4, 20)


@pytest.mark.parametrize(
    ("main", "expected"),
    [
        # Power 5, Focus 4, Agility 4, Toughness 3: HP 50, Mana 11, RP 6, Evasion 11, Potency 15
        (
            {"power": 5, "focus": 4, "agility": 4, "toughness": 3},
            (50, 11, 6, 3, 4, 11, 24, 6, 15, 3, 20),
        ),
        # Power 3, Focus 4, Agility 4, Toughness 5: HP 70, Mana 9, Block 10
        (
            {"power": 3, "focus": 4, "agility": 4, "toughness": 5},
            (70, 9, 6, 5, 4, 11, 24, 10, 15, 5, 20),
        ),
    ],
)
def test_derived_formulas(main: dict[str, int], expected: tuple[int, ...]) -> None:
    # l. 78-94, 675, 886
    assert values(build(*created(main)), *KEYS) == expected


def _wear(armor: str | None, shield: str | None, proficient: bool) -> list[Event]:
    events = []
    for kind, entry in (("armor", armor), ("shield", shield)):
        if entry is None:
            continue
        if proficient:
            events.append(ev("gain-proficiency", proficiency=entry))
        events.append(ev(f"buy-{kind}", **{kind: entry}))
    return events


DEFENSE = ("guard", "initiative", "evasion", "dodge-evasion", "block-guard")


@pytest.mark.parametrize(
    ("armor", "shield", "proficient", "expected"),
    [
        # base: Guard 4, Initiative 5, Evasion 12, Dodge 25, Block 2·4 = 8
        (None, None, True, (4, 5, 12, 25, 8)),
        # l. 1423 light: Guard +1, Initiative −1, Evasion and Dodge −2, Block value 4
        ("light-armor", None, True, (5, 4, 10, 23, 12)),
        # l. 1425 medium: +2, −2, −4, Block 8
        ("medium-armor", None, True, (6, 3, 8, 21, 16)),
        # l. 1427 heavy: +3, −3, −6, Block 12
        ("heavy-armor", None, True, (7, 2, 6, 19, 20)),
        # l. 1429, 679 shield: +4 Guard only while blocking
        (None, "shield", True, (4, 5, 12, 25, 12)),
        # l. 1431 greatshield: +1, −1, −2, Block 8; l. 679 "Greatshields always give Guard"
        (None, "greatshield", True, (5, 4, 10, 23, 16)),
        # l. 1421 a shield with armor: heavy + shield → Block 8 + 12 + 4
        ("heavy-armor", "shield", True, (7, 2, 6, 19, 24)),
        # heavy + greatshield: Guard 4+3+1, Initiative 5−3−1, Evasion 12−6−2, Block 8+12+8
        ("heavy-armor", "greatshield", True, (8, 1, 4, 17, 28)),
        # l. 1315 not proficient: guard −1 (Block too, docs/rulings.md), Evasion penalty +1
        ("light-armor", None, False, (4, 4, 9, 22, 11)),
        ("medium-armor", None, False, (5, 3, 7, 20, 15)),
        ("heavy-armor", None, False, (6, 2, 5, 18, 19)),
        (None, "shield", False, (4, 5, 11, 24, 11)),
        (None, "greatshield", False, (4, 4, 9, 22, 15)),
    ],
)
def test_armor_shields_and_proficiency(
    armor: str | None, shield: str | None, proficient: bool, expected: tuple[int, ...]
) -> None:
    result = build(*created(), *_wear(armor, shield, proficient))
    assert values(result, *DEFENSE) == expected
    # Armor never changes HP, Mana, RP, Potency, Save or Speed (l. 1423-1431)
    assert values(result, "hp", "mana", "rp", "potency", "save-bonus", "speed") == (
        60,
        10,
        7,
        14,
        4,
        20,
    )


def test_initiative_floor() -> None:
    # l. 510: "Initiative cannot go below 0" — Agility 3, heavy armor (−3) and greatshield (−1)
    low = {"power": 5, "focus": 4, "agility": 3, "toughness": 4}
    result = build(*created(low), *_wear("heavy-armor", "greatshield", True))
    assert values(result, "initiative", "evasion") == (0, 2)  # Evasion 7+3−6−2, no floor given


# --- Creation budgets (l. 98-147) ------------------------------------------------------------


def test_creation_budgets() -> None:
    # l. 98: 300 breakthrough EXP; l. 102: 1000 EXP and 3 IP; l. 108: 10 skill points;
    # l. 147: 3000 Clim; l. 76: Spirit Core starts at 0; RULINGS: one EP with each IP
    result = build(*created())
    assert values(result, "exp", "breakthrough-exp", "ip", "ep", "skill-points", "clim") == (
        1000,
        300,
        3,
        3,
        10,
        3000,
    )
    assert values(result, "spirit-core", "power-level", "astra-resistance") == (0, 1000, 0)


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # l. 98: unspent breakthrough EXP is removed after creation, never Spirit Core
        ([ev("start-arc")], (1000, 0, 0, 1000)),
        # l. 98: a breakthrough bought at creation uses the 300, not the 1000, nor Spirit Core
        (
            [ev("buy-breakthrough", breakthrough="example-iron-lungs"), ev("start-arc")],
            (1000, 0, 0, 1000),
        ),
        # l. 104 + l. 177: mastering a tier-1 class = 100 + 7·100 = 800 EXP (and 1 IP)
        (master("example-sellsword"), (200, 300, 800, 1000)),
    ],
)
def test_breakthrough_exp_and_spirit_core(events: list[Event], expected: tuple[int, ...]) -> None:
    result = build(*created(), *events)
    assert values(result, "exp", "breakthrough-exp", "spirit-core", "power-level") == expected


def test_mastering_a_tier_one_class() -> None:
    # l. 104: "1 interlude point and 100 EXP per tier"; l. 159: all abilities learned = mastered
    result = build(*created(), *master("example-sellsword"))
    assert values(result, "exp", "ip", "spirit-core") == (200, 2, 800)
    rows = cast(list[dict[str, Any]], result.sheet.sections["classes"])
    assert rows[0]["mastered"] is True


def test_creation_ip_and_exp_run_out() -> None:
    # l. 102: 3 IP — a fourth class at creation is refused
    extra = {"id": "x", "name": "X", "source": {"book": "test"}, "tier": 1}
    classes = ("example-sellsword", "example-hedge-mage", "example-tinker", "x")
    result = build(
        *created(),
        ev("define", kind="class", entry=extra),
        *[ev("unlock-class", class_=c) for c in classes],
    )
    assert any("Interlude Points" in e for e in errors(result))
    assert result.sheet.value("ip") == 0


def test_creation_skill_points() -> None:
    # l. 108: 10 skill points — an 11th is refused
    result = build(*created(), ev("buy-skill", skill="athletics", points=10))
    assert values(result, "skill-points", "skill:athletics") == (0, 15)  # Fitness 5 + 10
    more = build(*created(), ev("buy-skill", skill="athletics", points=11))
    assert errors(more)


# --- Classes and abilities (l. 167-185) -------------------------------------------------------


@pytest.mark.parametrize(
    ("phase", "ok"),
    [
        ([], True),  # l. 102-104: at creation
        ([ev("start-arc")], False),  # l. 171: only during an interlude phase
        ([ev("start-arc"), ev("award-exp", amount=100)], False),
        ([ev("start-arc"), ev("rest")], False),  # l. 1778: no new classes in a rest
        (to_interlude(0, 1), True),  # l. 171, 1091
    ],
)
def test_class_unlock_phase(phase: list[Event], ok: bool) -> None:
    result = build(*created(), *phase, ev("unlock-class", class_="example-sellsword"))
    assert result.valid is ok, errors(result)


@pytest.mark.parametrize(
    ("phase", "ok"),
    [
        ([], True),  # at creation (l. 102)
        ([ev("start-arc")], False),  # l. 179: outside an interlude only when taking a rest
        ([ev("start-arc"), ev("award-exp", amount=100)], False),
        ([ev("start-arc"), ev("rest")], True),  # l. 179, 1778
        (to_interlude(0, 0), True),
    ],
)
def test_ability_phase(phase: list[Event], ok: bool) -> None:
    result = build(
        *created(),
        ev("unlock-class", class_="example-sellsword"),
        *phase,
        ev("buy-ability", class_="example-sellsword", ability=1),
    )
    assert result.valid is ok, errors(result)


@pytest.mark.parametrize("ability", [2, 3, 7])
def test_abilities_strictly_in_order(ability: int) -> None:
    # l. 104: "must be purchased in order"
    result = build(
        *created(),
        ev("unlock-class", class_="example-sellsword"),
        ev("buy-ability", class_="example-sellsword", ability=ability),
    )
    assert any("in order" in e for e in errors(result))


def test_tier_two_class_in_an_interlude() -> None:
    # l. 171: tier 2 = 200 EXP + 1 IP, requirements met (example Warden: Spirit Core ≥ 1000)
    events = [
        *created(),
        *master("example-sellsword"),
        *to_interlude(1000, 2),
    ]
    refused = build(*events, ev("unlock-class", class_="example-warden"))
    # Spirit Core 800 < 1000, said in words
    assert any("Spirit Core 1,000" in e for e in errors(refused)), errors(refused)
    met = build(
        *events,
        ev("unlock-class", class_="example-hedge-mage"),
        ev("buy-ability", class_="example-hedge-mage", ability=1),
        ev("unlock-class", class_="example-warden"),
    )
    assert values(met, "exp", "ip", "spirit-core") == (1200 - 100 - 100 - 200, 0, 1200)


def test_passive_increases() -> None:
    # l. 177: 2nd (HP +5), 4th (Athletics +2), 6th (Toughness +1) of the example Sellsword
    result = build(*created(), *master("example-sellsword"))
    assert values(result, "hp", "toughness", "skill:athletics") == (75, 5, 7)


@pytest.mark.parametrize(
    ("refund", "expected"),
    [
        ("full", (1000, 100)),  # l. 181: duplicate → the EXP is refunded
        ("half", (950, 50)),  # l. 183: partial duplicate → half
        ("none", (900, 0)),
    ],
)
def test_duplicate_refunds(refund: str, expected: tuple[int, ...]) -> None:
    result = build(*created(), ev("unlock-class", class_="example-sellsword", refund=refund))
    assert values(result, "exp", "power-level")[0] == expected[0]
    # refunds are neither Spirit Core (l. 76) nor new EXP (power level stays 1000)
    assert values(result, "spirit-core", "power-level", "ip") == (100 - expected[1], 1000, 2)


# --- Interlude (l. 1054-1109) -----------------------------------------------------------------


def test_ip_and_ep_expire_at_the_next_arc() -> None:
    # l. 1070: "Interlude points do not carry over … lost at the start of the next arc"
    # l. 1105: one EP with each IP
    before = build(*created(), *to_interlude(0, 2))
    assert values(before, "ip", "ep") == (2, 2)
    assert any(i.code == "unspent-ip" for i in before.issues)  # the warning before
    after = build(*created(), *to_interlude(0, 2), ev("start-arc"))
    assert values(after, "ip", "ep") == (0, 0)
    assert after.warnings


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # l. 1101 Train: +25 EXP (house rule 1 IP, docs/rulings.md); power level counts it
        ([ev("interlude-action", action="train")], (1025, 3000, 1, 1025)),
        # l. 1088 Job: +300 Clim for 1 IP
        ([ev("interlude-action", action="job")], (1000, 3300, 1, 1000)),
    ],
)
def test_train_and_job(events: list[Event], expected: tuple[int, ...]) -> None:
    result = build(*created(), *to_interlude(0, 2), *events)
    assert values(result, "exp", "clim", "ip", "power-level") == expected


def test_job_with_a_crafting_class_mastered() -> None:
    # l. 1089: +300 more with a crafting class mastered (does not stack)
    result = build(
        *created(),
        *master("example-tinker"),
        *to_interlude(0, 2),
        ev("interlude-action", action="job"),
    )
    assert values(result, "clim") == (3600,)


def test_rest_action() -> None:
    # l. 1099: +20 % HP and Mana as temporary HP and Mana at the next adventure; does not stack
    result = build(*created(), *to_interlude(0, 2), ev("interlude-action", action="rest"))
    assert values(result, "temporary-hp", "temporary-mana") == (12, 2)
    again = build(
        *created(),
        *to_interlude(0, 2),
        ev("interlude-action", action="rest"),
        ev("interlude-action", action="rest"),
    )
    assert any("does not stack" in e for e in errors(again))


@pytest.mark.parametrize(
    ("ip", "errands", "expected"),
    [
        (2, 1, (2, 1)),  # l. 1105: an errand costs an EP
        (2, 2, (2, 0)),
        (2, 3, (1, 0)),  # no EP left: an IP
    ],
)
def test_errands(ip: int, errands: int, expected: tuple[int, ...]) -> None:
    run = [ev("errand", errand="appraise-single-item") for _ in range(errands)]
    result = build(*created(), *to_interlude(0, ip), *run)
    assert values(result, "ip", "ep") == expected


def test_errand_with_no_points_is_refused() -> None:
    result = build(*created(), *to_interlude(0, 0), ev("errand", errand="appraise-single-item"))
    assert errors(result)


# --- Experience (l. 26, 76, 151, 1847) -----------------------------------------------------


def test_power_level_spirit_core_and_astra() -> None:
    # l. 26: power level = all EXP; l. 151: spent EXP → Spirit Core; l. 1847: Spirit Core / 500
    result = build(
        *created(),
        *master("example-sellsword"),
        *to_interlude(700, 1),
        *master("example-hedge-mage"),
    )
    assert values(result, "exp", "power-level", "spirit-core", "astra-resistance") == (
        100,
        1700,
        1600,
        3,
    )


# --- Skills (l. 137, 289-293, 357, 377) -----------------------------------------------------


def _core(amount: int) -> list[Event]:
    if not amount:
        return [ev("award-skill-points", amount=60)]
    bt = {"id": "core", "name": "Core", "source": {"book": "test"}, "levels": [{"cost": amount}]}
    return [
        ev("define", kind="breakthrough", entry=bt),
        ev("start-arc"),
        ev("award-exp", amount=amount),
        ev("rest"),
        ev("buy-breakthrough", breakthrough="core"),
        ev("award-skill-points", amount=60),
    ]


@pytest.mark.parametrize(
    ("core", "points", "ok"),
    [
        (0, 15, True),  # l. 289: 15 points
        (0, 16, False),
        (4999, 16, False),
        (5000, 20, True),  # l. 291: Skybound (5k) +5
        (5000, 21, False),
        (9999, 21, False),
        (10000, 40, True),  # l. 293: at 10k no limit
    ],
)
def test_main_skill_cap(core: int, points: int, ok: bool) -> None:
    result = build(*created(), *_core(core), ev("buy-skill", skill="stealth", points=points))
    assert result.valid is ok, errors(result)


@pytest.mark.parametrize(
    ("core", "points", "value", "ok"),
    [
        (0, 1, 2, True),  # l. 137: each point as expertise grants 2
        (0, 7, 14, True),
        (0, 8, 15, True),  # l. 289: capped at 15, the 8th point adds 1
        (0, 9, 15, False),  # a 9th adds nothing: refused (docs/rulings.md)
        (5000, 10, 20, True),  # l. 291: Skybound +5 → 20
        (5000, 11, 20, False),
        (10000, 20, 40, True),  # l. 293: no cap
    ],
)
def test_expertise_points_and_cap(core: int, points: int, value: int, ok: bool) -> None:
    result = build(
        *created(),
        *_core(core),
        ev("buy-expertise", skill="survival", expertise="Forests", points=points),
    )
    assert result.valid is ok, errors(result)
    if ok:
        rows = cast(list[dict[str, Any]], result.sheet.sections["skills"])
        survival = next(r for r in rows if r["id"] == "survival")
        assert survival["expertises"] == {"Forests": value}


GATHERER = {
    "id": "miner",
    "name": "Miner",
    "source": {"book": "test"},
    "tier": 1,
    "artisan": "gathering",
    "artisan_skill": "mining",
}


@pytest.mark.parametrize(
    ("core", "points", "ok"),
    [
        (0, 10, True),  # l. 357: artisan skills: 10 skill points
        (0, 11, False),
        (5000, 11, False),  # l. 357: no Skybound change for artisan skills (docs/rulings.md)
        (10000, 11, False),
    ],
)
def test_artisan_skill_cap(core: int, points: int, ok: bool) -> None:
    result = build(
        *created(),
        ev("unlock-class", class_="example-tinker"),
        *_core(core),
        ev("buy-skill", skill="artificer", points=points),
    )
    assert result.valid is ok, errors(result)


@pytest.mark.parametrize(
    ("points", "ok"),
    [
        (5, True),  # l. 357: 10 expertise points = 5 skill points
        (6, False),
    ],
)
def test_artisan_expertise_cap(points: int, ok: bool) -> None:
    result = build(
        *created(),
        ev("unlock-class", class_="example-tinker"),
        ev("buy-expertise", skill="artificer", expertise="Pistol", points=points),
    )
    assert result.valid is ok, errors(result)


@pytest.mark.parametrize(
    ("core", "points", "ok"),
    [
        (0, 15, True),  # l. 377: gathering skills 15
        (0, 16, False),
        (5000, 16, False),  # l. 377: no Skybound change (docs/rulings.md)
    ],
)
def test_gathering_skill_cap(core: int, points: int, ok: bool) -> None:
    result = build(
        *created(),
        ev("define", kind="class", entry=GATHERER),
        ev("unlock-class", class_="miner"),
        *_core(core),
        ev("buy-skill", skill="mining", points=points),
    )
    assert result.valid is ok, errors(result)


def test_gathering_skills_have_no_expertise() -> None:
    # l. 377: "no possible expertises"
    result = build(
        *created(),
        ev("define", kind="class", entry=GATHERER),
        ev("unlock-class", class_="miner"),
        ev("buy-expertise", skill="mining", expertise="Iron", points=1),
    )
    assert errors(result)


def test_house_rule_lifts_artisan_caps_with_the_tier() -> None:
    # setting tier_lifts_artisan_caps: Skybound +5 for artisan skills too
    events = [
        *created(),
        ev("unlock-class", class_="example-tinker"),
        *_core(5000),
        ev("buy-skill", skill="artificer", points=15),
    ]
    assert build(*events, tier_lifts_artisan_caps=True).valid
    assert not build(*events).valid


# --- Burden (l. 1513-1528) and injuries (l. 1003-1016) --------------------------------------


def _axes(n: int, hands: str) -> list[Event]:
    return [ev("buy-weapon", group="axes", hands=hands, name=f"{hands} axe {i}") for i in range(n)]


@pytest.mark.parametrize(
    ("events", "burden", "rooted"),
    [
        (_axes(5, "two-handed"), 10, False),  # l. 1513: up to 10; l. 1521 Two-Handed 2
        ([*_axes(5, "two-handed"), *_axes(1, "one-handed")], 11, True),  # l. 1515; l. 1519
        (
            # l. 1524 heavy 3, l. 1526 greatshield 2, l. 1527 potion 1 each
            [
                ev("buy-armor", armor="heavy-armor"),
                ev("buy-shield", shield="greatshield"),
                ev("buy-item", item="potion-elixir-flask", count=6),
            ],
            11,
            True,
        ),
    ],
)
def test_burden_and_rooted(events: list[Event], burden: int, rooted: bool) -> None:
    result = build(*created(), *events)
    assert values(result, "burden") == (burden,)
    assert (result.sheet.sections["status"] == ["Rooted"]) is rooted


@pytest.mark.parametrize(
    ("rolls", "rp", "speed", "evasion"),
    [
        ([2], 5, 20, 12),  # l. 1006 Muscle: 2 less RP
        ([5], 7, 10, 12),  # l. 1009 Leg: speed −10
        ([7], 7, 20, 10),  # l. 1011 Wound: Evasion −2
        ([10], 7, 15, 12),  # l. 1014 Foot: speed −5
        ([5, 10], 7, 5, 12),  # different injuries stack (l. 1001)
        ([5, 5], 7, 10, 12),  # l. 21: the same injury twice does not stack
    ],
)
def test_injuries(rolls: list[int], rp: int, speed: int, evasion: int) -> None:
    result = build(*created(), *[ev("injury", roll=r) for r in rolls])
    assert values(result, "rp", "speed", "evasion") == (rp, speed, evasion)


@pytest.mark.parametrize(
    ("rolls", "ap", "accuracy", "precise", "sight", "taken"),
    [
        # l. 548: normally 4 AP; l. 653-655: Light/Heavy 1d20 + Focus (3), Precise + Focus × 2
        ([], 4, 3, 6, 0, 0),
        ([6], 3, 3, 6, 0, 0),  # l. 1010 Head: 1 less AP on your turn
        ([8], 4, 0, 3, -10, 0),  # l. 1012 Eye: sight-related checks −10, hit rate −3
        ([7], 4, 3, 6, 0, 1),  # l. 1011 Wound: an additional 1 damage every time
    ],
)
def test_injuries_on_ap_accuracy_and_checks(
    rolls: list[int], ap: int, accuracy: int, precise: int, sight: int, taken: int
) -> None:
    result = build(*created(), *[ev("injury", roll=r) for r in rolls])
    keys = ("ap", "accuracy", "precise-accuracy", "sight-checks", "damage-taken")
    assert values(result, *keys) == (ap, accuracy, precise, sight, taken)


def test_injury_roll_off_the_table_is_refused() -> None:
    # l. 1003: 1d10
    assert errors(build(*created(), ev("injury", roll=11)))


def test_recover_removes_one_injury() -> None:
    # l. 1016, 1095: Recover, 1 IP, removes a single injury
    result = build(
        *created(),
        ev("start-arc"),
        ev("injury", roll=2),
        ev("start-interlude"),
        ev("grant-ip", amount=1),
        ev("interlude-action", action="recover"),
    )
    assert values(result, "rp", "ip") == (7, 0)
