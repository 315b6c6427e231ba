# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers the Gravedust rulebook gives, each with the section that gives it."""

from __future__ import annotations

from rules.engine.source_ref import Source, cite

BOOK = "gravedust.txt"

ATTRIBUTE_START = 1
ATTRIBUTES_SRC = cite(BOOK, "Attributes")

XP_PER_LEVEL = 10
LEVEL_BONUS_EVERY = 5
LEVELING_SRC = cite(BOOK, "XP Gain, Leveling and Character Advancement")

GEAR_SLOTS = {"hand-1": "hand", "hand-2": "hand", "body": "body", "artifact": "artifact"}
GEAR_SRC = cite(BOOK, "Gear")
LEVEL_REQ_SRC = cite(BOOK, "Gear Level requirements")
SLOTS_SRC = cite(BOOK, "Gear Slots")
MAX_BOXES = 4

ITEM_SLOTS = 6
ITEMS_SRC = cite(BOOK, "Items")

SKILL_SLOTS_MAX = 12
SKILLS_SRC = cite(BOOK, "Skills")
SPELLS_SRC = cite(BOOK, "Spells")

BUFFS_SRC = cite(BOOK, "Buffs and Debuffs")
SHEET_SRC = cite(BOOK, "The Character Sheet")


def stat_source(section: str) -> Source:
    """A citation of one combat stat's paragraph."""
    return cite(BOOK, f"Combat Stats: {section}")
