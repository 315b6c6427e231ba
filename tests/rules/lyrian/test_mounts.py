# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mounts: gaining, stabling and losing them, Stable slots, the rider's flags, mounted speed."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.lyrian.event_text import describe
from rules.lyrian.final_checks import final_issues
from rules.lyrian.property_mounts import (
    mount_issues,
    mounted_speed_values,
    mounts_section,
    rider_flags,
    slots_taken,
    stables_section,
)
from rules.lyrian.state import Home, OwnedMount, frozen
from tests.rules.lyrian.builders import build, created, errors, ev, shipped, values
from tests.rules.lyrian.mount_steps import after, content, home, refusal, state

BIG = {"id": "test-griffon", "name": "Griffon", "size": "large"}
MID = {"id": "test-pony", "name": "Pony", "size": "medium"}
SMALL = {"id": "test-lizard", "name": "Lizard", "size": "small", "rider_size": "tiny"}
FAST = {"id": "test-courser", "name": "Courser", "speed": 60, "riding_points": 3}


def test_stable_slots_by_size_and_kind() -> None:
    # lyrian-chronicles.txt l. 1650: "each large animal taking up a slot. Two medium animals of
    # the same kind may share 1 slot and 4 small animals of the same kind may share 1 slot."
    rules = content(BIG, MID, SMALL)
    assert slots_taken(rules, ["test-griffon"] * 2) == 2
    assert slots_taken(rules, ["test-pony"] * 3) == 2  # 2 share one, the third takes another
    assert slots_taken(rules, ["test-lizard"] * 4) == 1
    assert slots_taken(rules, ["test-lizard"] * 5) == 2
    # of the same kind only: one pony and one other medium kind do not share
    other = content(MID, {"id": "test-mule", "name": "Mule", "size": "medium"})
    assert slots_taken(other, ["test-pony", "test-mule"]) == 2
    # the shipped mounts give no size: one slot each
    assert slots_taken(shipped(), ["horse", "horse"]) == 2


def test_a_level_1_stable_holds_two_large_animals() -> None:
    # l. 1648: "Slots: 2/4/6"
    rules = content(BIG)
    full = state(home())
    for name in ("Ash", "Birch"):
        full = after(full, "gain-mount", rules, name=name, mount="test-griffon", stable="Riverside")
    assert refusal(
        full, "gain-mount", rules, name="Cedar", mount="test-griffon", stable="Riverside"
    ) == ("Riverside's Stable has no free slot for a Griffon: its 2 slots are taken.")
    bigger = state(home(stable=2), mounts=full.mounts)
    more = after(
        bigger, "gain-mount", rules, name="Cedar", mount="test-griffon", stable="Riverside"
    )
    assert stables_section(more, rules)[0]["used"] == 3
    assert stables_section(more, rules)[0]["slots"] == 4


def test_four_medium_animals_of_one_kind_in_a_level_1_stable() -> None:
    # l. 1650: two medium animals of the same kind share a slot: 4 ponies in 2 slots
    rules = content(MID)
    s = state(home())
    for name in ("A", "B", "C", "D"):
        s = after(s, "gain-mount", rules, name=name, mount="test-pony", stable="Riverside")
    row = stables_section(s, rules)[0]
    assert (row["used"], row["slots"], row["kept"]) == (2, 2, ["A", "B", "C", "D"])
    assert "no free slot" in refusal(
        s, "gain-mount", rules, name="E", mount="test-pony", stable="Riverside"
    )


def test_unknown_size_is_counted_as_one_slot_and_said_so() -> None:
    # l. 1650 counts by size; the rulebook gives no size for a Horse (l. 861)
    s = after(state(home()), "gain-mount", name="Bess", mount="horse", stable="Riverside")
    assert stables_section(s, shipped()) == [
        {
            "home": "Riverside",
            "level": 1,
            "slots": 2,
            "used": 1,
            "kept": ["Bess"],
            "notes": ["Horse: size not given, counted as one slot."],
        }
    ]
    assert mounts_section(s, shipped())[0]["slot_note"] == "size not given, counted as one slot"


def test_a_stable_needs_a_finished_house_with_one() -> None:
    # l. 1597: "Stable (Store a mount so it doesn't have to be with you)"
    assert refusal(
        state(home(stable=0)), "gain-mount", name="B", mount="horse", stable="Riverside"
    ) == ("Riverside has no Stable.")
    unbuilt = state(Home("Riverside", plot="small", building="small"))
    assert refusal(unbuilt, "gain-mount", name="B", mount="horse", stable="riverside") == (
        "Riverside is not built yet: a Stable needs a finished house."
    )
    assert refusal(state(), "gain-mount", name="B", mount="horse", stable="Hill") == (
        "There is no home named 'Hill'."
    )


