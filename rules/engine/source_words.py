# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A source in a player's words: `Gravedust rulebook, Gear Slots`, never a file name or a line.

Stored sources keep what the content and the rules code wrote (`gravedust.txt`, `(l. 50)`,
`RULINGS.md house rule: …`); this is how they read on a sheet, in a list or in a terminal.
"""

from __future__ import annotations

import re

from rules.systems import SHIPPED, installed

_LINE_NUMBERS = r"\d+(?:\s*[–-]\s*\d+)?(?:(?:,\s*|\s+and\s+)\d+(?:\s*[–-]\s*\d+)?)*"
_LINES = re.compile(
    rf"\s*\(ll?\.\s?(?P<whole>{_LINE_NUMBERS})(?:\s+onwards)?\)"
    rf"|(?<=\()ll?\.\s?(?P<lead>{_LINE_NUMBERS})[,:;]\s*"
    rf"|(?:,|\s+(?:at|of|on|in))?\s*\bll?\.\s?(?P<bare>{_LINE_NUMBERS})(?:\s+onwards)?\b"
)
"""A line reference: ` (l. 1068-1101)`, `(l. 185, spelled …`, `, l. 54`, `at l. 1082`."""
_FILE_NAME = re.compile(r"[\w.-]+\.(?:txt|md|pdf)")
_HOUSE_RULE = re.compile(r"RULINGS\.md house rule:?\s*")
_RULING_FIRST = re.compile(r"RULINGS\.md:?\s*")
_RULING_AFTER = re.compile(r"\s*;?\s*\(?(?:docs/rulings|RULINGS)\.md\)?:?\s*")
SHEETWRIGHT_RULING = "Sheetwright's ruling"


def without_lines(text: str) -> str:
    """The text with its line references taken out: `Errands (l. 1103-1109)` → `Errands`."""
    return _LINES.sub("", text).strip()


def line_numbers(text: str) -> str:
    """The line references of a text in words: `lines 1068-1101`, `line 54` ('' if none)."""
    found = [m.group("whole") or m.group("lead") or m.group("bare") for m in _LINES.finditer(text)]
    numbers = ", ".join(re.sub(r"\s*[–-]\s*", "-", n) for n in found)
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


def citation(book: str, section: str | None) -> str:
    """The whole citation in a player's words, without line numbers."""
    title = rulebook_title(book)
    text = without_lines(section or "")
    if house := _HOUSE_RULE.match(text):
        topic = text[house.end() :]
        name = f"{title} house rule" if title else "House rule"
        return f"{name} ({topic})" if topic else name
    if ruling := _RULING_FIRST.match(text):
        topic = text[ruling.end() :]
        leaves = f"the {title} rulebook" if title else "the rulebook"
        return f"{SHEETWRIGHT_RULING} ({leaves} leaves this open)" + (f": {topic}" if topic else "")
    head, marker, topic = _split_ruling(text)
    cited = f"{book_words(book)}, {head}" if head else book_words(book)
    if not marker:
        return cited
    return f"{cited}; {SHEETWRIGHT_RULING}" + (f": {topic}" if topic else "")


def section_words(section: str) -> str:
    """A section as a heading: `Derived Stats (l. 64-94)` → `Derived Stats`; a ruling's topic."""
    text = without_lines(section)
    if _HOUSE_RULE.match(text):
        return "House rule"
    if ruling := _RULING_FIRST.match(text):
        return text[ruling.end() :] or SHEETWRIGHT_RULING
    return _split_ruling(text)[0] or SHEETWRIGHT_RULING


def _split_ruling(text: str) -> tuple[str, bool, str]:
    """A section that names a ruling after its rulebook part: (rulebook part, True, topic)."""
    marker = _RULING_AFTER.search(text)
    if marker is None:
        return text, False, ""
    return text[: marker.start()].strip(), True, text[marker.end() :].strip()
