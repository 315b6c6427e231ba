# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gear slots, level requirements, slot boxes, enhancements and spellstones (gravedust.txt, GEAR)."""

from __future__ import annotations

import pytest

from rules.engine.event import Event
from tests.rules.gravedust.builders import build, define, ev

SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")


def messages(*events: Event) -> list[str]:
    """The error messages a history produces."""
    return [i.message for i in build(*events).errors]


def test_four_slots_two_hands_body_artifact() -> None:
    # gravedust.txt, GEAR: "2 'Hand' slots … 1 'Body' slot … 1 'Artifact' slot"
    result = build(
        SWORD,
        ev("gain-gear", gear="iron-sword", instance="sword2", slot="hand-2"),
        ev("gain-gear", gear="chainmail", instance="mail"),
        ev("equip", instance="mail"),
        ev("gain-gear", gear="lucky-charm", instance="charm", slot="artifact"),
    )
    assert result.valid
    assert [b["piece"]["name"] for b in result.sheet.sections["gear"]] == [
        "Iron Sword",
        "Iron Sword",
        "Chainmail",
        "Lucky Charm",
    ]
    assert result.sheet.value("ma") == 5  # DEX 1 + two swords at +2 each


def test_gear_only_fits_its_slot_kind() -> None:
    assert messages(ev("gain-gear", gear="chainmail", instance="m", slot="hand-1")) == [
        "Chainmail goes in a body slot, not in hand-1."
    ]


@pytest.mark.parametrize(
    ("xp", "allowed"),
    [
        (0, False),  # level 1 < [5]
        (90, False),  # level 4
        (100, True),  # level 5: "[5]Example Sword Indicates a level requirement of 5"
    ],
)
def test_level_requirement(xp: int, allowed: bool) -> None:
    # gravedust.txt, Gear Level requirements
    result = build(
        ev("award-xp", amount=xp),
        ev("gain-gear", gear="example-sword", instance="s", slot="hand-1"),
    )
    assert result.valid is allowed
    if not allowed:
        assert "Example Sword requires level 5" in result.errors[0].message
    assert result.sheet.sections["gear"][0]["piece"] is (
        None if not allowed else result.sheet.sections["gear"][0]["piece"]
    )


def test_level_requirement_shown_in_brackets_before_the_name() -> None:
    result = build(
        ev("award-xp", amount=100),
        ev("gain-gear", gear="example-sword", instance="s", slot="hand-1"),
    )
    assert result.sheet.sections["gear"][0]["piece"]["display_name"] == "[5]Example Sword"


def test_equipping_into_a_full_slot_swaps_the_old_piece_into_the_items() -> None:
    # gravedust.txt, Switch Weapons: switch an equipped hand item "for another hand item carried in their inventory"
    result = build(
        SWORD,
        ev("gain-gear", gear="iron-sword", instance="sword2", slot="hand-2"),
        ev("gain-gear", gear="example-sword", instance="big"),
        ev("award-xp", amount=100),
        ev("equip", instance="big", slot="hand-1"),
    )
    assert result.valid
    assert result.sheet.sections["gear"][0]["piece"]["instance"] == "big"
    carried = [b["content"]["id"] for b in result.sheet.sections["items"] if b["content"]]
    assert carried == ["sword"]


def test_enhancement_is_permanent() -> None:
    # gravedust.txt, Enhancement Slots: "once filled, an Enhancement Slot will permanently alter the item's stats, and cannot be removed"
    result = build(
        SWORD,
        ev("add-item", item="whetstone"),
        ev("apply-enhancement", instance="sword", box=1, item="whetstone"),
        ev("remove-enhancement", instance="sword", box=1),
        ev("unsocket-spellstone", instance="sword", box=1),
    )
    assert result.sheet.value("ma") == 4  # DEX 1 + sword 2 + whetstone 1
    assert [i.message for i in result.errors] == [
        "Enhancements cannot be removed: once applied, it is part of Iron Sword forever.",
        "Enhancements cannot be removed; only spellstones can be taken out.",
    ]
    assert result.sheet.sections["items"][0]["content"] is None  # the whetstone was used up


def test_enhancement_needs_an_enhancement_box_and_the_item() -> None:
    assert messages(SWORD, ev("apply-enhancement", instance="sword", box=1, item="whetstone")) == [
        "Whetstone is not in the character's items; add it first."
    ]
    assert messages(
        SWORD,
        ev("add-item", item="whetstone"),
        ev("apply-enhancement", instance="sword", box=2, item="whetstone"),
    ) == ["Box 2 of Iron Sword is a strike slot, not an enhancement slot."]
    assert messages(
        SWORD,
        ev("add-item", item="whetstone"),
        ev("apply-enhancement", instance="sword", box=3, item="whetstone"),
    ) == ["Iron Sword has 2 slot box(es); box 3 is not available."]


