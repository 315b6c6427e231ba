# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual-Class refusals read as sentences and cite the rule they apply (issue 14)."""

from __future__ import annotations

import pytest

from tests.rules.miridon.builders import build, character, ev


@pytest.mark.parametrize(
    ("base", "second", "message", "citation"),
    [
        # miridon.txt, Unique Classes (l. 244): "Unique Classes cannot dual-class."
        (
            "duelist",
            "crew-member",
            "Dual-Class with Crew Member cannot be taken: Crew Member is a unique class, "
            "and unique classes cannot dual-class.",
            "Miridon rulebook, Chapter 2: Unique Classes",
        ),
        # miridon.txt, Dual-Class Rules (l. 117-119): a second class on top of the base class
        (
            "duelist",
            "duelist",
            "Dual-Class with Duelist cannot be taken: the second class must differ from Duelist.",
            "Miridon rulebook, Chapter 2: Dual-Class Rules",
        ),
    ],
)
def test_dual_class_refusal_is_a_sentence_citing_its_rule(
    base: str, second: str, message: str, citation: str
) -> None:
    result = build(
        *character(base, points=100, strength=20, speed=20),
        ev("take-dual-class", class_=second),
    )
    issue = result.errors[0]
    assert issue.message == message
    assert issue.source is not None
    assert issue.source.cite() == citation


def test_dual_class_prerequisite_cites_the_talent() -> None:
    # miridon.txt, Talents — Dual-Class (l. 390-393): Pre-requisite 20 Max Strength, 20 Max Speed
    result = build(
        *character("duelist", points=100, strength=12, speed=20),
        ev("take-dual-class", class_="techie"),
    )
    issue = result.errors[0]
    assert issue.message == (
        "Dual-Class with Techie cannot be taken: needs 20 Maximum Strength Points (has 12)."
    )
    assert issue.source is not None
    assert issue.source.cite() == "Miridon rulebook, Chapter 4: Talents"