def test_stable_mount_moves_it_and_takes_it_along() -> None:
    # l. 1597: a stabled mount does not have to be with you
    s = after(state(home()), "gain-mount", name="Bess", mount="horse")
    assert mounts_section(s, shipped())[0]["where"] == "with you"
    kept = after(s, "stable-mount", name="bess", stable="Riverside")
    assert kept.mounts[0].stable == "Riverside"
    assert mounts_section(kept, shipped())[0]["where"] == "in Riverside's Stable"
    assert refusal(kept, "stable-mount", name="Bess", stable="Riverside") == (
        "Bess is already in Riverside's Stable."
    )
    along = after(kept, "stable-mount", name="Bess", stable="")
    assert along.mounts[0].stable is None
    assert refusal(along, "stable-mount", name="Bess", stable="") == "Bess is already with you."
    assert refusal(along, "stable-mount", name="Rex", stable="") == "You have no mount named 'Rex'."


def test_moving_within_a_full_stable_counts_the_mover_once() -> None:
    # l. 1648-1650: a full level 1 Stable (2 large) can still take back its own mount
    rules = content(BIG, race_size="medium")
    s = state(home(), home("Hill"))
    for name in ("Ash", "Birch"):
        s = after(s, "gain-mount", rules, name=name, mount="test-griffon", stable="Riverside")
    s = after(s, "stable-mount", rules, name="Ash", stable="Hill")
    s = after(s, "stable-mount", rules, name="Ash", stable="Riverside")
    assert [m.stable for m in s.mounts] == ["Riverside", "Riverside"]


def test_gain_mount_pays_and_logs_by_replay() -> None:
    # Mounted Combat (l. 811-872); a horse bought for 500 Clim from 3000
    result = build(*created(), ev("gain-mount", name="Bess", mount="horse", price=500))
    assert values(result, "clim") == (2500,)
    assert result.state.mounts == (OwnedMount("Bess", "horse"),)
    assert result.state.log[-1] == "arc 0: Gained the Horse Bess"
    lost = build(
        *created(),
        ev("gain-mount", name="Bess", mount="horse"),
        ev("lose-mount", name="Bess", note="slain"),
    )
    assert lost.state.mounts == ()
    assert lost.state.log[-1] == "arc 0: Lost Bess: slain"


def test_gain_mount_refusals() -> None:
    # l. 855-864: the mount types; one name per mount
    twice = build(
        *created(),
        ev("gain-mount", name="Bess", mount="horse"),
        ev("gain-mount", name="bess", mount="wolf"),
    )
    assert errors(twice) == ["You already have a mount named 'bess'."]
    unknown = build(*created(), ev("gain-mount", name="Bess", mount="unicorn"))
    assert errors(unknown) == ["There is no mount type 'unicorn'."]
    given = content(FAST)
    assert refusal(state(), "gain-mount", given, name="C", mount="test-courser", speed=40) == (
        "A Courser's speed is given (60): leave it out."
    )
    assert errors(build(ev("gain-mount", name="Bess", mount="horse"))) == [
        "Start the character's creation first: that gives the creation budgets."
    ]


def test_rider_size_flags() -> None:
    # l. 861: "Horse (Medium creatures)"; l. 866: "a pixie is much too small to ride a horse"
    horse = OwnedMount("Bess", "horse", riding_points=0)
    small = state(mounts=(horse,))
    assert rider_flags(small, content(race_size="small"), horse) == [
        "A Horse carries Medium creatures: a Small rider cannot ride it."
    ]
    assert rider_flags(small, content(race_size="medium"), horse) == []
    # the shipped races give no size
    assert rider_flags(small, shipped(), horse) == [
        "A Horse carries Medium creatures; your race gives no size — ask your GM."
    ]


