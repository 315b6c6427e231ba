# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Per-rank amounts printed beside their special or talent on the Miridon sheet and cards."""

from __future__ import annotations

import re
from functools import cache
from io import BytesIO

from pypdf import PdfReader

from model.pdf.cards import render_cards
from model.pdf.sheet_pdf import SheetMeta, render_sheet
from rules.engine.build import Build
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, errors, ev

META = SheetMeta("Ivy Warden", "Miridon")


@cache
def warden() -> Build[MiridonState]:
    """A 20/20 Vessel / Ghost Hunter (every special rank 4) with Resist Insanity 2."""
    result = build(
        *character("vessel", points=300, strength=20, speed=20),
        ev("take-dual-class", class_="ghost-hunter"),
        *[ev("buy-talent-rank", talent="resist-insanity")] * 2,
    )
    assert result.valid, errors(result)
    return result


def text_of(pdf: bytes) -> str:
    """The PDF's text with every run of whitespace made one space."""
    pages = PdfReader(BytesIO(pdf)).pages
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in pages))


# miridon.txt, Movement Actions, Teleport, l. 1978: 5 ft per rank → rank 4 = 20 ft;
# Concentration, l. 97: 3 × rank 4 = 12; Resist Insanity, l. 386: 10 × rank 2 = 20
EXPECTED = (
    "Teleport 4 — up to 20 ft",
    "Concentration 4 — 12 less Spell Ghost Power lost when hurt",
    "Resist Insanity 2 — +20 effective Current Health Points for Insanity Rolls",
)


def test_sheet_prints_amounts_beside_their_entries() -> None:
    text = text_of(render_sheet(warden(), META, "a4"))
    for line in EXPECTED:
        assert line in text


def test_cards_print_amounts_beside_their_entries() -> None:
    text = text_of(render_cards([(warden(), META)]))
    for line in EXPECTED:
        assert line in text
