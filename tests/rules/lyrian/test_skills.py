# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skill and expertise caps, artisan and gathering skills, and the Skybound change (Skills)."""

from __future__ import annotations

from typing import Any, cast

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import build, created, errors, ev, values


def skill_rows(result: Build[LyrianState]) -> dict[str, dict[str, Any]]:
    """The skills section of the sheet by skill id."""
    rows = cast(list[dict[str, Any]], result.sheet.sections["skills"])
    return {row["id"]: row for row in rows}


def core(amount: int) -> list[Event]:
    """Reach a Spirit Core by buying a GM breakthrough during a rest."""
    bt = {"id": "core", "name": "Core", "source": {"book": "test"}, "levels": [{"cost": amount}]}
    return [
        ev("define", kind="breakthrough", entry=bt),
        ev("start-arc"),
        ev("award-exp", amount=amount),
        ev("rest"),
        ev("buy-breakthrough", breakthrough="core"),
        ev("award-skill-points", amount=40),
    ]


@pytest.mark.parametrize(
    ("spirit_core", "points", "ok"),
    [
        (0, 15, True),  # Skill cap (l. 289): 15 points
        (0, 16, False),
        (5000, 20, True),  # l. 291: Skybound tier (5k) +5
        (5000, 21, False),
        (10000, 40, True),  # l. 293: at 10k the limit is removed
    ],
)
def test_main_skill_cap(spirit_core: int, points: int, ok: bool) -> None:
    result = build(
        *created(),
        *(core(spirit_core) if spirit_core else [ev("award-skill-points", amount=40)]),
        ev("buy-skill", skill="athletics", points=points),
    )
    assert result.valid is ok, errors(result)


def test_expertise_two_points_each_capped_at_15() -> None:
    # Expertise (l. 137): "Any skill point added as expertise grants 2 points"; cap 15 (l. 289)
    events = [*created(), ev("award-skill-points", amount=10)]
    seven = build(*events, ev("buy-expertise", skill="survival", expertise="Forests", points=7))
    eight = build(*events, ev("buy-expertise", skill="survival", expertise="Forests", points=8))
    nine = build(*events, ev("buy-expertise", skill="survival", expertise="Forests", points=9))
    skills = skill_rows(eight)
    assert skills["survival"]["expertises"] == {"Forests": 15}
    assert values(seven, "skill-points") == (13,)
    assert values(eight, "skill-points") == (12,)
    assert "capped at 15 expertise points" in errors(nine)[0]


def test_skybound_raises_the_expertise_cap() -> None:
    # l. 291: Skybound +5: 10 points → 20
    result = build(
        *created(),
        *core(5000),
        ev("buy-expertise", skill="survival", expertise="Forests", points=10),
    )
    skills = skill_rows(result)
    assert skills["survival"]["expertises"] == {"Forests": 20}
    assert values(result, "spirit-core") == (5000,)


def test_artisan_and_gathering_skills_need_their_class() -> None:
    # Artisan Skills (l. 353): not selectable "unless the name of such skill is explicitly mentioned"
    refused = build(*created(), ev("buy-skill", skill="artificer"))
    assert "cannot be picked with skill points" in errors(refused)[0]
    tinker = build(
        *created(),
        ev("unlock-class", class_="example-tinker"),
        ev("buy-skill", skill="artificer", points=10),
    )
    assert tinker.valid, errors(tinker)
    capped = build(
        *created(),
        ev("unlock-class", class_="example-tinker"),
        ev("award-skill-points", amount=1),
        ev("buy-skill", skill="artificer", points=11),
    )
    assert "capped at 10" in errors(capped)[0]  # artisan cap 10 (l. 357)


def test_gathering_skills_have_no_expertise() -> None:
    # Gathering Cap and Expertise (l. 377): "they have no possible expertises"
    result = build(*created(), ev("buy-expertise", skill="mining", expertise="Iron"))
    assert any("no expertises" in e or "cannot be picked" in e for e in errors(result))


def test_skill_check_bonus_is_sub_stat_plus_skill() -> None:
    # Skill checks (l. 141): d20 + sub stat + main skill (+ expertise)
    result = build(*created(), ev("buy-skill", skill="athletics", points=3))
    assert values(result, "skill:athletics") == (8,)  # Fitness 5 + 3
