# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Card-sized sheet sections: 63 × 88 mm cards, nine to a page, centred, with cut marks.

A card whose body does not fit at BODY_MIN continues on further cards (`paginate`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from io import BytesIO
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from model.pdf.card_layout import (
    BODY_MAX,
    BODY_MIN,
    CARD_H,
    CARD_W,
    FOOTER_H,
    FOOTER_SIZE,
    IMAGE_H,
    PAD,
    PARAGRAPH_GAP,
    SUBTITLE_H,
    SUBTITLE_MIN,
    TITLE_PAD,
    Card,
    Line,
    Part,
    Row,
    Text,
    body_rect,
    draw_lines,
    fit_body,
    layout_lines,
    lines_height,
    title_height,
    title_lines,
)
from model.pdf.card_paging import paginate
from model.pdf.drawing import FAINT, GREY, INK, LEADING, WHITE, Rect, box, draw_line
from model.pdf.fonts import CONDENSED, SANS, SANS_BOLD, register_fonts
from model.pdf.portrait import draw_portrait, load_image
from model.pdf.sheet_book import PAGE_SIZES
from model.pdf.sheet_meta import Paper, SheetMeta
from model.pdf.table_rules_page import table_rules_cards
from rules.engine.build import Build
from rules.systems import SystemUnavailable, load_part

__all__ = [
    "BODY_MAX",
    "BODY_MIN",
    "CARD_H",
    "CARD_W",
    "FOOTER_H",
    "PARAGRAPH_GAP",
    "Card",
    "Line",
    "Part",
    "Row",
    "Text",
    "body_rect",
    "card_rects",
    "cards_for",
    "chunked",
    "draw_card",
    "draw_decks",
    "draw_lines",
    "fit_body",
    "layout_lines",
    "lines_height",
    "paginate",
    "render_cards",
    "render_deck",
]

COLS = ROWS = 3
PER_PAGE = COLS * ROWS
MARK, MARK_GAP = 5 * mm, 1.5 * mm
ROWS_PER_CARD = 16

CardSource = Callable[[Build[Any], SheetMeta], list[Card]]
"""A system's card builder: the cards of one character (its own, or the shared generic one)."""


def cards_for(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """The cards of one character, from its system's card builder; ValueError if it cannot load."""
    try:
        source: CardSource = load_part(build.system.id, "cards")
    except SystemUnavailable as error:
        raise ValueError(str(error)) from None
    footer = f"{meta.name} · {meta.system_title}"
    found = source(build, meta) or [Card(meta.name or "Unnamed", body=(Text("Nothing yet."),))]
    found = found + table_rules_cards(build, meta)
    return [card if card.footer else replace(card, footer=footer) for card in found]


def render_cards(
    builds_with_meta: Sequence[tuple[Build[Any], SheetMeta]],
    paper: Paper = "a4",
    title: str = "Character cards",
) -> bytes:
    """Every character's cards as PDF pages; each character starts on a new page."""
    return render_deck([cards_for(b, m) for b, m in builds_with_meta], paper, title)


def render_deck(
    decks: Sequence[Sequence[Card]], paper: Paper = "a4", title: str = "Cards"
) -> bytes:
    """Decks of cards nine to a page, each deck starting on a new page; ValueError on bad paper."""
    if paper not in PAGE_SIZES:
        raise ValueError(f"unknown paper size {paper!r} (use one of: {', '.join(PAGE_SIZES)})")
    register_fonts()
    out = BytesIO()
    c = Canvas(out, pagesize=PAGE_SIZES[paper], pageCompression=1, initialFontName=SANS)
    c.setTitle(title)
    c.setAuthor("Sheetwright")
    c.setCreator("Sheetwright")
    draw_decks(c, decks, paper)
    if c.getPageNumber() == 1:  # nothing drawn: still one (empty) page, a valid PDF
        draw_cut_marks(c, paper)
        c.showPage()
    c.save()
    return out.getvalue()


def draw_decks(c: Canvas, decks: Sequence[Sequence[Card]], paper: Paper) -> None:
    """Decks of cards nine to a page on a canvas (after any pages already on it), each deck
    starting on a new page."""
    rects = card_rects(paper)
    for deck in map(paginate, decks):
        for start in range(0, len(deck), PER_PAGE):
            page = deck[start : start + PER_PAGE]
            for card, rect in zip(page, rects, strict=False):
                draw_card(c, card, rect)
            draw_cut_marks(c, paper)
            c.showPage()


def card_rects(paper: Paper) -> list[Rect]:
    """The nine card positions of a page in reading order, the grid centred on the paper."""
    width, height = PAGE_SIZES[paper]
    left = (width - COLS * CARD_W) / 2
    bottom = (height - ROWS * CARD_H) / 2
    return [
        Rect(left + col * CARD_W, bottom + (ROWS - 1 - row) * CARD_H, CARD_W, CARD_H)
        for row in range(ROWS)
        for col in range(COLS)
    ]


def draw_cut_marks(c: Canvas, paper: Paper) -> None:
    """Short lines in the margin continuing every card edge, never touching a card."""
    width, height = PAGE_SIZES[paper]
    x0, y0 = (width - COLS * CARD_W) / 2, (height - ROWS * CARD_H) / 2
    x1, y1 = x0 + COLS * CARD_W, y0 + ROWS * CARD_H
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    vertical = min(MARK, y0 - MARK_GAP - 1 * mm)
    horizontal = min(MARK, x0 - MARK_GAP - 1 * mm)
    for x in (x0 + i * CARD_W for i in range(COLS + 1)):
        c.line(x, y1 + MARK_GAP, x, y1 + MARK_GAP + vertical)
        c.line(x, y0 - MARK_GAP, x, y0 - MARK_GAP - vertical)
    for y in (y0 + i * CARD_H for i in range(ROWS + 1)):
        c.line(x0 - MARK_GAP, y, x0 - MARK_GAP - horizontal, y)
        c.line(x1 + MARK_GAP, y, x1 + MARK_GAP + horizontal, y)


def draw_card(c: Canvas, card: Card, rect: Rect) -> None:
    """One card: a faint frame on the cut line, the title bar, subtitle, image, body and footer."""
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.3)
    c.rect(rect.x, rect.y, rect.w, rect.h, stroke=1, fill=0)
    inner = rect.inset(PAD)
    title = card.title or "Untitled"
    bar = inner.top_part(title_height(title, rect.w))
    box(c, bar, fill=INK, stroke=None, radius=1.5)
    draw_title(c, title, bar.inset(TITLE_PAD, 2))
    if card.subtitle:
        sub = Rect(inner.x, bar.y - 9, inner.w, SUBTITLE_MIN)
        draw_line(c, card.subtitle, sub, CONDENSED, SUBTITLE_MIN, min_size=SUBTITLE_MIN, color=GREY)
    if load_image(card.image) is not None:
        top = bar.y - 2 - (SUBTITLE_H if card.subtitle else 0)
        draw_portrait(
            c,
            card.image,
            Rect(inner.x + inner.w / 2 - IMAGE_H / 2, top - IMAGE_H, IMAGE_H, IMAGE_H),
        )
    footer = Rect(inner.x, inner.y, inner.w, FOOTER_SIZE)
    draw_line(
        c, card.footer, footer, CONDENSED, FOOTER_SIZE, min_size=FOOTER_SIZE, align="right",
        color=GREY,
    )  # fmt: skip
    draw_body(c, card.body, body_rect(card, rect))


def draw_title(c: Canvas, title: str, rect: Rect) -> None:
    """The title in white: one line shrunk to no less than TITLE_MIN, else wrapped at that size
    over as many lines as the (taller) bar holds."""
    size, lines = title_lines(title, rect.w)
    if len(lines) == 1:
        line = Rect(rect.x, rect.y + 2, rect.w, size)
        draw_line(c, title, line, SANS_BOLD, size, min_size=size, color=WHITE)
        return
    for i, text in enumerate(lines):
        baseline = rect.top - (i + 1) * size * LEADING + size * 0.2
        line = Rect(rect.x, baseline, rect.w, size)
        draw_line(c, text, line, SANS_BOLD, size, min_size=size, color=WHITE)


def draw_body(c: Canvas, parts: Sequence[Part], rect: Rect) -> float:
    """Rows and paragraphs at the largest size that fits the rectangle; returns that size."""
    size, lines = fit_body(parts, rect)
    draw_lines(c, lines, size, rect)
    return size


def chunked(
    title: str, subtitle: str, parts: Sequence[Part], per_card: int = ROWS_PER_CARD
) -> list[Card]:
    """Parts spread over as many cards as needed, later ones titled "(2)", "(3)"…"""
    chunks = [tuple(parts[i : i + per_card]) for i in range(0, len(parts), per_card)] or [()]
    return [
        Card(title if i == 0 else f"{title} ({i + 1})", subtitle, chunk)
        for i, chunk in enumerate(chunks)
    ]
