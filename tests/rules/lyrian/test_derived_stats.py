# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Derived stats with armor, shields, proficiency, burden and Astra resistance (RULINGS.md)."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from tests.rules.lyrian.builders import build, created, errors, ev, values

KEYS = ("hp", "mana", "rp", "initiative", "evasion", "potency", "save-bonus")
DEFENSE = ("guard", "initiative", "evasion", "dodge-evasion", "block-guard")


def test_rulebook_example_array() -> None:
    # Derived Stats (l. 68-92) with Power 4, Focus 3, Agility 5, Toughness 4 (l. 44-50)
    result = build(*created())
    assert values(result, *KEYS) == (60, 10, 7, 5, 12, 14, 4)
    assert values(result, "speed", "guard", "dodge-evasion", "block-guard") == (20, 4, 25, 8)
    assert result.sheet["hp"].breakdown() == "HP 60 = 20 (base) + 40 (Toughness 4 × 10)"


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        # Armor (l. 1425): medium: Guard +2, Initiative −2, Evasion and Dodge −4, Block 8
        (
            [
                ev("gain-proficiency", proficiency="medium-armor"),
                ev("buy-armor", armor="medium-armor"),
            ],
            (6, 3, 8, 21, 16),
        ),
        # Proficiency (l. 1315): not proficient → guard −1, Evasion penalty +1
        ([ev("buy-armor", armor="medium-armor")], (5, 3, 7, 20, 15)),
        # Heavy (l. 1427): Guard +3, Initiative −3, Evasion −6, Block 12
        (
            [
                ev("gain-proficiency", proficiency="heavy-armor"),
                ev("buy-armor", armor="heavy-armor"),
            ],
            (7, 2, 6, 19, 20),
        ),
        # Shields (l. 679, 1429): +4 only while blocking
        (
            [ev("gain-proficiency", proficiency="shield"), ev("buy-shield", shield="shield")],
            (4, 5, 12, 25, 12),
        ),
        # Greatshield (l. 1431): Guard +1, Initiative −1, Evasion −2, Block 8
        (
            [
                ev("gain-proficiency", proficiency="greatshield"),
                ev("buy-shield", shield="greatshield"),
            ],
            (5, 4, 10, 23, 16),
        ),
    ],
)
def test_armor_and_shields(events: list[Event], expected: tuple[int, ...]) -> None:
    result = build(*created(), *events)
    assert values(result, *DEFENSE) == expected


def test_initiative_cannot_go_below_zero() -> None:
    # Combat — Initiative (l. 510); Agility 3 in heavy armor without proficiency: 3 − 3 → 0
    main = {"power": 5, "focus": 4, "agility": 3, "toughness": 4}
    result = build(*created(main), ev("buy-armor", armor="heavy-armor"))
    assert values(result, "initiative") == (0,)


def test_burden_over_ten_is_rooted() -> None:
    # Burden (l. 1513-1528): heavy armor 3, greatshield 2, two-handed 2, potions 1 each
    events = [
        ev("buy-armor", armor="heavy-armor", price=500),
        ev("buy-shield", shield="greatshield"),
        ev("buy-weapon", name="Maul", group="bludgeoning-weapons", hands="two-handed"),
        ev("buy-item", item="potion-elixir-flask", count=3),
    ]
    ok = build(*created(), *events)
    assert values(ok, "burden", "clim") == (10, 2500)
    assert ok.sheet.sections["status"] == []
    heavy = build(*created(), *events, ev("buy-weapon", name="Dagger", group="small-weapons"))
    assert values(heavy, "burden") == (11,)
    assert heavy.sheet.sections["status"] == ["Rooted"]
    assert [w.code for w in heavy.warnings if w.code == "rooted"] == ["rooted"]


def test_weapon_hands_are_fixed_at_purchase() -> None:
    # Weapons (l. 1323): group and One-/Two-Handed determined when acquired
    result = build(*created(), ev("buy-weapon", name="Spear", group="polearms"))
    assert errors(result) == ["Polearms weapons are One- or Two-Handed: choose one at purchase."]
    result = build(*created(), ev("buy-weapon", name="Bow", group="bow", hands="one-handed"))
    assert errors(result) == ["Bow weapons are two-handed."]


@pytest.mark.parametrize(("core", "astra"), [(0, 0), (499, 0), (500, 1), (1999, 3), (5000, 10)])
def test_astra_resistance(core: int, astra: int) -> None:
    # RULINGS.md: Astra resistance = floor(Spirit Core / 500)
    bt = {"id": "big", "name": "Big", "source": {"book": "test"}, "levels": [{"cost": core}]}
    result = build(
        *created(),
        ev("define", kind="breakthrough", entry=bt),
        ev("start-arc"),
        ev("award-exp", amount=core + 1),
        ev("rest"),
        ev("buy-breakthrough", breakthrough="big"),
    )
    assert values(result, "spirit-core", "astra-resistance") == (core, astra)
