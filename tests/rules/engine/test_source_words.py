# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sources in a player's words: the rulebook by its system's title, lines only in the detail."""

from __future__ import annotations

import pytest

from rules.engine.source_ref import Source, house_rule, ruling
from rules.engine.source_words import without_lines

CASES = [
    # (book, section as stored, cite(), detail())
    (
        "gravedust.txt",
        "Gear Slots",
        "Gravedust rulebook, Gear Slots",
        "Gravedust rulebook, Gear Slots",
    ),
    (
        "lyrian-chronicles.txt",
        "Interlude — Interlude Actions (l. 1068-1101)",
        "Lyrian Chronicles rulebook, Interlude — Interlude Actions",
        "Lyrian Chronicles rulebook, Interlude — Interlude Actions (lines 1068-1101)",
    ),
    (
        "glorious-heretics.txt",
        "Skills — Strength, l. 54",
        "Glorious Heretics rulebook, Skills — Strength",
        "Glorious Heretics rulebook, Skills — Strength (line 54)",
    ),
    (
        "homebrew: our table",
        "Weapons",
        "homebrew: our table, Weapons",
        "homebrew: our table, Weapons",
    ),
    ("Tinyquest rules", "Knacks", "Tinyquest rules, Knacks", "Tinyquest rules, Knacks"),
]


@pytest.mark.parametrize(("book", "section", "cited", "detail"), CASES)
def test_a_source_reads_as_the_rulebook_and_its_section(
    book: str, section: str, cited: str, detail: str
) -> None:
    source = Source(book=book, section=section)
    assert (source.cite(), source.detail()) == (cited, detail)


RULINGS = [
    # (source, cite(), detail(), heading())
    (
        house_rule("miridon.txt", 'the rulebook\'s "Weight" page is missing'),
        'Miridon house rule (the rulebook\'s "Weight" page is missing)',
        'Miridon house rule (the rulebook\'s "Weight" page is missing)',
        "House rule",
    ),
    (
        ruling("miridon.txt", "starting stats and skill points are GM awards"),
        "Sheetwright's ruling (the Miridon rulebook leaves this open): starting stats and skill "
        "points are GM awards",
        "Sheetwright's ruling (the Miridon rulebook leaves this open): starting stats and skill "
        "points are GM awards",
        "starting stats and skill points are GM awards",
    ),
    (
        ruling("lyrian-chronicles.txt", "Astra resistance", "Derived Stats — Spirit Core (l. 66)"),
        "Lyrian Chronicles rulebook, Derived Stats — Spirit Core; Sheetwright's ruling: Astra "
        "resistance",
        "Lyrian Chronicles rulebook, Derived Stats — Spirit Core; Sheetwright's ruling: Astra "
        "resistance (line 66)",
        "Derived Stats — Spirit Core",
    ),
    (
        ruling("glorious-heretics.txt", section="Mechanics should suit the fantasy, l. 118"),
        "Glorious Heretics rulebook, Mechanics should suit the fantasy; Sheetwright's ruling",
        "Glorious Heretics rulebook, Mechanics should suit the fantasy; Sheetwright's ruling "
        "(line 118)",
        "Mechanics should suit the fantasy",
    ),
]


@pytest.mark.parametrize(("source", "cited", "detail", "heading"), RULINGS)
def test_a_house_rule_or_a_ruling_reads_as_one_without_naming_a_file(
    source: Source, cited: str, detail: str, heading: str
) -> None:
    assert (source.cite(), source.detail(), source.heading()) == (cited, detail, heading)


def test_the_stored_source_is_kept_as_written() -> None:
    source = Source(book="lyrian-chronicles.txt", section="Derived Stats (l. 64-94)")
    assert (source.book, source.section) == ("lyrian-chronicles.txt", "Derived Stats (l. 64-94)")
    assert (source.heading(), source.lines()) == ("Derived Stats", "lines 64-94")
    assert Source(book="gravedust.txt").cite() == "Gravedust rulebook"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("May pick a subrace (l. 34). The subraces", "May pick a subrace. The subraces"),
        ('Lightning" (l. 185, spelled "Ararchne").', 'Lightning" (spelled "Ararchne").'),
        ("Named at l. 185 (Living Lightning)", "Named (Living Lightning)"),
        ("(Chapter 6, l. 2962 and 2987) use", "(Chapter 6) use"),
        ("described after the table (l. 3141 onwards).", "described after the table."),
        ("nothing to remove", "nothing to remove"),
    ],
)
def test_content_text_loses_its_line_references(text: str, plain: str) -> None:
    assert without_lines(text) == plain


@pytest.mark.parametrize(
    ("section", "line"),
    [
        ("Interlude — Interlude Actions (l. 1068-1101)", "1068-1101"),
        ("Skills — Strength, l. 54", "54"),
        ("Chapter 6: Restore Strength Points (l. 1919, 2031)", "1919, 2031"),
        ("Gear Slots", None),
        (None, None),
    ],
)
def test_a_source_gives_its_rulebook_line_as_data(section: str | None, line: str | None) -> None:
    # The line is data (sheet --json's `source_line`); the citation a player reads never has it
    source = Source(book="lyrian-chronicles.txt", section=section)
    assert source.line() == line
    assert "l." not in source.cite()
    assert "line" not in source.cite()
