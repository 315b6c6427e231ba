# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers the Lyrian Chronicles rulebook gives, each with the section (and line) that gives it."""

from __future__ import annotations

from rules.engine.source_ref import Source, cite

BOOK = "lyrian-chronicles.txt"


def src(section: str) -> Source:
    """A citation of one section of the Lyrian rulebook."""
    return cite(BOOK, section)


MAIN_ARRAY = (5, 4, 4, 3)
SUB_ARRAY = (5, 4, 3, 2, 1)
STATS_SRC = src("Character Creation — 2. Choose Main Stats and Sub Stats (l. 36-62)")
RACE_SRC = src("Character Creation — 1. Choose a race (l. 28-34)")

BREAKTHROUGH_EXP = 300
BREAKTHROUGH_SRC = src("Character Creation — 3. Breakthroughs (l. 96-98)")
CREATION_EXP = 1000
CREATION_IP = 3
CLASSES_SRC = src("Character Creation — 4. Choose Classes (l. 100-104)")
CREATION_SKILL_POINTS = 10
SKILLS_SRC = src("Character Creation — 5. Choose Skills (l. 106-139)")
CREATION_CLIM = 3000
EQUIPMENT_SRC = src("Character Creation — 6. Buy Equipment (l. 145-147)")
PROGRESSION_SRC = src("Character Creation — 7. Progression (l. 149-151); Derived Stats (l. 74)")

EXP_PER_TIER = 100
ABILITY_EXP = 100
UNLOCK_IP = 1
UNLOCK_SRC = src("Classes — Unlocking new classes (l. 167-173)")
ABILITY_SRC = src("Classes — Unlocking more abilities (l. 175-185)")
UNUSABLE_SRC = src("Classes — Unlocking more abilities (l. 183-185)")
"""An ability a character literally cannot use is refunded (Ararchne/Centaur: Living Lightning)."""
BREAKTHROUGHS_SRC = src("Breakthroughs (l. 247-253)")
FLOW_SRC = src("Gameplay Flow (l. 1747-1790)")
REST_PHASE_SRC = src("Gameplay Flow — Rest (l. 1772-1778)")

INTERLUDE_SRC = src("Interlude — Interlude Actions (l. 1068-1101)")
IP_GUIDE_SRC = src("Interlude — Interlude System (l. 1054-1066)")
ERRANDS_SRC = src("Interlude — Errands (l. 1103-1109)")
EP_PER_IP = 1
ERRAND_COST = 1

HP_BASE = 20
HP_PER_TOUGHNESS = 10
MANA_BASE = 6
RP_BASE = 2
EVASION_BASE = 7
POTENCY_BASE = 11
SPEED_BASE = 20
DERIVED_SRC = src("Derived Stats (l. 64-94)")
DODGE_EVASION_BASE = 20
DODGE_SRC = src("Combat — Dodge (l. 659-667)")
BLOCK_TOUGHNESS_TIMES = 2
BLOCK_SRC = src("Combat — Block (l. 669-681)")
AP_MAX = 4
"""Heroic characters regain AP up to their max, "normally 4 AP" (l. 548)."""
AP_SRC = src("Combat — AP and RP (l. 542-550)")
PRECISE_FOCUS_TIMES = 2
"""Light/Heavy attacks: 1d20 + Focus; Precise attacks: 1d20 + (Focus × 2) (l. 653-655)."""
ACCURACY_SRC = src("Combat — Accuracy Checks (l. 649-655)")
ASTRA_PER = 500
ASTRA_SRC = src("Enemies — Astra corruption (l. 1845-1847)")
""""A player's astra resistance is equal to their Spirit Core / 500 rounded down." (l. 1847)"""
REST_ACTION_PERCENT = 20
REST_ACTION_SRC = src("Interlude — Interlude Actions, Rest (l. 1099)")

ARMOR_SRC = src("Items & Equipment — Armor (l. 1417-1433)")
PROFICIENCY_SRC = src("Items & Equipment — Proficiency (l. 1309-1315)")
NON_PROFICIENT_GUARD = 1
NON_PROFICIENT_EVASION = 1
WEAPONS_SRC = src("Items & Equipment — Weapons (l. 1317-1323)")
BURDEN_LIMIT = 10
BURDEN_SRC = src("Burden — Combat items (l. 1505-1530)")
INJURY_SRC = src("Encounter Conclusion — Resolve Character Injuries (l. 995-1016)")

SKILL_CAP_SRC = src("Skills — Skill cap (l. 287-295)")
ARTISAN_SRC = src("Skills — Artisan Skills (l. 351-373)")
GATHERING_SRC = src("Skills — Gathering Cap and Expertise (l. 375-377)")
EXPERTISE_PER_POINT = 2
SKYBOUND_CORE = 5000
SKYBOUND_CAP_BONUS = 5
UNCAPPED_CORE = 10000

MATERIAL_SRC = src("Crafting & Gathering — Material (l. 1192-1203)")
MATERIAL_CARRY_LIMIT = 1000
""""A player cannot carry more than 1000 units of the same material." (l. 1203)"""
CRAFTING_SRC = src("Crafting & Gathering — Crafting (l. 1137-1190)")
CRAFTING_DICE = 5
""""By default, when you initiate crafting you are give 5 "Crafting Dice", d10 dice" (l. 1153)."""
CRAFTING_DIE = 10
STEADY_CRAFT_ROLL = 5
"""Steady Craft: "The crafting dice automatically is a 5." (l. 1171)"""
GATHER_SRC = src("Interlude — Interlude Actions, Gather (l. 1080)")
GATHER_UNITS = 600
GATHER_MASTERED_TIMES = 2
GATHERING_SRC = src("Crafting & Gathering — Gathering (l. 1205-1305)")
STRIKE_DICE = 5
""""When you start gathering you receive 5 strike dice" (l. 1272)."""
HOUSING_SRC = src("Housing — Land and Property (l. 1546-1564)")
UPGRADE_SRC = src("Housing — Upgrading a house (l. 1568-1574)")
UPGRADE_PERCENT = 125
"""Upgrades: "the difference in material cost x 125%" and crafting points likewise (l. 1574)."""
FACILITIES_SRC = src("Housing — Facilities (l. 1576-1650)")
FACILITY_MAX_LEVEL = 3
FACILITY_LEVEL_SIZES = {2: 2, 3: 3}
"""Facility level → the smallest house order it fits: "a house must be at least small size to fit a
level 2 facility and at least medium size to fit a level 3 one" (l. 1580)."""
MOUNTS_SRC = src("Mounted Combat — Types of mounts (l. 855-872)")
THROWN_OFF_DC = 25
"""A rider short of a mount's Riding requirement checks "at the end of each turn against DC25 or be
thrown off" (l. 868)."""
ANIMALS_SRC = src("Interlude — Raising Animals (l. 1111-1133)")
