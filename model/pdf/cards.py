# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Card-sized sheet sections: 63 × 88 mm cards, nine to a page, centred, with cut marks."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from io import BytesIO
from typing import Any

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import FAINT, GREY, INK, LEADING, WHITE, Rect, box, draw_line, wrap
from model.pdf.drawing import width_of as _width
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD, register_fonts
from model.pdf.sheet_book import PAGE_SIZES
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build

CARD_W, CARD_H = 63 * mm, 88 * mm
COLS = ROWS = 3
PER_PAGE = COLS * ROWS
PAD = 2.5 * mm
TITLE_H, SUBTITLE_H, FOOTER_H = 14.0, 10.0, 8.0
BODY_MAX, BODY_MIN = 9.0, 4.5
MARK, MARK_GAP = 5 * mm, 1.5 * mm
ROWS_PER_CARD = 16
PARAGRAPH_GAP = 0.45


@dataclass(frozen=True, slots=True)
class Row:
    """A key–value row: a label on the left and its value on the right."""

    label: str
    value: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """A paragraph that wraps over as many lines as it needs; bold for a small heading."""

    text: str
    bold: bool = False


Part = Row | Text


@dataclass(frozen=True, slots=True)
class Card:
    """One card: a title bar, an optional subtitle, a body of rows and paragraphs, a footer."""

    title: str
    subtitle: str = ""
    body: tuple[Part, ...] = ()
    footer: str = ""


CardSource = Callable[[Build[Any], SheetMeta], list[Card]]
# Card sources by system id, imported only when used; any other system gets the generic cards.
SOURCES = {"gravedust": "model.pdf.cards_gravedust", "miridon": "model.pdf.cards_miridon"}
GENERIC = "model.pdf.cards_generic"


@dataclass(frozen=True, slots=True)
class _Line:
    left: str
    right: str = ""
    font: str = CONDENSED
    indent: float = 0.0
    gap: float = 0.0  # extra space above the line, as a fraction of the font size