def test_strike_slots_only_on_weapons() -> None:
    # gravedust.txt, Strike slots: "found exclusively on weapons"
    result = build(content=(define("gear", id="robe", name="Robe", slot="body", boxes=["strike"]),))
    assert len(result.errors) == 1
    assert "strike slots are found only on weapons" in result.errors[0].message


def test_spellstones_socket_swap_and_make_spells_castable() -> None:
    # gravedust.txt, Spellstone slots / Spells: a spellstone equipped in gear "enable[s] the use of that spell"
    result = build(
        ev("award-xp", amount=10),
        ev("gain-gear", gear="oak-focus", instance="focus", slot="hand-2"),
        ev("add-item", item="reknit-spellstone"),
        ev("add-item", item="missile-spellstone"),
        ev("socket-spellstone", instance="focus", box=1, item="reknit-spellstone"),
        ev("socket-spellstone", instance="focus", box=1, item="missile-spellstone"),  # swap
    )
    assert result.valid
    boxes = result.sheet.sections["gear"][1]["piece"]["boxes"]
    assert [b["filled"] for b in boxes] == ["Missile spellstone", None, None, None]
    assert [b["available"] for b in boxes] == [True, True, False, False]
    assert [s["name"] for s in result.sheet.sections["castable_spells"]] == ["Missile"]
    items = [b["content"]["name"] for b in result.sheet.sections["items"] if b["content"]]
    assert items == ["Reknit spellstone"]  # swapped back into the items


def test_spellstone_in_carried_gear_is_not_castable() -> None:
    # gravedust.txt, Spells: "a Spellstone equipped in their Gear (not just in their inventory)"
    result = build(
        ev("award-xp", amount=10),
        ev("gain-gear", gear="oak-focus", instance="focus"),
        ev("add-item", item="reknit-spellstone"),
        ev("socket-spellstone", instance="focus", box=1, item="reknit-spellstone"),
    )
    assert result.valid
    assert result.sheet.sections["castable_spells"] == []


def test_strike_box_takes_only_strike_spellstones() -> None:
    # gravedust.txt, Strike slots: "will also fit certain Spellstones"
    assert messages(
        SWORD,
        ev("add-item", item="reknit-spellstone"),
        ev("socket-spellstone", instance="sword", box=2, item="reknit-spellstone"),
    ) == ["Reknit spellstone does not fit a strike slot."]
    result = build(
        SWORD,
        ev("add-item", item="spark-stone"),
        ev("socket-spellstone", instance="sword", box=2, item="spark-stone"),
    )
    assert result.valid
    assert result.sheet.sections["castable_spells"][0]["via"] == "strike in Iron Sword"


HAMMER = define(
    "gear",
    id="warhammer",
    name="Warhammer",
    slot="hand",
    weapon=True,
    requires='str >= 2 or has("dwarf")',
)


def test_content_prerequisite_is_checked_with_the_expression_language() -> None:
    # Homebrew gear may add a prerequisite beyond the level (docs/format.md, content packs)
    refused = build(HAMMER, ev("gain-gear", gear="warhammer", instance="h", slot="hand-1"))
    assert [i.message for i in refused.errors] == ["Warhammer needs Strength 2 or the Dwarf race."]
    as_dwarf = build(
        HAMMER,
        ev("choose-race", race="dwarf"),
        ev("gain-gear", gear="warhammer", instance="h", slot="hand-1"),
    )
    assert as_dwarf.valid
    strong = build(
        HAMMER,
        ev("award-xp", amount=10),
        ev("raise-attribute", attribute="str"),
        ev("gain-gear", gear="warhammer", instance="h", slot="hand-1"),
    )
    assert strong.valid


def test_unknown_name_in_a_prerequisite_is_refused_when_defined() -> None:
    result = build(define("gear", id="odd", name="Odd", slot="hand", requires="strength >= 2"))
    assert len(result.errors) == 1
    assert "unknown name 'strength'" in result.errors[0].message


def test_gear_options_say_why_not() -> None:
    # gravedust.txt, Gear Level requirements — the options list shows unavailable gear with the reason
    options = {o.id: o for o in build(HAMMER).options("gear")}
    assert options["iron-sword"].available
    assert options["example-sword"].check.reasons == (
        "Example Sword requires level 5; the character is level 1.",
    )
    assert options["warhammer"].check.reasons == ("Warhammer needs Strength 2 or the Dwarf race.",)
