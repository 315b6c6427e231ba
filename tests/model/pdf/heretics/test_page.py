# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The full-page Glorious Heretics sheet laid out as tables (issue 13, point 10): its sections,
every value the cards print, table rows on one line, long abilities carried onto the next page."""

from __future__ import annotations

import itertools
import re
from functools import cache
from io import BytesIO
from typing import Any

import pdfplumber

from model.pdf.card_layout import Row
from model.pdf.heretics.cards import sections
from model.pdf.heretics.skill_band import CELL_H
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build
from tests.model.heretics_sample import LONG_FLAVOUR, rich
from tests.model.pdf.heretics.test_sheets import META, sample
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards_geometry import is_subsequence
from tests.rules.heretics.builders import build, ev, exp

PUNCTUATION = '.,:;()“”"!·—–•'


def page_pdf(character: Build[Any], meta: SheetMeta = META) -> bytes:
    """The full-page sheet of a character on A4."""
    return render_sheet(character, meta)


@cache
def sample_pdf() -> bytes:
    """The full page of the rich sample (tests/model/heretics_sample.py)."""
    return page_pdf(sample())


def page_text(pdf: bytes) -> str:
    """Every word of the sheet, one space between words."""
    with pdfplumber.open(BytesIO(pdf)) as doc:
        return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in doc.pages))


def words(text: str) -> set[str]:
    """The words of a text, lower case, without the punctuation around them."""
    found = (w.strip(PUNCTUATION).lower() for w in text.split())
    return {w for w in found if w}


def printed_words(character: Build[Any]) -> set[str]:
    """Every word of every row and paragraph the cards (and the old plain page) print."""
    out: set[str] = set()
    for section in sections(character, META):
        for part in section.parts:
            out |= words(f"{part.label} {part.value}" if isinstance(part, Row) else part.text)
    return out


def test_the_page_has_its_sections_and_tables() -> None:
    text = page_text(sample_pdf())
    for title in (
        "SKILLS",
        "DEFENSES — DEFAULT ABILITIES, RANK 0",
        "GUARD",
        "LIGHTHOUSE BOLT",
        "WAR CRY",
        "FEATS",
        "RESOURCES & EQUIPMENT — RESTOCK: ITEMS GO, POINTS REFILL",
        "DEBUFF REFERENCE",
        "NOTES",
    ):
        assert title in text, title
    for header in (
        "Defense Defends against Action Power Effect",
        "Improvements Cost Effect",
        "Restrictions Free ranks Effect",
        "Feat Rank Cost For you Effect",
        "Resource points Obtained items (points spent) Equipment",
        "Debuff Power Normal attacks Effect",
    ):
        assert header in text, header
    assert "Hit points: 10 (base) + 2 (4 Exp ÷ 2)" in text  # Hit Points, l. 43


def skill_cells(pdf: bytes) -> list[str]:
    """The text of each filled cell of the skills band, in reading order."""
    with pdfplumber.open(BytesIO(pdf)) as doc:
        page = doc.pages[0]
        cells = [c for c in page.curves if abs(c["height"] - CELL_H) < 0.5]
        crops = (page.crop((c["x0"], c["top"], c["x1"], c["bottom"])) for c in cells)
        return [re.sub(r"\s+", " ", crop.extract_text()) for crop in crops]


def test_the_skills_band_has_a_cell_per_skill_with_rank_and_price() -> None:
    cells = skill_cells(sample_pdf())
    # Skills, l. 52-81: fifteen skills; RULINGS: raising rank r to r+1 costs r+1
    assert len(cells) == 15
    assert all(re.fullmatch(r"[●○] [A-Z][a-z ]+ \d+ next rank \d+ Exp", c) for c in cells), cells
    assert cells[:4] == [
        "● Strength 0 next rank 1 Exp",
        "○ Stamina 0 next rank 1 Exp",
        "○ Tolerance 0 next rank 1 Exp",
        "● Stealth 2 next rank 3 Exp",
    ]


def test_every_value_of_the_plain_text_layout_is_still_printed() -> None:
    text = page_text(sample_pdf())
    missing = printed_words(sample()) - words(text)
    assert not missing, sorted(missing)
    assert is_subsequence(LONG_FLAVOUR.split(), text)
    assert "…" not in text


def test_a_table_row_sets_its_cells_side_by_side() -> None:
    with pdfplumber.open(BytesIO(sample_pdf())) as doc:
        found = [w for page in doc.pages for w in page.extract_words()]
    pairs = itertools.pairwise(found)
    blinded = next(w for w, after in pairs if (w["text"], after["text"]) == ("Blinded", "1+4"))
    same_line = [w["text"] for w in found if abs(w["top"] - blinded["top"]) < 1.5]
    # Debuffs, Blinded: power 1+4 per rank, normal attacks up to rank 2
    assert same_line[:7] == ["Blinded", "1+4", "per", "rank", "up", "to", "rank"]
    riposte = next(w for w in found if w["text"] == "Riposte")
    row = [w["text"] for w in found if abs(w["top"] - riposte["top"]) < 1.5]
    assert row[:3] == ["Riposte", "1", "rank(s)"]  # Guard improvement Riposte, Cost : 1


def test_problems_and_a_missing_gm_maximum_are_printed() -> None:
    broken = build(
        exp(30),
        ev("create-ability", ability="bolt", template="attack", name="Bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("assign-rank", ability="bolt", to="range"),
        ev("assign-rank", ability="bolt", to="range"),
        ev("add-restriction", ability="bolt", restriction="locked-range"),
        ev("remove-rank", ability="bolt", from_="range"),
    )
    text = page_text(page_pdf(broken))
    # Restrictions, l. 243-246: Locked Range needs range rank >= 2
    assert "RULE PROBLEMS" in text
    assert "Problem: Bolt: Locked Range no longer applies" in text
    assert "Paid ranks 2 Free ranks 1 Unassigned 2" in text
    assert "Maximum not set (GM)" in page_text(page_pdf(rich(resource_max=None)))


def test_a_new_character_prints_what_it_has_not_got_yet() -> None:
    text = page_text(page_pdf(build(exp(10)), SheetMeta("", "Glorious Heretics")))
    assert "Unnamed" in text
    assert "Proficient in: not chosen yet" in text
    assert "No feats yet." in text
    assert "No items obtained" in text
    assert "Guard Physical Defend 0" in text  # Defenses, l. 160-174: the three defaults, Power 0


def test_a_long_ability_goes_on_under_continued_on_the_next_page() -> None:
    story = LONG_FLAVOUR * 2 + LONG_FLAVOUR[:900]  # a flavour text may be 4,000 characters
    sagas = [
        ev("design-ability", ability=f"saga-{n}", template="attack", name=f"Saga {n}", paid=1,
           properties={"power": 1}, flavour=story)
        for n in (1, 2, 3)
    ]  # fmt: skip
    long = build(exp(40), *sagas)
    assert not long.skipped
    pdf = page_pdf(long)
    text = page_text(pdf)
    assert re.search(r"SAGA \d \(CONTINUED\)", text)
    assert is_subsequence(story.split()[1:-1] * 3, text)
    with pdfplumber.open(BytesIO(pdf)) as doc:
        assert len(doc.pages) >= 2
        for page in doc.pages:
            assert all(ch["top"] > 20 and ch["bottom"] < page.height - 20 for ch in page.chars)
