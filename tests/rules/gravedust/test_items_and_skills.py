# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Item slots, stacking, skills and spells in the INT skill slots (gravedust.txt, ITEMS, SKILLS, SPELLS)."""

from __future__ import annotations

import pytest

from tests.rules.gravedust.builders import build, define, ev


def test_six_item_slots() -> None:
    # gravedust.txt, ITEMS: "All characters have 6 slots in which they can carry various Items."
    result = build(
        ev("add-item", item="bandage", count=6), ev("add-item", item="minor-mana-potion")
    )
    assert len([b for b in result.sheet.sections["items"] if b["content"]]) == 6
    assert [i.message for i in result.errors] == [
        "That needs 7 item slots; a character has 6. Drop or use something first."
    ]


def test_stacking_items_share_a_slot() -> None:
    # gravedust.txt, ITEMS: "Some items can 'stack'" — fixture Arrow stacks 20
    result = build(ev("add-item", item="arrow", count=45), ev("add-item", item="bandage", count=3))
    assert result.valid
    counts = [b["content"]["count"] for b in result.sheet.sections["items"] if b["content"]]
    assert counts == [20, 20, 5, 1, 1, 1]


def test_carried_gear_takes_an_item_slot() -> None:
    # gravedust.txt, Switch Weapons: hand items are "carried in their inventory"
    result = build(
        ev("add-item", item="bandage", count=6), ev("gain-gear", gear="iron-sword", instance="s")
    )
    assert [i.message for i in result.errors] == [
        "That needs 7 item slots; a character has 6. Drop or use something first."
    ]


def test_remove_item() -> None:
    result = build(
        ev("add-item", item="bandage", count=2),
        ev("remove-item", item="bandage"),
        ev("remove-item", item="bandage", count=5),
    )
    assert [b["content"]["count"] for b in result.sheet.sections["items"] if b["content"]] == [1]
    assert [i.message for i in result.errors] == ["The character has 1 of 'bandage', not 5."]


SKILLS = tuple(define("skill", id=f"s{n}", name=f"Skill {n}", cooldown=n) for n in range(14))


@pytest.mark.parametrize(
    ("int_raises", "slots"),
    [
        (
            0,
            1,
        ),  # INT 1 → 1 slot: "1 Skill equipped in a Skill Slot for every point of Intelligence"
        (3, 4),
        (11, 12),
        (13, 12),  # "up to a maximum of 12"
    ],
)
def test_skill_slots_follow_int_up_to_12(int_raises: int, slots: int) -> None:
    xp = sum(10 * level for level in range(1, int_raises + 1))
    raises = [ev("raise-attribute", attribute="int") for _ in range(int_raises)]
    result = build(ev("award-xp", amount=xp), *raises)
    assert result.sheet.value("skill-slots") == slots
    assert sum(1 for box in result.sheet.sections["skills"] if box["unlocked"]) == slots
    assert len(result.sheet.sections["skills"]) == 12


def test_equipped_skills_and_spells_share_the_slots() -> None:
    # gravedust.txt, SPELLS: "Spells may be learned and occupy a Skill slot, in the same manner as Skills"
    result = build(
        *SKILLS[:2],
        ev("award-xp", amount=10),
        ev("raise-attribute", attribute="int"),  # INT 2
        ev("learn-skill", skill="s0"),
        ev("learn-skill", skill="s1"),
        ev("learn-spell", spell="reknit"),
        ev("equip-skill", skill="s0"),
        ev("equip-spell", spell="reknit"),
        ev("equip-skill", skill="s1"),
    )
    assert [i.message for i in result.errors] == [
        "All 2 skill slots are in use (one per point of INT, at most 12); unequip one first."
    ]
    filled = [box["ability"]["name"] for box in result.sheet.sections["skills"] if box["ability"]]
    assert filled == ["Skill 0", "Reknit"]
    # "Characters can know more Skills than they have open Skill slots for"
    assert [s["name"] for s in result.sheet.sections["known"]["skills"]] == ["Skill 0", "Skill 1"]


def test_skill_box_shows_activations_and_cooldown() -> None:
    # gravedust.txt, THE CHARACTER SHEET: "[in brackets] is the number of Activations … (in parentheses) is the skill's Cooldown"
    result = build(*SKILLS[:1], ev("learn-skill", skill="s0"), ev("equip-skill", skill="s0"))
    ability = result.sheet.sections["skills"][0]["ability"]
    assert (ability["activations"], ability["cooldown"]) == (1, 0)


def test_must_learn_before_equipping() -> None:
    result = build(ev("equip-skill", skill="quick-focus"))
    assert [i.message for i in result.errors] == [
        "The skill 'quick-focus' is not known; learn it first."
    ]


def test_buffs_listed_and_same_effect_does_not_stack() -> None:
    # gravedust.txt, Buffs and Debuffs: same effect again → "Duration will be reset to higher of the two"
    result = build(
        ev("add-buff", name="Haste", effect="+2 MOVE", duration=3, modifiers={"move": 2}),
        ev("add-buff", name="Haste", effect="+2 MOVE", duration=2, modifiers={"move": 2}),
    )
    assert result.sheet.sections["buffs"] == [
        {
            "name": "Haste",
            "effect": "+2 MOVE",
            "duration": 3,
            "debuff": False,
            "modifiers": {"move": 2},
        }
    ]
    assert result.sheet.value("move") == 12
