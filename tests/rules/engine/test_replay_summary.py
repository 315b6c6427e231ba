# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A summary replay (issue 16) gives the headline and issues of a full replay, and for a system
that can tell its headline from the final state it never derives the sheet."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

import pytest

from rules.engine.event import Event
from rules.engine.replay import replay, replay_summary
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet
from rules.engine.system import System
from rules.gravedust.system import SYSTEM as GRAVEDUST
from rules.heretics.system import SYSTEM as HERETICS
from rules.lyrian.system import SYSTEM as LYRIAN
from rules.miridon.system import SYSTEM as MIRIDON
from tests.rules.gravedust import builders as gd
from tests.rules.heretics import builders as gh
from tests.rules.lyrian import builders as ly
from tests.rules.miridon import builders as mi


@dataclass(frozen=True)
class Case:
    """A built character: its system, content, events and house rules."""

    system: System[Any]
    content: Callable[[], Ruleset]
    events: Sequence[Event]
    settings: Mapping[str, Any]


CASES = {
    "gravedust-example": Case(GRAVEDUST, gd.shipped, gd.example_events(), {}),
    "gravedust-levelled-twice": Case(
        GRAVEDUST, gd.shipped, [*gd.FIXTURE_CONTENT, gd.ev("award-xp", amount=40)], {}
    ),
    "heretics-skills-and-starting-exp": Case(
        HERETICS,
        gh.shipped,
        [gh.exp(7), gh.ev("raise-skill", skill="logic"), gh.ev("raise-skill", skill="logic")],
        {"starting_exp": 10},
    ),
    "heretics-overspent": Case(
        HERETICS, gh.shipped, [gh.ev("raise-skill", skill="logic")], {"starting_exp": 0}
    ),
    "lyrian-created-master": Case(
        LYRIAN,
        ly.shipped,
        [*ly.created(), *ly.master("example-sellsword"), *ly.to_interlude(300, 2)],
        {},
    ),
    "lyrian-bad-house-rule": Case(LYRIAN, ly.shipped, ly.created(), {"unpriced_action_ip": -1}),
    "miridon-dual-class": Case(
        MIRIDON,
        mi.shipped,
        [
            *mi.character("vessel", points=5000, strength=25, speed=25),
            mi.ev("take-dual-class", class_="ghost-hunter"),
        ],
        {},
    ),
    "miridon-no-class": Case(MIRIDON, mi.shipped, [mi.ev("fly")], {}),
}


def full(case: Case) -> tuple[str, tuple[Any, ...]]:
    """The headline and issues from a full replay and its derived sheet."""
    build = replay(case.system, case.content(), case.events, case.settings)
    assert case.system.headline is not None
    return case.system.headline(build.sheet), build.issues


def not_derived(state: Any, ledger: Any, content: Any) -> Sheet:
    raise AssertionError("the summary derived the whole sheet")


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_summary_is_the_full_replays_headline_and_issues(case: Case) -> None:
    summary = replay_summary(case.system, case.content(), case.events, case.settings)
    assert summary == full(case)


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_summary_never_derives_the_sheet(case: Case) -> None:
    cheap = replace(case.system, derive=not_derived)
    headline, _ = replay_summary(cheap, case.content(), case.events, case.settings)
    assert headline == full(case)[0]


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_without_a_state_headline_the_summary_derives(case: Case) -> None:
    plain = replace(case.system, state_headline=None)
    assert replay_summary(plain, case.content(), case.events, case.settings) == full(case)


def test_without_any_headline_the_summary_has_none() -> None:
    bare = replace(GRAVEDUST, headline=None, state_headline=None, derive=not_derived)
    headline, issues = replay_summary(bare, gd.shipped(), [gd.ev("fly")])
    assert headline == ""
    assert [i.message.split(" (")[0] for i in issues] == [
        "'fly' is not something a Gravedust character can do"
    ]


def test_the_cases_show_real_values() -> None:
    """The headlines compared above are the values a player sees, not empty lines."""
    shown = {name: full(case)[0] for name, case in CASES.items()}
    assert shown["gravedust-levelled-twice"] == "LV 3"
    assert shown["heretics-skills-and-starting-exp"] == "17 Exp"
    assert shown["miridon-dual-class"] == "The Vessel / Ghost Hunter"
    assert shown["miridon-no-class"] == ""
    assert shown["lyrian-created-master"] == "Spirit Core 800"
    assert len(full(CASES["heretics-overspent"])[1]) > 0
