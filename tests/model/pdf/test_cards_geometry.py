# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The card engine read back with pdfplumber: frame sizes, the centred grid, no text outside."""

from __future__ import annotations

import re
from io import BytesIO
from typing import Any

import pdfplumber
import pytest
from reportlab.lib.units import mm

from model.pdf.cards import BODY_MIN, Card, Row, Text, paginate, render_deck
from model.pdf.sheet_meta import Paper

PAPERS: dict[Paper, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
CARD = (63 * mm, 88 * mm)
WORDS = ("salt", "iron", "lamp", "storm", "keeper", "bolt", "spear", "hiss", "water", "anger")
# A paragraph of 600 distinct numbered words: far more than one card holds at any size.
LONG = " ".join(f"{WORDS[i % len(WORDS)]}{i}" for i in range(600))


def frames(page: Any) -> list[tuple[float, float, float, float]]:
    """The card frames of a page (x0, top, x1, bottom), in reading order."""
    found = [r for r in page.rects if r["width"] > 150 and r["height"] > 200]
    return sorted(
        ((r["x0"], r["top"], r["x1"], r["bottom"]) for r in found),
        key=lambda b: (round(b[1]), b[0]),
    )


def card_texts(pdf: bytes) -> list[str]:
    """The text of every card of a PDF in deck order, whitespace made single spaces."""
    out: list[str] = []
    with pdfplumber.open(BytesIO(pdf)) as doc:
        for page in doc.pages:
            for box in frames(page):
                out.append(re.sub(r"\s+", " ", page.crop(box).extract_text()).strip())
    return out


def is_subsequence(words: list[str], text: str) -> bool:
    """True when the words occur in this order in the text (other words may come between)."""
    found = iter(text.split())
    return all(word in found for word in words)


def assert_every_character_inside_a_frame(pdf: bytes) -> None:
    """No character of any page lies outside the card frames (so nothing overflows a card)."""
    with pdfplumber.open(BytesIO(pdf)) as doc:
        for page in doc.pages:
            boxes = frames(page)
            for ch in page.chars:
                inside = any(
                    ch["x0"] >= x0 + 1 and ch["x1"] <= x1 - 1 and ch["top"] >= t + 1
                    and ch["bottom"] <= b - 1
                    for x0, t, x1, b in boxes
                )  # fmt: skip
                assert inside, (ch["text"], ch["x0"], ch["top"])


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_nine_cards_of_63_by_88_mm_in_a_centred_3_by_3_grid(paper: Paper) -> None:
    deck = [Card(f"Card {i}", "Sub", (Row("Value", str(i)),)) for i in range(10)]
    with pdfplumber.open(BytesIO(render_deck([deck], paper))) as doc:
        first, second = doc.pages
        assert (first.width, first.height) == pytest.approx(PAPERS[paper], abs=0.01)
        boxes = frames(first)
        assert len(boxes) == 9
        assert len(frames(second)) == 1
    for x0, top, x1, bottom in boxes:
        assert (x1 - x0, bottom - top) == pytest.approx(CARD, abs=0.5 * mm)
    assert len({round(b[0], 1) for b in boxes}) == 3  # three columns
    assert len({round(b[1], 1) for b in boxes}) == 3  # three rows
    width, height = PAPERS[paper]
    left, right = min(b[0] for b in boxes), width - max(b[2] for b in boxes)
    top, bottom = min(b[1] for b in boxes), height - max(b[3] for b in boxes)
    assert left == pytest.approx(right, abs=0.1)
    assert top == pytest.approx(bottom, abs=0.1)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_long_card_continues_and_loses_no_word(paper: Paper) -> None:
    card = Card("Lighthouse Bolt", "Attack", (Row("Accuracy", "+6"), Text(LONG), Row("End", "1")))
    pdf = render_deck([[card, Card("Neighbour")]], paper)
    texts = card_texts(pdf)
    assert len(texts) > 3
    assert texts[0].startswith("Lighthouse Bolt Attack Accuracy +6")
    assert texts[1].startswith("Lighthouse Bolt (cont.)")
    assert texts[2].startswith("Lighthouse Bolt (cont. 2)")
    whole = " ".join(texts)
    assert "…" not in whole
    assert is_subsequence(LONG.split(), whole)
    assert "End 1" in texts[-2]
    assert texts[-1] == "Neighbour"
    assert_every_character_inside_a_frame(pdf)


def test_continuation_cards_are_split_between_parts_and_lines() -> None:
    parts = tuple(Row(f"Restriction {i}", f"+{i} free") for i in range(60))
    pieces = paginate([Card("Many", body=parts)])
    assert [p.title for p in pieces] == ["Many", "Many (cont.)", "Many (cont. 2)"][: len(pieces)]
    assert len(pieces) > 1
    assert tuple(part for piece in pieces for part in piece.body) == parts


def test_a_card_that_fits_at_the_smallest_size_stays_one_card() -> None:
    body = (Text(" ".join(WORDS * 20)),)  # fits only just above BODY_MIN
    assert paginate([Card("Dense", body=body)]) == [Card("Dense", body=body)]
    assert BODY_MIN >= 7  # the smallest body size a card shrinks to before continuing (issue 13)


def test_a_long_subtitle_moves_into_the_body_rather_than_being_cut() -> None:
    subtitle = "Attack · " * 20
    (card,) = paginate([Card("Bolt", subtitle, (Row("Power", "3"),))])
    assert card.subtitle == ""
    assert card.body[0] == Text(subtitle)


def test_a_long_title_wraps_inside_its_card() -> None:
    title = "The Unreasonably Long Name Of A Very Specific Lighthouse Bolt"
    pdf = render_deck([[Card(title, body=(Row("Power", "3"),))]])
    assert title in " ".join(card_texts(pdf))
    assert_every_character_inside_a_frame(pdf)
