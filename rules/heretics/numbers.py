# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers and rules sections the Glorious Heretics rulebook gives, with where it gives them."""

from __future__ import annotations

from rules.engine.source_ref import cite, house_rule, ruling

BOOK = "glorious-heretics.txt"

HIT_POINTS_SRC = cite(BOOK, "Hit Points, l. 44")
EXP_SRC = cite(BOOK, "Exp, l. 45-46")
SKILLS_SRC = cite(BOOK, "Skills, l. 53")
ABILITY_RANKS_SRC = cite(BOOK, "Obtaining or modifying abilities, l. 89")
PROPERTIES_SRC = cite(BOOK, "Ability properties explained, l. 90-115")
MODIFIERS_SRC = cite(BOOK, "Improvements and Restrictions, l. 116-117")
IMPROVEMENTS_SRC = cite(BOOK, "Improvements, l. 237")
RESTRICTIONS_SRC = cite(BOOK, "Restrictions, l. 262")
FEATS_SRC = cite(BOOK, "Feats, l. 319")
RESOURCES_SRC = cite(BOOK, "Resources and Equipment, l. 47-50")
RESOURCE_MAX_SRC = cite(BOOK, "Resources, l. 50 (the maximum is the GM's: a house rule)")
RULING_SRC = ruling(BOOK, section="Mechanics should suit the fantasy, l. 118")
ACTIONS_SRC = cite(BOOK, "Actions, l. 23-32")
AREA_SRC = cite(BOOK, "Area of Effect, l. 107-114")
DEBUFFS_SRC = cite(BOOK, "Debuffs, l. 362-363")
STARTING_EXP_SRC = house_rule(BOOK, "starting Exp is a GM setting")

EXP_POOL = "exp"
"""Exp and character points are the same pool (docs/rulings.md)."""
BASE_HIT_POINTS = 10
"""Every character starts off with 10 maximum hit points (l. 44)."""
EXP_PER_HIT_POINT = 2
"""+1 hit point for every 2 Exp (l. 44)."""
PROFICIENCIES = 5
"""A new character gets proficiency in 5 skills of your choice (l. 53)."""
RANGE_TABLE = "range"
"""The id of the range table entry (ranges.yaml)."""
