# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers and rules sections the Miridon rulebook gives, each with where it gives them."""

from __future__ import annotations

from rules.engine.source_ref import cite

BOOK = "miridon.txt"

CLASSES_SRC = cite(BOOK, "Chapter 2: Classes")
SPECIALS_SRC = cite(BOOK, "Chapter 2: Class Special Abilities")
DUAL_RULES_SRC = cite(BOOK, "Chapter 2: Dual-Class Rules")
UNIQUE_SRC = cite(BOOK, "Chapter 2: Unique Classes")
SKILLS_SRC = cite(BOOK, "Chapter 3: Skills")
TALENTS_SRC = cite(BOOK, "Chapter 4: Talents")
FLAIRS_SRC = cite(BOOK, "Chapter 5: Flairs")

FLAIR_PRICE_STEP = 10
"""The n-th flair costs 10 × (flairs already owned): 0, 10, 20, 30 … (Chapter 5)."""

CROSS_CLASS_FACTOR = 2
"""A cross-class skill rank r costs 2r, a class skill r (RULINGS.md, from the dual-class refund)."""

DUAL_CLASS = "dual-class"
"""The Dual-Class talent's id."""
