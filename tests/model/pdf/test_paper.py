# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system prints on paper, read back with pdfplumber: no placeholder words where a
picture is missing, and no card text smaller than 7 pt (issue 13, point 10)."""

from __future__ import annotations

import re
from functools import cache
from io import BytesIO
from typing import Any

import pdfplumber
import pytest

from model.character_build import build_character
from model.document import new_document, parse_document
from model.pdf.cards import Card, Row, Text, render_cards, render_deck
from model.pdf.gravedust.cards import WRITE_IN
from model.pdf.sheet_meta import SheetMeta, meta_of
from rules.engine.build import Build
from rules.engine.content_loader import resources_dir
from rules.systems import SHIPPED
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards_geometry import LONG, assert_every_character_inside_a_frame

SYSTEMS = [parts.id for parts in SHIPPED]
SMALLEST_CARD_TEXT = 7.0
PLACEHOLDERS = re.compile(r"portrait|map icon|icon|placeholder|todo|lorem", re.IGNORECASE)


@cache
def sample(system: str) -> tuple[Build[Any], SheetMeta]:
    """A shipped sample character (it has no portrait) and what its sheet prints besides."""
    path = resources_dir() / "samples" / f"{system}.sheetwright.json"
    document = parse_document(path.read_bytes(), path.name)
    assert document.get("portrait") is None
    build = build_character(document, []).build
    return build, meta_of(document, build.system.title)


def text_of(pdf: bytes) -> str:
    """Every word of a PDF, one space between words."""
    with pdfplumber.open(BytesIO(pdf)) as doc:
        return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in doc.pages))


def sizes_of(pdf: bytes) -> list[tuple[float, str]]:
    """The font size of every character drawn, with the character."""
    with pdfplumber.open(BytesIO(pdf)) as doc:
        return [(ch["size"], ch["text"]) for page in doc.pages for ch in page.chars]


def too_small(pdf: bytes) -> list[tuple[float, str]]:
    """The characters set smaller than the smallest card text allowed."""
    return [(size, ch) for size, ch in sizes_of(pdf) if size < SMALLEST_CARD_TEXT - 0.01]


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_sheet_without_a_portrait_prints_no_placeholder_word(system: str) -> None:
    build, meta = sample(system)
    text = text_of(render_sheet(build, meta))
    assert meta.name in text
    assert not PLACEHOLDERS.findall(text), PLACEHOLDERS.findall(text)


@pytest.mark.parametrize("system", SYSTEMS)
def test_cards_without_a_portrait_print_no_placeholder_word(system: str) -> None:
    build, meta = sample(system)
    text = text_of(render_cards([(build, meta)]))
    assert meta.name in text
    assert not PLACEHOLDERS.findall(text), PLACEHOLDERS.findall(text)


@pytest.mark.parametrize("system", SYSTEMS)
def test_an_unreadable_portrait_is_an_empty_frame(system: str) -> None:
    build, meta = sample(system)
    broken = SheetMeta(meta.name, meta.system_title, b"\x89PNG\r\n\x1a\nnot really a png")
    with pdfplumber.open(BytesIO(render_sheet(build, broken))) as doc:
        first = doc.pages[0]
        text = first.extract_text()
        shapes = first.rects + first.curves
        squares = [s for s in shapes if s["width"] > 50 and abs(s["width"] - s["height"]) < 1]
    assert "portrait" not in text.lower()
    assert squares, "the portrait box is still drawn, empty, for a picture to be glued in"
    assert min(s["top"] for s in squares) < 60, "at the top of the page"
    assert first.images == []


@pytest.mark.parametrize("system", SYSTEMS)
def test_no_card_text_is_smaller_than_7_pt(system: str) -> None:
    build, meta = sample(system)
    pdf = render_cards([(build, meta)])
    assert sizes_of(pdf)
    assert too_small(pdf) == []


def test_long_titles_subtitles_and_bodies_stay_at_7_pt_and_lose_nothing() -> None:
    title = "The Unreasonably Long Name Of A Very Specific Lighthouse Bolt Of Orrin"
    subtitle = "Attack · Elemental · Ranged · Cone · " * 3
    card = Card(title, subtitle, (Row("Accuracy (3 ranks)", "+6"), Text(LONG)), "Ysmay · Heretics")
    pdf = render_deck([[card]])
    assert too_small(pdf) == []
    text = text_of(pdf)
    assert title in text
    assert "…" not in text
    assert "(cont.)" in text
    assert_every_character_inside_a_frame(pdf)


def test_empty_gravedust_boxes_on_cards_are_lines_to_write_in_not_words() -> None:
    # gravedust.txt, Skills and Items: boxes a new character has not filled yet
    document = new_document("gravedust", "Vex")
    build = build_character(document, []).build
    text = text_of(render_cards([(build, meta_of(document, build.system.title))]))
    assert not re.findall(r"\bempty\b", text, re.IGNORECASE)
    assert WRITE_IN[:8] in text
