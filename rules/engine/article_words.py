# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The indefinite article a player reads before a word: `an artifact slot`, `a hand slot`."""

from __future__ import annotations


def with_article(phrase: str) -> str:
    """`phrase` after `a` or `an`, chosen by its first letter (`an armor`, `a shield`)."""
    article = "an" if phrase[:1].lower() in "aeiou" else "a"
    return f"{article} {phrase}"
