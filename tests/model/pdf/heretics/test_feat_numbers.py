# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Feat and improvement numbers printed beside the feat or improvement (glorious-heretics.txt)."""

from __future__ import annotations

import re
from functools import cache
from io import BytesIO
from typing import Any

import pdfplumber

from model.pdf.cards import render_cards
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards_geometry import card_texts
from tests.rules.heretics.builders import build, ev, exp

META = SheetMeta("Digger", "Glorious Heretics")


@cache
def digger() -> Build[Any]:
    """Burrowing 2, Heavy Digger 1, Flying 1 and a Guard with Defend Other ×2."""
    result = build(
        exp(400),
        *[ev("buy-feat-rank", feat="burrowing")] * 2,
        ev("buy-feat-rank", feat="heavy-digger"),
        ev("buy-feat-rank", feat="flying"),
        ev(
            "design-ability",
            ability="guard",
            template="guard",
            name="Guard",
            paid=2,
            improvements={"defend-other": 2},
        ),
    )
    assert not result.errors, result.errors
    return result


def test_cards_print_the_feat_numbers_beside_the_feat() -> None:
    text = " ".join(card_texts(render_cards([(digger(), META)])))
    # Feats, l. 344: Burrowing rank 2 = half of 4 squares = 2
    assert "Burrowing rank 2 Burrow through soft material 2 squares per move action" in text
    # Feats, l. 348: Heavy Digger rank 1 = half the burrow speed 2 = 1
    assert "Heavy Digger rank 1 Burrow through tough material 1 square per move action" in text
    # Feats, l. 338: Flying rank 1 = half of 4 rounded up = 2
    assert "Flying rank 1 Fly 2 squares per move action" in text
    # Improvements, l. 241: Defend Other rank 2 = 2 squares
    assert "Defend an ally up to 2 squares away" in text
    assert "Move action 4 squares" in text  # Movement, l. 23


def test_page_prints_the_numbers_in_the_for_you_column() -> None:
    with pdfplumber.open(BytesIO(render_sheet(digger(), META))) as doc:
        text = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in doc.pages))
    assert "Feat Rank Cost For you Effect" in text
    # Improvements, l. 241: Defend Other rank 2 reaches an ally 2 squares away
    assert "For you: Defend an ally up to 2 squares away." in text
    # Improvements — Defend Other, Cost : 1 per rank: 2 ranks cost 2
    assert "2 rank(s), 1 per rank" in text
    assert "Move 4 squares" in text  # Movement, l. 23
