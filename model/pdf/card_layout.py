# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What goes on a card and how its body lays out into lines at a font size and width."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import LEADING, Rect, draw_line, fit_size, wrap
from model.pdf.drawing import width_of as _width
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD
from model.pdf.portrait import load_image

CARD_W, CARD_H = 63 * mm, 88 * mm
PAD = 2.5 * mm
TITLE_H, SUBTITLE_H, FOOTER_H = 14.0, 10.0, 8.0
TEXT_MIN = 7.0  # no card text is set smaller: what does not fit wraps or continues (issue 13)
BODY_MAX, BODY_MIN = 9.0, TEXT_MIN  # below BODY_MIN a card continues on the next
TITLE_MAX, TITLE_MIN, SUBTITLE_MIN, FOOTER_SIZE = 9.0, TEXT_MIN, TEXT_MIN, TEXT_MIN
TITLE_PAD = 4.0  # left and right of the title inside its bar
IMAGE_H = 30 * mm
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
    image: bytes | None = None  # a picture above the body (the portrait), if it can be read


@dataclass(frozen=True, slots=True)
class Line:
    """One laid-out line of a card body: text on the left, a bold value on the right."""

    left: str
    right: str = ""
    font: str = CONDENSED
    indent: float = 0.0
    gap: float = 0.0  # extra space above the line, as a fraction of the font size


def title_lines(title: str, width: float) -> tuple[float, list[str]]:
    """The title's size and lines: one line shrunk to no less than TITLE_MIN, else wrapped at it."""
    size = fit_size(title, SANS_BOLD, TITLE_MAX, width, TITLE_MIN)
    if _width(title, SANS_BOLD, size) <= width:
        return size, [title]
    return TITLE_MIN, wrap(title, SANS_BOLD, TITLE_MIN, width)


def title_height(title: str, card_width: float) -> float:
    """How tall the title bar of a card this wide is: taller when the title takes more lines."""
    size, lines = title_lines(title, card_width - 2 * PAD - 2 * TITLE_PAD)
    return max(TITLE_H, len(lines) * size * LEADING + 4)


def body_rect(card: Card, rect: Rect) -> Rect:
    """Where a card's body goes: under the title bar, subtitle and image, above the footer."""
    inner = rect.inset(PAD)
    bar = title_height(card.title or "Untitled", rect.w)
    top = inner.top - bar - 2 - (SUBTITLE_H if card.subtitle else 0)
    if load_image(card.image) is not None:
        top -= IMAGE_H + 3
    return Rect(inner.x, inner.y + FOOTER_H, inner.w, top - 3 - inner.y - FOOTER_H)


def layout_lines(parts: Sequence[Part], size: float, width: float) -> list[Line]:
    """The lines rows and paragraphs take at a font size and width (for `draw_lines`)."""
    return _lines(parts, size, width)


def lines_height(lines: Sequence[Line], size: float) -> float:
    """How tall laid-out lines are at their font size."""
    return _height(lines, size)


def draw_lines(c: Canvas, lines: Sequence[Line], size: float, rect: Rect) -> None:
    """Laid-out lines from the top of the rectangle down: labels left, values right."""
    y = rect.top
    for line in lines:
        y -= size * (LEADING + line.gap)
        baseline = y + size * (LEADING - 0.93)
        right_w = _width(line.right, CONDENSED_BOLD, size) + size if line.right else 0.0
        left = Rect(rect.x + line.indent, baseline, rect.w - line.indent - right_w, size)
        draw_line(c, line.left, left, line.font, size, min_size=size)
        if line.right:
            right = Rect(rect.right - right_w + size, baseline, right_w - size, size)
            draw_line(c, line.right, right, CONDENSED_BOLD, size, min_size=size, align="right")


def fit_body(parts: Sequence[Part], rect: Rect) -> tuple[float, list[Line]]:
    """The largest body size whose lines fit; at BODY_MIN the rest is cut with "…" (see paginate)."""
    size = BODY_MAX
    while True:
        lines = _lines(parts, size, rect.w)
        if _height(lines, size) <= rect.h + 0.01 or size <= BODY_MIN:
            break
        size = max(BODY_MIN, size * 0.94)
    kept: list[Line] = []
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


def _height(lines: Sequence[Line], size: float) -> float:
    return sum(size * (LEADING + line.gap) for line in lines)


def _lines(parts: Sequence[Part], size: float, width: float) -> list[Line]:
    out: list[Line] = []
    for part in parts:
        if isinstance(part, Text):
            out += _text_lines(part, size, width, first=not out)
        else:
            out += _row_lines(part, size, width)
    return out


def _text_lines(part: Text, size: float, width: float, first: bool) -> list[Line]:
    """A paragraph's lines; a blank line becomes a small gap above the next one."""
    font = CONDENSED_BOLD if part.bold else CONDENSED
    lines: list[Line] = []
    gap = 0.0 if first else PARAGRAPH_GAP
    for text in wrap(part.text, font, size, width):
        if not text.strip():
            gap = PARAGRAPH_GAP
            continue
        lines.append(Line(text, font=font, gap=gap))
        gap = 0.0
    return lines


def _row_lines(row: Row, size: float, width: float) -> list[Line]:
    """One line when it fits; else the label wraps beside its value, or above a long value."""
    value_w = _width(row.value, CONDENSED_BOLD, size) + size if row.value else 0.0
    if _width(row.label, CONDENSED, size) + value_w <= width:
        return [Line(row.label, row.value)]
    if value_w <= width * 0.4:
        labels = wrap(row.label, CONDENSED, size, width - value_w)
        return [Line(t) for t in labels[:-1]] + [Line(labels[-1], row.value)]
    lines = [Line(t) for t in wrap(row.label, CONDENSED, size, width)]
    values = wrap(row.value, CONDENSED_BOLD, size, width - size)
    return lines + [Line(t, font=CONDENSED_BOLD, indent=size) for t in values]
