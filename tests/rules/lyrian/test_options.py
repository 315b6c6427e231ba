# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What can be chosen next, and why not (the class browser and the interlude view)."""

from __future__ import annotations

from tests.rules.lyrian.builders import build, created, ev


def test_class_options_show_cost_and_unmet_requirements() -> None:
    # Tiers & Requirements (l. 163-165); Unlocking new classes (l. 169-171)
    result = build(*created())
    options = {o.id: o for o in result.options("class")}
    assert options["example-sellsword"].available
    assert options["example-sellsword"].cost == 100
    warden = options["example-warden"]
    assert not warden.available
    assert warden.cost == 200
    assert warden.check.reasons == (
        "needs the Sellsword (example) class, Toughness 4 and Spirit Core 1,000",
    )
    assert "tier not given" in options["mage"].detail


def test_interlude_actions_are_locked_during_an_arc() -> None:
    # Interlude Actions (l. 1070)
    result = build(*created(), ev("start-arc"))
    train = {o.id: o for o in result.options("interlude-action")}["train"]
    assert not train.available
    assert "only during character creation or an interlude" in train.check.reason
