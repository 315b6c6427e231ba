# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Lyrian interlude actions, errands, injuries and facilities against lyrian-chronicles.txt."""

from __future__ import annotations

from rules.lyrian.content import Errand, Facility, Injury, InterludeAction
from tests.rules.lyrian.content_system import entries

LISTED = "Interlude — Interlude Actions"


def _actions() -> dict[str, InterludeAction]:
    return entries("interlude-action")


def test_interlude_action_list() -> None:
    listed = [a.id for a in _actions().values() if a.source.section == LISTED]
    # lyrian-chronicles.txt, Interlude — Interlude Actions (l. 1074-1101): 13 actions.
    assert listed == [
        "appraise-item",
        "class-action",
        "crafting",
        "gather",
        "heal-injury",
        "investigate",
        "job",
        "learn-class",
        "mentor-class",
        "recover",
        "research",
        "rest",
        "train",
    ]
    # Named elsewhere: Open Shop (Shop facility, l. 1644); Raising Animals (l. 1117-1133).
    others = sorted(a.id for a in _actions().values() if a.source.section != LISTED)
    assert others == ["grow-animal", "hatch-egg", "open-shop", "train-animal"]


def test_interlude_costs() -> None:
    costs = {a.id: a.ip_cost for a in _actions().values() if a.source.section == LISTED}
    # l. 1074-1095: the actions printed with "1 IP"; the others print no cost (l. 1076-1101).
    assert costs == {
        "appraise-item": 1,
        "class-action": None,
        "crafting": 1,
        "gather": None,
        "heal-injury": 1,
        "investigate": None,
        "job": 1,
        "learn-class": 1,
        "mentor-class": 1,
        "recover": 1,
        "research": None,
        "rest": None,
        "train": None,
    }
    # l. 1091: "Learn Class: 1 IP + 100 EXP Per Class Tier".
    learn = _actions()["learn-class"]
    assert (learn.exp_per_class_tier, learn.learns_class) == (100, True)


def test_interlude_effects() -> None:
    actions = _actions()
    # l. 1101: "Train: ... You gain 25 exp."
    assert actions["train"].exp == 25
    # l. 1088-1089: Job — base 300 Clim, another 300 with a crafting class mastered.
    assert (actions["job"].clim, actions["job"].clim_with_crafting_mastery) == (300, 300)
    # l. 1099: Rest — "an additional 20% HP and Mana as temporary HP and Mana".
    rest = actions["rest"]
    assert (rest.temporary_hp_percent, rest.temporary_mana_percent) == (20, 20)
    # l. 1080: Gather — "Gain 600 units of basic material".
    assert actions["gather"].material_units == 600
    # l. 1095: Recover removes your own injury; l. 1082: Heal Injury heals another's.
    assert actions["recover"].removes_injury == "own"
    assert actions["heal-injury"].removes_injury == "other"
    assert "+5 medical skill points" in actions["heal-injury"].requirement
    assert actions["mentor-class"].requirement == "Must have class mastery."  # l. 1093


def test_errands() -> None:
    errands: dict[str, Errand] = entries("errand")
    # lyrian-chronicles.txt, Interlude — Errands (l. 1107-1109): "The only basic errand action":
    # Learning from a Mentor. Facilities add two: Infirmary (l. 1614), Appraiser's Workshop (l. 1638).
    basic = [e.id for e in errands.values() if e.facility is None]
    assert basic == ["learning-from-a-mentor"]
    assert errands["learning-from-a-mentor"].learns_class
    assert {e.id: e.facility for e in errands.values() if e.facility} == {
        "treat-own-injury": "infirmary",
        "appraise-single-item": "appraisers-workshop",
    }


def test_injury_table() -> None:
    injuries: dict[str, Injury] = entries("injury")
    # lyrian-chronicles.txt, Resolve Character Injuries (l. 1003-1014): "Roll a 1d10", 10 rows.
    assert sorted(i.roll for i in injuries.values()) == list(range(1, 11))
    by_roll = {i.roll: i for i in injuries.values()}
    assert by_roll[1].name == "Main Hand Injury"  # l. 1005
    assert by_roll[2].modifiers == {"rp": -2}  # l. 1006: "You have 2 less RP."
    assert by_roll[5].modifiers == {"speed": -10}  # l. 1009
    assert by_roll[6].modifiers == {"ap": -1}  # l. 1010
    assert by_roll[7].modifiers == {"damage_taken": 1, "evasion": -2}  # l. 1011
    assert by_roll[8].modifiers == {"sight_checks": -10, "accuracy": -3}  # l. 1012
    assert by_roll[10].modifiers == {"speed": -5}  # l. 1014
    assert by_roll[9].effect.endswith("1d6 true damage.")  # l. 1013


def test_facilities() -> None:
    facilities: dict[str, Facility] = entries("facility")
    # lyrian-chronicles.txt, Housing — List of facilities (l. 1588-1600): 13.
    assert len(facilities) == 13
    # Crafting Workshop/Atelier (l. 1604-1608): uses 2/3/4, +2/+4/+6 to the respective skill.
    workshops = {f.id: f.bonus_skill for f in facilities.values() if f.bonus == [2, 4, 6]}
    assert workshops == {
        "alchemy-atelier": "alchemist",
        "carpentry-workshop": "carpenter",
        "blacksmith-workshop": "blacksmith",
        "artificer-atelier": "artificer",
    }
    assert all(facilities[f].uses == [2, 3, 4] for f in workshops)
    assert facilities["infirmary"].uses == [2, 4, 6]  # l. 1612
    assert (facilities["dojo"].uses, facilities["dojo"].bonus) == (
        [1, 1, 1],
        [1, 2, 4],
    )  # l. 1618-1620
    assert facilities["shrine"].uses == [5, 10, 20]  # l. 1624
    assert facilities["sauna"].uses == [5, 10, 20]  # l. 1630
    assert facilities["appraisers-workshop"].bonus == [10, 20, 30]  # l. 1638
    assert facilities["shop"].uses == [1, 2, 4]  # l. 1642
    assert (facilities["stable"].slots, facilities["stable"].uses) == ([2, 4, 6], [])  # l. 1648
    # Listed as "(Facility bonus)" with no effect block (l. 1591, 1596): left for the GM.
    for unfilled in ("professional-kitchen", "greenhouse"):
        assert facilities[unfilled].uses == []
        assert facilities[unfilled].bonus == []
        assert "ask your GM" in facilities[unfilled].description
