# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`design-ability` refusals cite the entry whose rule they apply, not the general section."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.event import Event
from tests.rules.heretics.builders import build, ev, exp


def design(template: str = "attack", **fields: Any) -> Event:
    """A one-paid-rank design-ability event."""
    return ev("design-ability", ability="bolt", template=template, name="Bolt", paid=1, **fields)


@pytest.mark.parametrize(
    ("event", "message", "citation"),
    [
        # glorious-heretics.txt, Restrictions — Locked Range (l. 263): "Attack with at least a
        # rank 2 range"
        (
            design(properties={"range": 1}, restrictions=[{"restriction": "locked-range"}]),
            "Locked Range needs Attack with at least a rank 2 range (range rank is 1).",
            "Glorious Heretics rulebook, Restrictions — Locked Range",
        ),
        # glorious-heretics.txt, Improvements — Riposte (l. 242): Type : Defenses
        (
            design(template="heal", improvements={"riposte": 1}),
            "Riposte needs Defenses (Heal is not a defense ability).",
            "Glorious Heretics rulebook, Improvements — Riposte",
        ),
        # glorious-heretics.txt, Obtaining or modifying abilities (l. 89): each rank invested
        # can improve a property; the general section is the rule applied here
        (
            design(properties={"power": 9}),
            "Bolt assigns 8 rank(s) more than it has.",
            "Glorious Heretics rulebook, Obtaining or modifying abilities",
        ),
    ],
)
def test_design_refusal_cites_the_rule_it_applies(
    event: Event, message: str, citation: str
) -> None:
    [issue] = build(exp(1), event).errors
    assert issue.message == message
    assert issue.source is not None
    assert issue.source.cite() == citation
