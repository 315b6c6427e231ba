# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shipped Gravedust ruleset: everything the rulebook names, nothing it does not define."""

from __future__ import annotations

from model.character_build import shipped_ruleset

RULEBOOK_NAMES = {
    # gravedust.txt, THE CHARACTER SHEET: Reknit and Missile spellstones, Quick Focus, the two potions
    ("spell", "Reknit"),
    ("spell", "Missile"),
    ("skill", "Quick Focus"),
    ("item", "Minor Health Potion"),
    ("item", "Minor Mana Potion"),
    ("item", "Reknit spellstone"),
    ("item", "Missile spellstone"),
    # gravedust.txt, Attacks of Opportunity: the Bandage item
    ("item", "Bandage"),
}


def test_shipped_ruleset_loads_cleanly() -> None:
    load = shipped_ruleset("gravedust")
    assert load.problems == []
    assert load.skipped_packs == []


def test_every_name_the_rulebook_uses_ships() -> None:
    ruleset = shipped_ruleset("gravedust").ruleset
    shipped = {(kind, e.name) for kind in ("spell", "skill", "item") for e in ruleset.entries(kind)}
    assert shipped == RULEBOOK_NAMES


def test_no_races_or_gear_are_invented() -> None:
    # RULINGS.md, All systems: Gravedust races and gear are user content; the rulebook defines none
    ruleset = shipped_ruleset("gravedust").ruleset
    assert ruleset.entries("race") == []
    assert ruleset.entries("gear") == []


def test_every_entry_cites_the_rulebook_and_says_what_is_missing() -> None:
    ruleset = shipped_ruleset("gravedust").ruleset
    for kind in ("spell", "skill", "item"):
        for entry in ruleset.entries(kind):
            assert entry.source.book == "gravedust.txt"
            assert entry.source.section
    effects_missing = [
        e
        for e in ruleset.entries("spell") + ruleset.entries("skill")
        if "not given in the rulebook" in e.description
    ]
    assert len(effects_missing) == 3
