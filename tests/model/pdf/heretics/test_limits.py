# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Real maximums and limits on Glorious Heretics cards and sheets (glorious-heretics.txt)."""

from __future__ import annotations

import re
from io import BytesIO

import pdfplumber

from model.pdf.cards import render_cards
from model.pdf.sheet_meta import SheetMeta
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards_geometry import card_texts
from tests.rules.heretics.builders import build, ev, exp

META = SheetMeta("Ysmay of Orrin", "Glorious Heretics")
SPECIALISED = build(
    exp(40), ev("buy-feat-rank", feat="debuff-specialization-type", choice="blinded")
)


def card(texts: list[str], title: str) -> str:
    return next(t for t in texts if t.startswith(f"{title} "))


def sheet_text() -> str:
    with pdfplumber.open(BytesIO(render_sheet(SPECIALISED, META, "a4"))) as doc:
        return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in doc.pages))


def test_a_feat_bought_once_shows_its_maximum_of_one() -> None:
    # Feats, l. 358-359: Debuff Specialization costs 30, not per rank — bought once
    text = card(card_texts(render_cards([(SPECIALISED, META)])), "Feats")
    assert "Debuff Specialization (type) rank 1 / 1" in text
    assert "no maximum" not in text
    assert "no maximum" not in sheet_text()


def test_the_debuff_card_shows_the_limit_debuff_specialization_lifts() -> None:
    # l. 359: "The debuff limit no longer applies for any of your attacks"; Blinded limit rank 2
    texts = card_texts(render_cards([(SPECIALISED, META)]))
    assert "Normal attacks no limit (Debuff Specialization (type))" in card(texts, "Blinded")
    assert "Normal attacks up to rank 2" in card(texts, "Sickened")


def test_the_full_page_debuff_table_shows_the_lifted_limit() -> None:
    # l. 359 lifts Blinded's limit; the other debuffs keep theirs (Disruption: rank 1)
    text = sheet_text()
    assert "Blinded 1+4 per rank no limit (Debuff" in text  # the cell wraps after "Debuff"
    assert "Disruption 1 + 6 per rank up to rank 1" in text
