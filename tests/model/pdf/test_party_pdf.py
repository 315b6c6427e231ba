# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed party: a summary page per game, then every sheet or every card, in one PDF."""

from __future__ import annotations

from io import BytesIO

import pytest
from pypdf import PdfReader

from model.library import Library
from model.party import Party, party_of
from model.pdf.cards import render_cards
from model.pdf.party_pdf import render_party, render_party_summary
from model.pdf.sheet_meta import meta_of
from model.pdf.sheet_pdf import render_sheets
from tests.model.test_content_review import V2
from tests.model.test_party import mixed_campaign


def texts(pdf: bytes) -> list[str]:
    """The text of each page."""
    return [page.extract_text() for page in PdfReader(BytesIO(pdf)).pages]


@pytest.fixture
def party(library: Library) -> Party:
    return party_of(library, mixed_campaign(library).id)


def test_the_summary_is_one_page_per_game_titled_with_campaign_and_game(party: Party) -> None:
    pages = texts(render_party_summary(party))
    assert len(pages) == 4
    games = ["Glorious Heretics", "Gravedust", "Lyrian Chronicles", "Miridon"]
    for page, game in zip(pages, games, strict=True):
        assert f"The Drowned Keep — {game}" in page
    gravedust = pages[1]
    for text in ("Party summary: 2 characters", "Vex the Dwarf", "LV 3", "2 XP, 30 gold"):
        assert text in gravedust
    assert gravedust.index("Vex\n") < gravedust.index("Vex the Dwarf")
    assert "Maren of the Reach" not in gravedust
    assert "2 warnings" in pages[2]


def test_a_character_waiting_for_a_review_says_so(library: Library) -> None:
    campaign = mixed_campaign(library)
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    gravedust = texts(render_party_summary(party_of(library, campaign.id)))[1]
    assert gravedust.count("Waiting for review") == 1


@pytest.mark.parametrize("cards", [False, True], ids=["sheets", "cards"])
def test_the_whole_party_is_the_summary_then_every_sheet_or_card(party: Party, cards: bool) -> None:
    sheets = [(m.built.build, meta_of(m.built.document, m.game)) for m in party.members]
    alone = render_cards(sheets) if cards else render_sheets(sheets)
    pages = texts(render_party(party, cards=cards))
    assert len(pages) == 4 + len(texts(alone))
    rest = "\n".join(pages[4:])
    for member in party.members:
        assert member.name in rest
    assert rest.index("Ysmay of Orrin") < rest.index("Sable Duelist")  # group after group


def test_letter_paper_is_letter_sized(party: Party) -> None:
    page = PdfReader(BytesIO(render_party_summary(party, "letter"))).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == (612.0, 792.0)
