# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A source in a player's words: `Gravedust rulebook, Gear Slots`, never a file name or a line.

Stored sources keep what the content and the rules code wrote (`gravedust.txt`, `(l. 50)`, a
house rule's or a ruling's topic); this is how they read on a sheet, in a list or in a terminal.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules.systems import SHIPPED, installed

_LINE_NUMBERS = r"\d+(?:\s*[–-]\s*\d+)?(?:(?:,\s*|\s+and\s+)\d+(?:\s*[–-]\s*\d+)?)*"
_LINES = re.compile(
    rf"\s*\(ll?\.\s?(?P<whole>{_LINE_NUMBERS})(?:\s+onwards)?\)"
    rf"|(?<=\()ll?\.\s?(?P<lead>{_LINE_NUMBERS})[,:;]\s*"
    rf"|(?:,|\s+(?:at|of|on|in))?\s*\bll?\.\s?(?P<bare>{_LINE_NUMBERS})(?:\s+onwards)?\b"
)
"""A line reference: ` (l. 1068-1101)`, `(l. 185, spelled …`, `, l. 54`, `at l. 1082`."""
_FILE_NAME = re.compile(r"[\w.-]+\.(?:txt|md|pdf)")
SHEETWRIGHT_RULING = "Sheetwright's ruling"
# Every sheet cites the same few hundred sections again on each derive: their words are kept.
_WORDS_KEPT = 8192


@lru_cache(maxsize=_WORDS_KEPT)
def without_lines(text: str) -> str:
    """The text with its line references taken out: `Errands (l. 1103-1109)` → `Errands`."""
    return _LINES.sub("", text).strip()


@lru_cache(maxsize=_WORDS_KEPT)
def line_reference(text: str) -> str | None:
    """The rulebook lines a text names, as numbers: `1068-1101`, `185, 190` (None if none)."""
    found = [m.group("whole") or m.group("lead") or m.group("bare") for m in _LINES.finditer(text)]
    return ", ".join(re.sub(r"\s*[–-]\s*", "-", n) for n in found) or None


def line_numbers(text: str) -> str:
    """The line references of a text in words: `lines 1068-1101`, `line 54` ('' if none)."""
    numbers = line_reference(text)
    if not numbers:
        return ""
    return f"line {numbers}" if numbers.isdigit() else f"lines {numbers}"


def rulebook_title(book: str) -> str | None:
    """The title of the system whose rulebook file this is (`miridon.txt` → `Miridon`), if any."""
    if not _FILE_NAME.fullmatch(book):
        return None
    for parts in SHIPPED:
        if parts.rulebook == book:
            return parts.title
    return next((p.title for p in installed().systems if p.rulebook == book), None)


def book_words(book: str) -> str:
    """`Lyrian Chronicles rulebook` for a system's rulebook file; any other book as written."""
    title = rulebook_title(book)
    return f"{title} rulebook" if title else book


@lru_cache(maxsize=_WORDS_KEPT)
def citation(
    book: str, section: str | None, house_rule: str | None = None, ruling: str | None = None
) -> str:
    """The whole citation in a player's words, without line numbers."""
    title = rulebook_title(book)
    if house_rule is not None:
        name = f"{title} house rule" if title else "House rule"
        return f"{name} ({house_rule})" if house_rule else name
    text = without_lines(section or "")
    if ruling is not None and not text:
        leaves = f"the {title} rulebook" if title else "the rulebook"
        return f"{SHEETWRIGHT_RULING} ({leaves} leaves this open)" + (
            f": {ruling}" if ruling else ""
        )
    cited = f"{book_words(book)}, {text}" if text else book_words(book)
    if ruling is None:
        return cited
    return f"{cited}; {SHEETWRIGHT_RULING}" + (f": {ruling}" if ruling else "")


def section_words(section: str, house_rule: str | None = None, ruling: str | None = None) -> str:
    """A section as a heading: `Derived Stats (l. 64-94)` → `Derived Stats`; a ruling's topic."""
    if house_rule is not None:
        return "House rule"
    text = without_lines(section)
    if text:
        return text
    return ruling or SHEETWRIGHT_RULING
