# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Raising Animals (l. 1111-1133): an egg hatched, grown and trained into a mount in a Stable."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event
from rules.engine.step import Applied
from rules.lyrian.event_text import describe
from rules.lyrian.property_mounts import animals_section, stables_section
from rules.lyrian.state import Animal, OwnedMount, Phase
from tests.rules.lyrian.builders import build, created, errors, ev, shipped, to_interlude, values
from tests.rules.lyrian.mount_steps import after, apply, content, home, refusal, state

EGG: dict[str, Any] = {"name": "Pip", "becomes": "pegasus", "stable": "Riverside"}


def _ip(outcome: object) -> int:
    assert isinstance(outcome, Applied), outcome
    return sum(-e.amount for e in outcome.entries if e.pool == "ip")


def test_an_egg_hatched_grown_and_trained_becomes_a_mount() -> None:
    # l. 1119: hatched "by spending an IP"; l. 1127: a Growth potion "by spending an IP";
    # l. 1131: trained "by spending another IP": 3 IP in all from egg to mount
    s = after(state(home()), "gain-animal", **EGG)
    assert s.animals == (Animal("Pip", "pegasus", "egg", "Riverside"),)
    assert _ip(apply(s, "hatch-egg", animal="Pip", success=True)) == 1
    s = after(s, "hatch-egg", animal="Pip", success=True)
    assert s.animals[0].stage == "young"
    assert _ip(apply(s, "grow-animal", animal="Pip")) == 1
    s = after(s, "grow-animal", animal="Pip")
    assert s.animals[0].stage == "grown"
    assert _ip(apply(s, "train-animal", animal="Pip", success=True)) == 1
    s = after(s, "train-animal", animal="Pip", success=True)
    assert s.animals == ()
    assert s.mounts == (OwnedMount("Pip", "pegasus", stable="Riverside"),)
    assert s.log[-1] == "arc 0: Pip is trained: a Pegasus you can ride"


def test_some_eggs_take_multiple_ip() -> None:
    # l. 1123: "Some eggs may take multiple IP.."; a failed check costs its IP too (l. 1119)
    s = after(state(home()), "gain-animal", **EGG)
    failed = apply(s, "hatch-egg", animal="Pip", success=False)
    assert _ip(failed) == 1
    s = after(s, "hatch-egg", animal="pip", success=False)
    s = after(s, "hatch-egg", animal="Pip", success=False)
    assert (s.animals[0].stage, s.animals[0].attempts) == ("egg", 2)
    assert s.log[-1] == "arc 0: Pip did not hatch yet (attempt 2)"
    s = after(s, "hatch-egg", animal="Pip", success=True)
    assert (s.animals[0].stage, s.animals[0].attempts) == ("young", 0)
    # l. 1133: "the amount of training times will vary"
    s = after(s, "grow-animal", animal="Pip")
    s = after(s, "train-animal", animal="Pip", success=False)
    assert (s.animals[0].stage, s.animals[0].attempts, s.mounts) == ("grown", 1, ())


def test_each_step_in_order() -> None:
    # l. 1117-1133: hatch, then grow, then train
    s = after(state(home()), "gain-animal", **EGG)
    assert refusal(s, "grow-animal", animal="Pip") == (
        "Pip is still an egg: Growing an animal is not its next step."
    )
    assert refusal(s, "train-animal", animal="Pip", success=True) == (
        "Pip is still an egg: Training an animal is not its next step."
    )
    young = after(state(home()), "gain-animal", stage="young", **EGG)
    assert refusal(young, "hatch-egg", animal="Pip", success=True) == (
        "Pip is young: Hatching an egg is not its next step."
    )
    assert refusal(s, "hatch-egg", animal="Rex", success=True) == (
        "You are raising no animal named 'Rex'."
    )


def test_raising_needs_a_stable() -> None:
    # l. 1115: "For all these steps, something like a Stables facility building is required."
    assert refusal(state(home(stable=0)), "gain-animal", **EGG) == (
        "Riverside has no Stable. Raising an animal needs a Stable."
    )
    without = build(*created(), ev("gain-animal", **EGG))
    assert errors(without) == [
        "There is no home named 'Riverside'. Raising an animal needs a Stable."
    ]
    # an egg whose home has lost its Stable cannot be hatched there
    lost = state(home(stable=0), animals=(Animal("Pip", "pegasus", "egg", "Riverside"),))
    assert refusal(lost, "hatch-egg", animal="Pip", success=True) == (
        "Riverside has no Stable: raising an animal needs one."
    )