def test_riding_requirement_flags() -> None:
    # l. 868: "require a character to have a certain amount of skill points invested into the
    # Riding skill ... a Riding check at the end of each turn against DC25 or be thrown off"
    rules = content(FAST, race_size="medium")
    courser = OwnedMount("C", "test-courser")
    short = state(mounts=(courser,), skills=frozen({"riding": 2}))
    assert rider_flags(short, rules, courser) == [
        "A Courser needs 3 points in Riding (you have 2): below that, a Riding check (DC 25) at "
        "the end of each turn or be thrown off."
    ]
    enough = state(mounts=(courser,), skills=frozen({"riding": 3}))
    assert rider_flags(enough, rules, courser) == []
    # not given by the rulebook for the shipped mounts (l. 868 points to the Items section)
    horse = OwnedMount("Bess", "horse")
    assert rider_flags(state(), rules, horse) == ["Riding requirement not given — ask your GM."]
    gm = OwnedMount("Bess", "horse", riding_points=4)
    assert "needs 4 points in Riding (you have 0)" in rider_flags(state(), rules, gm)[0]


def test_flags_are_warnings_for_the_mounts_with_you() -> None:
    # l. 868 (Riding short) and l. 861 (rider size): warnings of the whole character
    rules = content(race_size="small")
    mounts = (OwnedMount("Bess", "horse", riding_points=2), OwnedMount("Kept", "horse", stable="R"))
    issues = mount_issues(state(mounts=mounts), rules)
    assert [(i.code, i.message) for i in issues] == [
        (
            "mount-rider-size",
            "Bess: A Horse carries Medium creatures: a Small rider cannot ride it.",
        ),
        (
            "mount-riding",
            "Bess: A Horse needs 2 points in Riding (you have 0): below that, a Riding check "
            "(DC 25) at the end of each turn or be thrown off.",
        ),
    ]
    codes = [i.code for i in final_issues(state(mounts=mounts), Ledger(), rules)]
    assert codes.count("mount-riding") == 1
    # unknown size or requirement: a flag in the section, not a warning
    assert mount_issues(state(mounts=(OwnedMount("B", "horse"),)), shipped()) == []


def test_mounted_speed_from_the_entry_or_the_gm() -> None:
    # l. 825: "your movement speed increases based on the type of mount you're using"
    rules = content(FAST)
    s = after(state(), "gain-mount", rules, name="C", mount="test-courser")
    s = after(s, "gain-mount", rules, name="Bess", mount="horse", speed=45, riding_points=2)
    s = after(s, "gain-mount", rules, name="Wolfie", mount="wolf")
    speeds = mounted_speed_values(s, rules)
    assert sorted(speeds) == ["mounted-speed:Bess", "mounted-speed:C"]
    assert speeds["mounted-speed:C"].value == 60
    assert speeds["mounted-speed:C"].note == ""
    bess = speeds["mounted-speed:Bess"]
    assert (bess.value, bess.terms[0].label) == (45, "your GM's speed for a Horse")
    assert bess.note == "The GM's value: the rulebook gives no speed for this mount."
    row = mounts_section(s, rules)[1]
    assert (row["speed"], row["speed_entered"], row["riding_points"], row["riding_entered"]) == (
        45,
        True,
        2,
        True,
    )


def test_undo_labels() -> None:
    rules = shipped()
    assert (
        describe(ev("gain-mount", name="Bess", mount="horse"), rules) == "Gain Mount Bess (Horse)"
    )
    assert describe(ev("stable-mount", name="Bess", stable="Riverside"), rules) == (
        "Stable Bess at Riverside"
    )
    assert describe(ev("stable-mount", name="Bess", stable=""), rules) == "Take Bess Along"
    assert describe(ev("lose-mount", name="Bess"), rules) == "Lose Mount Bess"


def test_a_mount_kept_in_a_stable_built_by_replay() -> None:
    # l. 1597: "Stable (Store a mount so it doesn't have to be with you)"; l. 1648: 2 slots
    result = build(
        *created(),
        ev("buy-plot", name="Riverside", size="tiny"),
        ev("build-house", home="Riverside", crafting_points=1, lumber=0, metal=0, alchemy=0),
        ev("house-progress", home="Riverside", crafting_points=1, hired=True),
        ev("add-facility", home="Riverside", facility="stable"),
        ev("gain-mount", name="Bess", mount="horse", stable="Riverside"),
        ev("gain-mount", name="Dot", mount="wolf"),
        ev("stable-mount", name="Dot", stable="Riverside"),
        ev("gain-mount", name="Rex", mount="boar", stable="Riverside"),
    )
    assert errors(result) == [
        "Riverside's Stable has no free slot for a Boar: its 2 slots are taken."
    ]
    assert [m.stable for m in result.state.mounts] == ["Riverside", "Riverside"]
