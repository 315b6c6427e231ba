# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed party: a summary page per game (a table of the campaign's characters), then every
character's sheet or cards, in one PDF."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.party import Party, PartyGroup, PartyMember
from model.pdf.cards import cards_for, draw_decks
from model.pdf.drawing import GREY, INK, Rect
from model.pdf.flow import GAP, Block, Row, paginate
from model.pdf.fonts import CONDENSED, SANS, SANS_BOLD
from model.pdf.page_parts import FOOTER, draw_page_title, draw_pages
from model.pdf.sheet_book import Layout, SheetBook
from model.pdf.sheet_meta import Paper, SheetMeta, meta_of
from model.pdf.sheet_pdf import add_sheets
from model.pdf.table import Cell, header_row, table_row
from rules.engine.build import Build

HEADINGS = ("Name", "Headline", "Unspent points", "Errors and warnings", "Review")
WIDTHS = (0.22, 0.18, 0.30, 0.16, 0.14)
TITLE = 34.0
CONTINUED = 16.0


def render_party(party: Party, paper: Paper = "a4", *, cards: bool = False) -> bytes:
    """The party summary page of each game, then every character's sheets (or, with `cards`,
    their cards), group after group; ValueError for a paper or system with no layout."""
    book = SheetBook(paper, f"{party.campaign.name} — party")
    add_summaries(book, party)
    sheets = [_sheet_of(member) for member in party.members]
    if cards:
        draw_decks(book.canvas, [cards_for(build, meta) for build, meta in sheets], paper)
    else:
        add_sheets(book, sheets)
    return book.finish()


def render_party_summary(party: Party, paper: Paper = "a4") -> bytes:
    """Only the party summary pages, one per game."""
    book = SheetBook(paper, f"{party.campaign.name} — party")
    add_summaries(book, party)
    return book.finish()


def add_summaries(book: SheetBook, party: Party) -> None:
    """A summary page per game of the party (more when a group is too long for one)."""
    for group in party.groups:
        meta = SheetMeta(party.campaign.name, group.game)
        # The page's footer names the game from the meta; any build of the group stands for it.
        book.add(group.members[0].built.build, meta, summary_layout(group))


def summary_layout(group: PartyGroup) -> Layout:
    """Draws one game's party table: name, headline, unspent points, issues, review."""

    def draw(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
        body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
        about = f"Party summary: {_characters(len(group.members))} · {date.today().isoformat()}"
        block = Block(
            "Characters",
            tuple(_row(member, page.w) for member in group.members),
            header_row(HEADINGS, WIDTHS, page.w),
        )
        flow = paginate([block], body.below(TITLE), body.below(CONTINUED))
        draw_pages(
            c, build, meta, page, flow,
            first=lambda canvas: draw_page_title(canvas, meta, body, group.game, about, first=True),
            later=lambda canvas: draw_page_title(canvas, meta, body, group.game, about, first=False),
            part="Party",
        )  # fmt: skip

    return draw


def _row(member: PartyMember, width: float) -> Row:
    review = "Waiting for review" if member.waiting_for_review else "—"
    cells = [
        Cell(member.name, SANS_BOLD, 8.5, wrapped=True),
        Cell(member.headline or "—", SANS, 8, wrapped=True),
        Cell(member.unspent_words(), CONDENSED, 8, wrapped=True),
        Cell(member.issue_words(), CONDENSED, 8, INK if member.errors else GREY),
        Cell(review, CONDENSED, 8),
    ]
    return table_row(cells, WIDTHS, width)


def _sheet_of(member: PartyMember) -> tuple[Build[Any], SheetMeta]:
    build = member.built.build
    meta = meta_of(member.built.document, build.system.title)
    return build, replace(meta, campaign_note=member.campaign_note)


def _characters(n: int) -> str:
    return f"{n} character{'' if n == 1 else 's'}"


__all__ = ["add_summaries", "render_party", "render_party_summary", "summary_layout"]