def test_raising_is_an_interlude_action() -> None:
    # Interlude Actions (l. 1068-1070): interlude points are spent during the interlude
    s = after(state(home()), "gain-animal", **EGG)
    away = state(home(), phase=Phase.ADVENTURE, animals=s.animals)
    assert refusal(away, "hatch-egg", animal="Pip", success=True) == (
        "Interlude actions can be taken only during character creation or an interlude "
        "(now: the adventure)."
    )


def test_animals_share_the_stable_slots_with_mounts() -> None:
    # l. 1648-1650: a level 1 Stable has 2 slots; mounts and animals of unknown size take one each
    s = after(state(home()), "gain-mount", name="Bess", mount="horse", stable="Riverside")
    s = after(s, "gain-animal", **EGG)
    assert stables_section(s, shipped())[0]["used"] == 2
    assert refusal(s, "gain-animal", name="Dot", becomes="wolf", stable="Riverside") == (
        "Riverside's Stable has no free slot for a Wolf: its 2 slots are taken. "
        "Raising an animal needs a Stable."
    )
    # two medium animals of the same kind share a slot: a young pony beside a grown one
    rules = content({"id": "test-pony", "name": "Pony", "size": "medium"})
    s = after(state(home()), "gain-mount", rules, name="A", mount="test-pony", stable="Riverside")
    s = after(s, "gain-animal", rules, name="B", becomes="test-pony", stable="Riverside")
    assert stables_section(s, rules)[0]["used"] == 1


def test_names_are_unique_across_mounts_and_animals() -> None:
    # a trained animal becomes a mount of the same name (l. 1131)
    s = after(state(home()), "gain-mount", name="Pip", mount="horse")
    assert refusal(s, "gain-animal", **EGG) == "You already have a mount named 'Pip'."


def test_animals_section() -> None:
    s = after(state(home()), "gain-animal", **EGG)
    s = after(s, "hatch-egg", animal="Pip", success=False)
    assert animals_section(s, shipped()) == [
        {
            "name": "Pip",
            "becomes": "pegasus",
            "becomes_name": "Pegasus",
            "stage": "egg",
            "stage_name": "Egg",
            "stable": "Riverside",
            "where": "in Riverside's Stable",
            "attempts": 1,
            "next_action": "hatch-egg",
            "next": "Hatch it: 1 IP and an Animal Husbandry check (the GM sets the DC).",
            "slot_note": "size not given, counted as one slot",
        }
    ]


def test_undo_labels() -> None:
    rules = shipped()
    assert describe(ev("gain-animal", **EGG), rules) == "Gain Pegasus Egg Pip"
    young = ev("gain-animal", stage="young", **EGG)
    assert describe(young, rules) == "Gain Young Pegasus Pip"
    assert describe(ev("hatch-egg", animal="Pip", success=False), rules) == "Hatch Pip (failed)"
    assert describe(ev("grow-animal", animal="Pip"), rules) == "Grow Pip"
    assert describe(ev("train-animal", animal="Pip", success=True), rules) == "Train Pip"


def _homestead() -> list[Event]:
    """A tiny house with the GM's numbers (1 crafting point, no materials), built by a hired
    carpenter, with a level 1 Stable."""
    return [
        ev("buy-plot", name="Riverside", size="tiny"),
        ev("build-house", home="Riverside", crafting_points=1, lumber=0, metal=0, alchemy=0),
        ev("house-progress", home="Riverside", crafting_points=1, hired=True),
        ev("add-facility", home="Riverside", facility="stable"),
    ]


def test_raising_an_egg_by_replay() -> None:
    # l. 1119, 1127, 1131: one IP each to hatch, grow and train: 3 IP from egg to mount
    raised = build(
        *created(),
        *_homestead(),
        *to_interlude(ip=3),
        ev("gain-animal", **EGG),
        ev("hatch-egg", animal="Pip", success=True),
        ev("grow-animal", animal="Pip"),
        ev("train-animal", animal="Pip", success=True),
    )
    assert values(raised, "ip") == (0,)
    assert raised.state.mounts == (OwnedMount("Pip", "pegasus", stable="Riverside"),)
    short = build(
        *created(),
        *_homestead(),
        *to_interlude(ip=1),
        ev("gain-animal", **EGG),
        ev("hatch-egg", animal="Pip", success=False),
        ev("hatch-egg", animal="Pip", success=True),
    )
    assert errors(short) == ["Not enough Interlude Points: this needs 1, you have 0."]
    assert short.state.animals[0].attempts == 1
