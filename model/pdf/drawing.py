# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Drawing primitives shared by sheet layouts: rectangles, boxes and text that always fits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from reportlab.lib.colors import Color, HexColor
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from model.pdf.font_fallback import note_missing, runs, text_width
from model.pdf.fonts import CONDENSED_BOLD

Align = Literal["left", "center", "right"]

INK = HexColor("#262626")
GREY = HexColor("#7a7a7a")
LINE = HexColor("#8c8c8c")
FAINT = HexColor("#d9d9d9")
WHITE = HexColor("#ffffff")
LEADING = 1.18
SLACK = 0.01  # points: a line measured to exactly its box's width still fits it


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle in PDF points; `y` is the bottom edge."""

    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        """The top edge."""
        return self.y + self.h

    @property
    def right(self) -> float:
        """The right edge."""
        return self.x + self.w

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        """The rectangle shrunk by `dx` left and right and `dy` (default `dx`) top and bottom."""
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, max(self.w - 2 * dx, 0), max(self.h - 2 * dy, 0))

    def top_part(self, height: float) -> Rect:
        """The top `height` points of the rectangle."""
        return Rect(self.x, self.top - height, self.w, height)

    def below(self, height: float, gap: float = 0) -> Rect:
        """What is left under the top `height` points and a gap."""
        return Rect(self.x, self.y, self.w, max(self.h - height - gap, 0))

    def columns(self, count: int, gap: float) -> list[Rect]:
        """`count` equal columns, left to right, separated by `gap`."""
        width = (self.w - gap * (count - 1)) / count
        return [Rect(self.x + i * (width + gap), self.y, width, self.h) for i in range(count)]

    def rows(self, count: int, gap: float) -> list[Rect]:
        """`count` equal rows, top to bottom, separated by `gap`."""
        height = (self.h - gap * (count - 1)) / count
        return [
            Rect(self.x, self.top - (i + 1) * height - i * gap, self.w, height)
            for i in range(count)
        ]

    def grid(self, rows: int, cols: int, gap: float) -> list[Rect]:
        """Cells of a `rows` × `cols` grid in reading order."""
        return [cell for row in self.rows(rows, gap) for cell in row.columns(cols, gap)]


def width_of(text: str, font: str, size: float) -> float:
    """The width of a line of text in points, each character in the font that prints it."""
    return text_width(text, font, size)


def fit_size(text: str, font: str, size: float, width: float, min_size: float) -> float:
    """The largest size up to `size` at which the line fits `width`, but never below `min_size`."""
    natural = width_of(text, font, size)
    if natural <= width + SLACK or natural == 0:
        return size
    return max(min_size, size * width / natural * 0.999)


def ellipsize(text: str, font: str, size: float, width: float) -> str:
    """The text cut with "…" so that it fits `width`."""
    if width_of(text, font, size) <= width + SLACK:
        return text
    while text and width_of(text + "…", font, size) > width:
        text = text[:-1]
    return text.rstrip() + "…" if text else ""


def draw_line(
    c: Canvas,
    text: str,
    rect: Rect,
    font: str,
    size: float,
    *,
    min_size: float = 4.5,
    align: Align = "left",
    color: Color = INK,
) -> float:
    """One line shrunk (then cut) to fit the rectangle's width, on its bottom edge; returns the size."""
    if rect.h > 0:
        size = min(size, rect.h)
    size = fit_size(text, font, size, rect.w, min(min_size, size))
    text = ellipsize(text, font, size, rect.w)
    c.setFillColor(color)
    c.setFont(font, size)
    parts = runs(text, font)
    if len(parts) == 1 and not parts[0][2]:
        name, text, _ = parts[0]
        c.setFont(name, size)
        if align == "center":
            c.drawCentredString(rect.x + rect.w / 2, rect.y, text)
        elif align == "right":
            c.drawRightString(rect.right, rect.y, text)
        else:
            c.drawString(rect.x, rect.y, text)
    else:
        _draw_runs(c, parts, rect, size, align)
    c.setFont(font, size)
    return size


