# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Restrictions that fix a property: No Duration (glorious-heretics.txt, Restrictions, l. 287-290)."""

from __future__ import annotations

from typing import Any

from rules.engine.issue import Severity
from tests.rules.heretics.builders import build, errors, ev, exp


def shield(duration_ranks: int, *restrictions: str) -> Any:
    """A Shield buff with ranks in Duration and the given restrictions."""
    return build(
        exp(30),
        ev(
            "design-ability", ability="ward", template="shield", name="Ward", paid=3,
            properties={"duration": duration_ranks},
            restrictions=[{"restriction": r} for r in restrictions],
        ),
    )  # fmt: skip


def duration(result: Any) -> dict[str, Any]:
    cards = result.sheet.sections["abilities"]
    ward = next(c for c in cards if c["id"] == "ward")
    return next(p for p in ward["properties"] if p["property"] == "duration")


def test_no_duration_fixes_the_duration_whatever_the_ranks() -> None:
    # l. 290 No Duration: "This buff always ends at the beginning of your next turn"
    result = shield(2, "no-duration")
    assert result.valid, errors(result)
    prop = duration(result)
    assert prop["text"] == "until the start of your next turn"
    assert prop["fixed_by"] == "No Duration"
    assert result.sheet.value("ability.ward.duration") == 0
    card = next(c for c in result.sheet.sections["abilities"] if c["id"] == "ward")
    assert not any("2 turns" in p["text"] for p in card["properties"])


def test_without_no_duration_ranks_still_add_turns() -> None:
    # l. 115 and l. 195: Duration = 1 (1 per 2 ranks)
    result = shield(2)
    assert duration(result)["text"] == "2 turns"
    assert result.sheet.value("ability.ward.duration") == 2
    assert not [i for i in result.issues if i.code == "wasted-ranks"]


def test_ranks_in_duration_under_no_duration_are_flagged_as_wasted() -> None:
    # l. 287-290: the buff cannot last longer, so the ranks in Duration buy nothing
    result = shield(2, "no-duration")
    wasted = [i for i in result.issues if i.code == "wasted-ranks"]
    assert len(wasted) == 1
    assert wasted[0].severity is Severity.WARNING
    assert wasted[0].message.startswith("Ward: 2 ranks in Duration have no effect: No Duration")
    assert wasted[0].source is not None
    assert "No Duration" in wasted[0].source.cite()
    card = next(c for c in result.sheet.sections["abilities"] if c["id"] == "ward")
    assert wasted[0].message in card["problems"]


def test_no_duration_without_duration_ranks_warns_nothing() -> None:
    # l. 290: nothing spent in Duration, nothing wasted
    result = shield(0, "no-duration")
    assert not [i for i in result.issues if i.code == "wasted-ranks"]
