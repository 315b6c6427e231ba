# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers the Gravedust rulebook gives, each with the section (and its lines) that gives it."""

from __future__ import annotations

from rules.engine.source_ref import Source, cite

BOOK = "gravedust.txt"


def section(name: str, lines: str) -> Source:
    """A citation of a rulebook section with its lines: reads `Gravedust rulebook, <name>`,
    and `sheet --json` gives the lines as `source_line`."""
    return cite(BOOK, f"{name} (l. {lines})")


ATTRIBUTE_START = 1
ATTRIBUTES_SRC = section("Attributes", "150–174")

XP_PER_LEVEL = 10
LEVEL_BONUS_EVERY = 5
LEVELING_SRC = section("XP Gain, Leveling and Character Advancement", "228–242")

GEAR_SLOTS = {"hand-1": "hand", "hand-2": "hand", "body": "body", "artifact": "artifact"}
GEAR_SRC = section("Gear", "246–265")
LEVEL_REQ_SRC = section("Gear Level requirements", "267–270")
SLOTS_SRC = section("Gear Slots", "272–291")
MAX_BOXES = 4

ITEM_SLOTS = 6
ITEMS_SRC = section("Items", "295–305")

SKILL_SLOTS_MAX = 12
SKILLS_SRC = section("Skills", "309–327")
SPELLS_SRC = section("Spells", "331–343")

BUFFS_SRC = section("Buffs and Debuffs", "470–480")
SHEET_SRC = section("The Character Sheet", "684–715")

RECOVER_SRC = section("Recover", "642–646")
SNEAK_SRC = section("Sneak", "654–657")

DAMAGE_NOTATION_SRC = section("Damage: Damage Notation", "388–392")
RESISTANCE_SRC = section("Damage: Non-physical damage, and Damage Resistance", "401–403")
RANGE_SRC = section("Range", "419–425")
MELEE_CRIT_SRC = section("Melee Attacks: Melee Crits", "569–573")
RANGED_CRIT_SRC = section("Ranged Attacks: Ranged Crits", "610–613")

_STAT_LINES = {
    "Hit Points": "183–186",
    "Magic Points": "188–190",
    "Melee Attack": "192–194",
    "Ranged Attack": "196–198",
    "Defense": "200–202",
    "Armor": "204–205",
    "Movement": "207–208",
    "Visibility": "210–212",
    "Focus": "214–216",
    "Level": "218–220",
    "Gold": "225–226",
}


def stat_source(name: str) -> Source:
    """A citation of one combat stat's paragraph, with its lines."""
    return section(f"Combat Stats: {name}", _STAT_LINES[name])
