# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Table rows for sheet blocks: cells in proportional columns, wrapped or shrunk to fit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import FAINT, GREY, INK, LEADING, Align, Rect, draw_block, draw_line, wrap
from model.pdf.flow import Draw, Row
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS

PAD = 4.0
LINE_ROW = 11.0
MIN_TEXT = 6.0  # never shrink sheet text below this: long lists go to the next page instead

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell's text and how it is set: wrapped, or one line shrunk (or only cut) to fit."""

    text: str
    font: str = SANS
    size: float = 7.5
    color: Color = INK
    align: Align = "left"
    wrapped: bool = False
    shrink: bool = True


def column_rects(rect: Rect, widths: Sequence[float]) -> list[Rect]:
    """The row split into columns by fractions of its width, with padding between them."""
    total = sum(widths)
    rects, x = [], rect.x
    for fraction in widths:
        w = rect.w * fraction / total
        rects.append(Rect(x, rect.y, max(w - PAD, 1.0), rect.h))
        x += w
    return rects


def cell_lines(cell: Cell, width: float) -> int:
    """How many lines the cell takes at its size in a column `width` wide."""
    return len(wrap(cell.text, cell.font, cell.size, width)) if cell.wrapped else 1


def row_height(cells: Sequence[Cell], widths: Sequence[float], width: float) -> float:
    """The height a row needs so that every wrapped cell shows all its lines."""
    columns = column_rects(Rect(0, 0, width, 10), widths)
    first = max(c.size for c in cells)
    needed = [
        cell_lines(c, r.w) * c.size * LEADING + first - c.size + 3.5
        for c, r in zip(cells, columns, strict=True)
    ]
    return max(LINE_ROW, *needed)


def draw_cell(c: Canvas, cell: Cell, rect: Rect, first: float) -> None:
    """A cell's text on the row's first baseline (under its largest text): wrapped or one line."""
    drop = 2.0 + (first - cell.size) * 0.93
    if cell.wrapped:
        inner = Rect(rect.x, rect.y + 1.0, rect.w, rect.h - drop - 1.0)
        draw_block(c, cell.text, inner, cell.font, cell.size, min_size=MIN_TEXT, color=cell.color)
        return
    line = Rect(rect.x, rect.top - drop - cell.size * 0.93, rect.w, cell.size)
    smallest = MIN_TEXT if cell.shrink else cell.size
    draw_line(
        c, cell.text, line, cell.font, cell.size, min_size=smallest, align=cell.align,
        color=cell.color,
    )  # fmt: skip


def table_row(
    cells: Sequence[Cell], widths: Sequence[float], width: float, *, rule: bool = True
) -> Row:
    """A row of cells in proportional columns, with a hairline under it."""
    height = row_height(cells, widths, width)
    first = max(cell.size for cell in cells)

    def draw(c: Canvas, rect: Rect) -> None:
        for cell, column in zip(cells, column_rects(rect, widths), strict=True):
            draw_cell(c, cell, column, first)
        if rule:
            c.setStrokeColor(FAINT)
            c.setLineWidth(0.4)
            c.line(rect.x, rect.y, rect.right, rect.y)

    return Row(height, draw)


def header_row(labels: Sequence[str], widths: Sequence[float], width: float) -> Row:
    """Small grey column headings."""
    cells = [Cell(label, CONDENSED_BOLD, 6.5, GREY) for label in labels]
    row = table_row(cells, widths, width, rule=False)
    return Row(9.0, row.draw)


def text_row(text: str, width: float, *, size: float = 7.5, color: Color = INK) -> Row:
    """A full-width paragraph as one row."""
    return table_row([Cell(text, CONDENSED, size, color, wrapped=True)], [1], width, rule=False)


def paragraph_rows(
    text: str, width: float, *, font: str = CONDENSED, size: float = 7.5, color: Color = INK
) -> list[Row]:
    """A paragraph as a row per line (padded above and below like a table row), so that a long
    one goes on over the next page instead of being cut."""
    lines = wrap(text, font, size, width)
    step = size * LEADING
    rows = []
    for i, line in enumerate(lines):
        above, below = (2.0 if i == 0 else 0.0), (1.5 if i == len(lines) - 1 else 0.0)
        rows.append(Row(step + above + below, _line_draw(line, font, size, color, above)))
    return rows


def _line_draw(line: str, font: str, size: float, color: Color, above: float) -> Draw:
    def draw(c: Canvas, rect: Rect) -> None:
        baseline = rect.top - above - size * 0.93
        where = Rect(rect.x, baseline, rect.w, size)
        draw_line(c, line, where, font, size, min_size=size, color=color)

    return draw


def grid_rows(cells: Sequence[tuple[str, str]], columns: int, width: float) -> list[Row]:
    """(name, value) pairs flowed into rows of `columns` cells, each value right after its name."""
    rows = []
    for start in range(0, len(cells), columns):
        chunk = list(cells[start : start + columns])
        chunk += [("", "")] * (columns - len(chunk))
        parts = [_pair(name, value) for name, value in chunk]
        row_cells = [cell for pair in parts for cell in pair]
        rows.append(table_row(row_cells, [0.7, 0.12, 0.18] * columns, width))
    return rows


def _pair(name: str, value: str) -> tuple[Cell, Cell, Cell]:
    return Cell(name, SANS, 7.5), Cell(value, CONDENSED_BOLD, 8, align="right"), Cell("")


def plain(text: object) -> str:
    """Rulebook text without the [Term] brackets, for tight table cells."""
    return str(text if text is not None else "").replace("[", "").replace("]", "")


def signed(value: object) -> str:
    """`+3` / `-1` for a number, the text otherwise."""
    return f"{value:+d}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


def stacked(*rows: Row) -> Row:
    """Several rows kept together (never split across pages), the first on top."""

    def draw(c: Canvas, rect: Rect) -> None:
        top = rect.top
        for row in rows:
            row.draw(c, Rect(rect.x, top - row.height, rect.w, row.height))
            top -= row.height

    return Row(sum(r.height for r in rows), draw)
