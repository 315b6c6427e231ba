# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers and rules sections the Miridon rulebook gives, each with where it gives them."""

from __future__ import annotations

from rules.engine.source_ref import cite, house_rule

BOOK = "miridon.txt"

CLASSES_SRC = cite(BOOK, "Chapter 2: Classes (l. 1)")
SPECIALS_SRC = cite(BOOK, "Chapter 2: Class Special Abilities (l. 53)")
DUAL_RULES_SRC = cite(BOOK, "Chapter 2: Dual-Class Rules (l. 117)")
UNIQUE_SRC = cite(BOOK, "Chapter 2: Unique Classes (l. 240)")
SKILLS_SRC = cite(BOOK, "Chapter 3: Skills (l. 270)")
TALENTS_SRC = cite(BOOK, "Chapter 4: Talents (l. 280)")
FLAIRS_SRC = cite(BOOK, "Chapter 5: Flairs (l. 395)")

FLAIR_PRICE_STEP = 10
"""The n-th flair costs 10 × (flairs already owned): 0, 10, 20, 30 … (Chapter 5)."""

CROSS_CLASS_FACTOR = 2
"""A cross-class skill rank r costs 2r, a class skill r (docs/rulings.md, from the dual-class refund)."""

DUAL_CLASS = "dual-class"
"""The Dual-Class talent's id."""

# Equipment, battle values and spells (Chapters 6–8).
BATTLE_TERMS_SRC = cite(BOOK, "Chapter 6: Battle Terms (l. 1586)")
GRAPPLING_SRC = cite(
    BOOK, "Chapter 6: Grappling, Table 6.6 - Maximum Strength Points Invested (l. 2973)"
)
REDOUBLE_SRC = cite(BOOK, "Chapter 6: Bonus Actions — Redouble Melee Attack (l. 2340)")
RESTORE_SRC = cite(
    BOOK, "Chapter 6: Restore Strength Points / Restore Speed Points (l. 1919, 2031)"
)
BONUS_ACTIONS_SRC = cite(BOOK, "Chapter 6: Bonus Actions (l. 2231)")
WEAPONS_SRC = cite(BOOK, "Chapter 8: Weapons (l. 3394)")
SPELLS_SRC = cite(BOOK, "Chapter 7: Ghost Rules — Spell List (l. 3282)")
MAGIC_SRC = cite(BOOK, "Chapter 7: Ghost Rules — Magic (l. 3243)")
WEIGHT_RULE_SRC = house_rule(BOOK, 'the rulebook\'s "Weight" page is missing')
HOUSE_RULE = "house rule"
"""How a breakdown term that rests on the weight house rule is labelled."""

UNARMORED_PASSIVE_EVASION = 7
"""[Unarmored] has a [Passive Evasion] of 7 (Battle Terms: Passive Evasion)."""
BASE_ACTIVE_EVASION = 7
"""Every character starts with an [Active Evasion] of 7 (Battle Terms: Active Evasion)."""
RESTORE_BASE = 5
"""Restore Strength/Speed Points restore 5, plus 1 per rank of the boost (Chapter 4, Chapter 6)."""
REDOUBLE_PER_RANK = 6
"""The [Redouble Damage Threshold] is 6 times the [Rank] in [Redouble] (l. 2347)."""
AGILE_STEP = 2
"""Agile Strike / Agile Evasion: +1 for every 2 the Maximum Weight Penalty exceeds the weight."""
AIMED_ATTACK_BONUS = 3
"""An [Aimed Attack] adds +3 to the [To Hit Bonus] (Aimed Attack)."""
MELEE_RANGE = "5 ft"
"""[Melee Range] is 5 feet (Battle Terms: Melee Range)."""
MAX_WIELDED = 2
"""Attacks, flairs and bonus actions speak of wielding one or two weapons, never more."""
