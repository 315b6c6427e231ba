# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The damage, range and action numbers of the Lyrian rulebook, each with the line that gives it."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.source_ref import Source, ruling
from rules.lyrian.numbers import BOOK, src


@dataclass(frozen=True, slots=True)
class Roll:
    """Dice plus a multiple of Power: Light `2d4 + Power`, Heavy `4d6 + (Power x 2)`."""

    dice: str
    power_times: int


LIGHT = Roll("2d4", 1)
HEAVY = Roll("4d6", 2)
HEAVY_TWO_HANDED_MELEE = Roll("5d6", 2)
PRECISE = Roll("2d4", 1)
IMPROVISED_LIGHT = Roll("2d4", 0)
IMPROVISED_HEAVY = Roll("2d6", 1)
DAMAGE_SRC = src("Combat — Resolving the attack (l. 687-688); Actions in combat (l. 892, 900)")
TWO_HANDED_SRC = src("Items & Equipment — Two-Handed Weapons (l. 1337)")
PRECISE_SRC = src("Combat — Actions in combat, Precise Attack (l. 906)")
UNARMED_DAMAGE = 1
UNARMED_SRC = src("Items & Equipment — Unarmed attacks (l. 1343)")
IMPROVISED_SRC = src("Items & Equipment — Improvised Weapons (l. 1351)")
NOT_PROFICIENT_SRC = src("Items & Equipment — Proficiency (l. 1313)")

RANGED_ONE_HANDED = 60
RANGED_TWO_HANDED = 120
RANGED_SRC = src("Items & Equipment — Ranged Weapons (l. 1357)")
GROUP_SRC = src("Items & Equipment — Weapon Groups (l. 1365-1415)")
MELEE_RANGE = 5
MELEE_RANGE_SRC: Source = ruling(
    BOOK,
    "melee weapon range is 5 ft, read from 'a range bigger than 5ft/Melee Weapon Range'",
    "Combat — Ranged Attacks (l. 721)",
)

HIDE_AP = 3
HIDE_STEALTH = 10
HIDE_REDUCTION = 1
HIDE_SRC = src("Combat — Actions in combat, Hide (l. 894)")
SEARCH_RANGE = 30
SEARCH_PER_PERCEPTION = 5
SEARCH_STEP = 10
SEARCH_SRC = src("Combat — Actions in combat, Search (l. 912)")
REST_HP_TIMES = (
    ("floor", "sleeping on the floor", 1),
    ("camp", "a camp or basic accommodations", 2),
    ("luxury", "luxury accommodations", 3),
)
REST_HP_SRC = src("Adventuring — Food and Rest (l. 1672-1676)")
RESEARCH_ROLL = 20
RESEARCH_SRC = src("Interlude — Interlude Actions, Research (l. 1097)")
EXPERTISE_ROLL_SRC = src("Character Creation — 5. Choose Skills (l. 139-143); Skills (l. 269-271)")

DOWNED_AT = 0
"""A character that drops to 0 HP or lower is Downed (l. 693, l. 755)."""
DOWNED_SRC = src("Combat — Resolving the attack (l. 693); Downed (l. 753-761)")
MORTAL_SRC = src(
    "Combat — Downed (l. 759); Encounter Conclusion — Resolve Character Deaths (l. 989)"
)