def _draw_runs(
    c: Canvas, parts: tuple[tuple[str, str, bool], ...], rect: Rect, size: float, align: Align
) -> None:
    """A line in several fonts (fallbacks for what the sheet's font lacks), piece by piece."""
    widths = [float(stringWidth(part, name, size)) for name, part, _ in parts]
    x = rect.x
    if align == "center":
        x = rect.x + (rect.w - sum(widths)) / 2
    elif align == "right":
        x = rect.right - sum(widths)
    for (name, part, missing), width in zip(parts, widths, strict=True):
        if missing:
            note_missing(part)
        c.setFont(name, size)
        c.drawString(x, rect.y, part)
        x += width


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap; a word wider than the line is broken between characters."""
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if width_of(candidate, font, size) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = _break_word(word, font, size, width, lines)
        lines.append(line)
    return lines


def _break_word(word: str, font: str, size: float, width: float, lines: list[str]) -> str:
    """Cut a too-wide word into lines; each cut is the longest prefix that fits (binary search)."""
    while width_of(word, font, size) > width and len(word) > 1:
        low, high = 1, len(word) - 1  # the answer: the largest cut whose prefix fits (at least 1)
        while low < high:
            middle = (low + high + 1) // 2
            if width_of(word[:middle], font, size) <= width:
                low = middle
            else:
                high = middle - 1
        lines.append(word[:low])
        word = word[low:]
    return word


def fit_block(
    text: str, font: str, size: float, rect: Rect, min_size: float
) -> tuple[float, list[str]]:
    """The largest size whose wrapped lines fit the rectangle; at `min_size` the overflow is cut."""
    while True:
        lines = wrap(text, font, size, rect.w)
        if len(lines) * size * LEADING <= rect.h + 0.01 or size <= min_size:
            break
        size = max(min_size, size * 0.92)
    room = max(int((rect.h + 0.01) // (size * LEADING)), 1)
    if len(lines) > room:
        lines = [*lines[: room - 1], ellipsize(" ".join(lines[room - 1 :]), font, size, rect.w)]
    return size, lines


def draw_block(
    c: Canvas,
    text: str,
    rect: Rect,
    font: str,
    size: float,
    *,
    min_size: float = 4.5,
    align: Align = "left",
    valign: Literal["top", "middle"] = "top",
    color: Color = INK,
) -> None:
    """Wrapped text shrunk to fit inside the rectangle."""
    size, lines = fit_block(text, font, size, rect, min_size)
    step = size * LEADING
    used = len(lines) * step
    top = rect.top if valign == "top" else rect.top - (rect.h - used) / 2
    for i, line in enumerate(lines):
        baseline = top - i * step - size * 0.93
        draw_line(
            c, line, Rect(rect.x, baseline, rect.w, size), font, size, align=align, color=color
        )


def box(
    c: Canvas,
    rect: Rect,
    *,
    fill: Color | None = None,
    stroke: Color | None = LINE,
    line_width: float = 0.6,
    radius: float = 2.0,
) -> None:
    """A (rounded) rectangle, filled and/or outlined."""
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(line_width)
    if fill is not None:
        c.setFillColor(fill)
    c.roundRect(
        rect.x,
        rect.y,
        rect.w,
        rect.h,
        radius,
        stroke=int(stroke is not None),
        fill=int(fill is not None),
    )


def section_title(c: Canvas, text: str, rect: Rect) -> None:
    """A small grey capitalised heading with a hairline, on the rectangle's bottom edge."""
    size = draw_line(c, text.upper(), rect, CONDENSED_BOLD, 7.5, color=GREY)
    start = rect.x + width_of(text.upper(), CONDENSED_BOLD, size) + 4
    if start < rect.right:
        c.setStrokeColor(FAINT)
        c.setLineWidth(0.5)
        c.line(start, rect.y + size * 0.3, rect.right, rect.y + size * 0.3)
