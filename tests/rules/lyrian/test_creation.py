# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Creation: stat arrays, race, and the creation budgets (Character Creation, l. 26-151)."""

from __future__ import annotations

from typing import cast

import pytest

from tests.rules.lyrian.builders import (
    VALID_MAIN,
    VALID_SUB,
    build,
    created,
    errors,
    ev,
    master,
    values,
)


@pytest.mark.parametrize(
    ("main", "sub"),
    [
        # Character Creation step 2 (l. 44-52): the rulebook's own valid example
        ({"power": 4, "focus": 3, "agility": 5, "toughness": 4}, VALID_SUB),
        ({"power": 5, "focus": 4, "agility": 4, "toughness": 3}, VALID_SUB),
        (VALID_MAIN, {"fitness": 1, "cunning": 2, "reason": 3, "awareness": 4, "presence": 5}),
    ],
)
def test_valid_arrays(main: dict[str, int], sub: dict[str, int]) -> None:
    # l. 42: "all values must be used and can only be used an equal amount of time"
    result = build(ev("start-creation"), ev("assign-stats", main=main, sub=sub))
    assert result.valid, errors(result)
    assert result.sheet.value("agility") == main["agility"]


@pytest.mark.parametrize(
    ("main", "sub", "reason"),
    [
        (
            {"power": 5, "focus": 5, "agility": 4, "toughness": 3},
            VALID_SUB,
            "Main stats must use exactly 5, 4, 4, 3",
        ),
        ({"power": 4, "focus": 4, "agility": 4, "toughness": 4}, VALID_SUB, "given: 4, 4, 4, 4"),
        ({"power": 5, "focus": 4, "agility": 4}, VALID_SUB, "missing: toughness"),
        (
            VALID_MAIN,
            {"fitness": 5, "cunning": 5, "reason": 3, "awareness": 2, "presence": 1},
            "Sub stats must use exactly 5, 4, 3, 2, 1",
        ),
    ],
)
def test_invalid_arrays_are_refused(main: dict[str, int], sub: dict[str, int], reason: str) -> None:
    # Character Creation step 2 (l. 52, 62): main (5, 4, 4, 3), sub (5, 4, 3, 2, 1)
    result = build(ev("start-creation"), ev("assign-stats", main=main, sub=sub))
    assert any(reason in e for e in errors(result)), errors(result)
    assert result.sheet.value("power") == 0


def test_creation_budgets() -> None:
    # Steps 3-6 (l. 96-147): 300 breakthrough EXP, 1000 EXP and 3 IP, 10 skill points, 3000 Clim
    result = build(*created())
    assert values(result, "exp", "breakthrough-exp", "ip", "ep", "skill-points", "clim") == (
        1000,
        300,
        3,
        3,
        10,
        3000,
    )
    assert values(result, "spirit-core", "power-level") == (0, 1000)


def test_mastering_a_tier_one_class_costs_800_exp_and_1_ip() -> None:
    # Choose Classes (l. 102-104): 1 IP + 100 EXP per tier, then 7 abilities at 100 EXP
    result = build(*created(), *master("example-sellsword"))
    assert values(result, "exp", "ip", "spirit-core") == (200, 2, 800)
    classes = cast(list[dict[str, object]], result.sheet.sections["classes"])
    assert classes[0]["mastered"] is True


def test_creation_exp_cannot_master_a_second_class_past_1000() -> None:
    # 1000 creation EXP: a second mastery (800 more) runs out at the third ability
    result = build(*created(), *master("example-sellsword"), *master("example-hedge-mage"))
    assert errors(result)[0] == "Not enough EXP: this needs 100, you have 0."
    assert result.sheet.value("exp") == 0


def test_breakthrough_exp_is_lost_at_the_first_arc_and_not_in_spirit_core() -> None:
    # Step 3 (l. 98): "not added to your spirit core and any exp not spent … is removed"
    bt = {
        "id": "iron-will",
        "name": "Iron Will",
        "source": {"book": "test", "section": "t"},
        "levels": [{"cost": 200}],
    }
    result = build(
        *created(),
        ev("define", kind="breakthrough", entry=bt),
        ev("buy-breakthrough", breakthrough="iron-will"),
        ev("start-arc"),
    )
    assert values(result, "breakthrough-exp", "spirit-core", "exp") == (0, 0, 1000)
    assert any("100 unspent breakthrough EXP expired" in w.message for w in result.warnings)


def test_race_with_a_subrace_of_another_kind_is_refused() -> None:
    # Step 1 (l. 34): a subrace must match its primary race
    sub = {
        "id": "kitsune",
        "name": "Kitsune",
        "source": {"book": "test"},
        "race": "youkai",
        "kind": "subrace",
    }
    result = build(
        ev("start-creation"),
        ev("define", kind="subrace", entry=sub),
        ev("choose-race", race="fae", subrace="kitsune"),
    )
    assert any("belongs to another race" in e for e in errors(result))