def cards_for(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """The cards of one character, from its system's card source or the generic one."""
    module = importlib.import_module(SOURCES.get(build.system.id, GENERIC))
    source: CardSource = module.cards
    footer = f"{meta.name} · {meta.system_title}"
    found = source(build, meta) or [Card(meta.name or "Unnamed", body=(Text("Nothing yet."),))]
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
    rects = card_rects(paper)
    for deck in decks:
        for start in range(0, len(deck), PER_PAGE):
            page = deck[start : start + PER_PAGE]
            for card, rect in zip(page, rects, strict=False):
                draw_card(c, card, rect)
            draw_cut_marks(c, paper)
            c.showPage()
    if c.getPageNumber() == 1:  # nothing drawn: still one (empty) page, a valid PDF
        draw_cut_marks(c, paper)
        c.showPage()
    c.save()
    return out.getvalue()


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
    """One card: a faint frame on the cut line, the title bar, subtitle, body and footer."""
    c.setStrokeColor(FAINT)
    c.setLineWidth(0.3)
    c.rect(rect.x, rect.y, rect.w, rect.h, stroke=1, fill=0)
    inner = rect.inset(PAD)
    bar = inner.top_part(TITLE_H)
    box(c, bar, fill=INK, stroke=None, radius=1.5)
    title = Rect(bar.x + 4, bar.y + 4, bar.w - 8, 9)
    draw_line(c, card.title or "Untitled", title, SANS_BOLD, 9, min_size=5, color=WHITE)
    top = bar.y - 2
    if card.subtitle:
        draw_line(c, card.subtitle, Rect(inner.x, top - 7, inner.w, 7), CONDENSED, 7, color=GREY)
        top -= SUBTITLE_H
    footer = Rect(inner.x, inner.y, inner.w, 5.5)
    draw_line(c, card.footer, footer, CONDENSED, 5.5, align="right", color=GREY)
    body = Rect(inner.x, inner.y + FOOTER_H, inner.w, top - 3 - inner.y - FOOTER_H)
    draw_body(c, card.body, body)


def draw_body(c: Canvas, parts: Sequence[Part], rect: Rect) -> float:
    """Rows and paragraphs at the largest size that fits the rectangle; returns that size."""
    size, lines = fit_body(parts, rect)
    y = rect.top
    for line in lines:
        y -= size * (LEADING + line.gap)
        baseline = y + size * (LEADING - 0.93)
        right_w = _width(line.right, CONDENSED_BOLD, size) + size if line.right else 0.0
        left = Rect(rect.x + line.indent, baseline, rect.w - line.indent - right_w, size)
        draw_line(c, line.left, left, line.font, size, min_size=size * 0.8)
        if line.right:
            right = Rect(rect.right - right_w + size, baseline, right_w - size, size)
            draw_line(c, line.right, right, CONDENSED_BOLD, size, align="right")
    return size


def fit_body(parts: Sequence[Part], rect: Rect) -> tuple[float, list[_Line]]:
    """The largest body size whose lines fit; at the smallest size the rest is cut with "…"."""
    size = BODY_MAX
    while True:
        lines = _lines(parts, size, rect.w)
        if _height(lines, size) <= rect.h + 0.01 or size <= BODY_MIN:
            break
        size = max(BODY_MIN, size * 0.94)
    kept: list[_Line] = []
    for line in lines:
        if _height([*kept, line], size) > rect.h + 0.01:
            if kept:
                last = kept[-1]
                kept[-1] = replace(last, left=_cut(last.left, last.font, size, rect.w - 8))
            break
        kept.append(line)
    return size, kept


def _cut(text: str, font: str, size: float, width: float) -> str:
    while text and _width(text + " …", font, size) > width:
        text = text[:-1]
    return f"{text.rstrip()} …"


def _height(lines: Sequence[_Line], size: float) -> float:
    return sum(size * (LEADING + line.gap) for line in lines)


def _lines(parts: Sequence[Part], size: float, width: float) -> list[_Line]:
    out: list[_Line] = []
    for part in parts:
        if isinstance(part, Text):
            out += _text_lines(part, size, width, first=not out)
        else:
            out += _row_lines(part, size, width)
    return out


def _text_lines(part: Text, size: float, width: float, first: bool) -> list[_Line]:
    """A paragraph's lines; a blank line becomes a small gap above the next one."""
    font = CONDENSED_BOLD if part.bold else CONDENSED
    lines: list[_Line] = []
    gap = 0.0 if first else PARAGRAPH_GAP
    for text in wrap(part.text, font, size, width):
        if not text.strip():
            gap = PARAGRAPH_GAP
            continue
        lines.append(_Line(text, font=font, gap=gap))
        gap = 0.0
    return lines


def _row_lines(row: Row, size: float, width: float) -> list[_Line]:
    """One line when it fits; else the label wraps beside its value, or above a long value."""
    value_w = _width(row.value, CONDENSED_BOLD, size) + size if row.value else 0.0
    if _width(row.label, CONDENSED, size) + value_w <= width:
        return [_Line(row.label, row.value)]
    if value_w <= width * 0.4:
        labels = wrap(row.label, CONDENSED, size, width - value_w)
        return [_Line(t) for t in labels[:-1]] + [_Line(labels[-1], row.value)]
    lines = [_Line(t) for t in wrap(row.label, CONDENSED, size, width)]
    values = wrap(row.value, CONDENSED_BOLD, size, width - size)
    return lines + [_Line(t, font=CONDENSED_BOLD, indent=size) for t in values]


def chunked(
    title: str, subtitle: str, parts: Sequence[Part], per_card: int = ROWS_PER_CARD
) -> list[Card]:
    """Parts spread over as many cards as needed, later ones titled "(2)", "(3)"…"""
    chunks = [tuple(parts[i : i + per_card]) for i in range(0, len(parts), per_card)] or [()]
    return [
        Card(title if i == 0 else f"{title} ({i + 1})", subtitle, chunk)
        for i, chunk in enumerate(chunks)
    ]
