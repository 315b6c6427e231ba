# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sections flowed down two columns and on over as many pages as they need."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from model.pdf.card_layout import Line, layout_lines
from model.pdf.drawing import LEADING, Rect
from model.pdf.heretics.parts import Section

SIZE = 8.0
CAPTION = 14.0
GAP = 8.0
MIN_LINES = 3  # fewer lines than this left in a column: start the section in the next one


@dataclass(frozen=True, slots=True)
class Strip:
    """A piece of a section placed in a column: its caption and the lines under it."""

    caption: Rect
    title: str
    body: Rect
    lines: tuple[Line, ...]


@dataclass(slots=True)
class Columns:
    """The columns of the first and later pages, and where the next strip goes."""

    first: list[Rect]
    later: list[Rect]
    pages: list[list[Strip]] = field(default_factory=lambda: [[]])
    column: int = 0
    top: float = 0.0

    def __post_init__(self) -> None:
        self.top = self.first[0].top

    @property
    def area(self) -> Rect:
        """The column being filled."""
        return (self.first if len(self.pages) == 1 else self.later)[self.column]

    def advance(self) -> None:
        """Continue at the top of the next column, on a new page after the last one."""
        count = len(self.first if len(self.pages) == 1 else self.later)
        self.column += 1
        if self.column == count:
            self.pages.append([])
            self.column = 0
        self.top = self.area.top


def line_height(line: Line) -> float:
    """How tall one line is at the sheet's font size."""
    return SIZE * (LEADING + line.gap)


def _fitting(lines: Sequence[Line], room: float) -> int:
    """How many of the lines fit in `room` points."""
    used, count = 0.0, 0
    for line in lines:
        used += line_height(line)
        if used > room + 0.01:
            break
        count += 1
    return count


def place(flow: Columns, section: Section) -> None:
    """Lay one section, carried on under "(continued)" in the next column when it is full."""
    lines = layout_lines(section.parts, SIZE, flow.area.w)
    title = f"{section.title} · {section.subtitle}" if section.subtitle else section.title
    while True:
        room = flow.top - flow.area.y - CAPTION
        count = _fitting(lines, room)
        at_top = flow.top >= flow.area.top - 0.01
        if count < min(MIN_LINES, len(lines)) and not at_top:
            flow.advance()
            continue
        count = max(count, 1) if lines else 0
        caption = Rect(flow.area.x, flow.top - CAPTION, flow.area.w, CAPTION)
        height = sum(line_height(line) for line in lines[:count])
        body = Rect(flow.area.x, caption.y - height, flow.area.w, height)
        flow.pages[-1].append(Strip(caption, title, body, tuple(lines[:count])))
        flow.top = body.y - GAP
        lines = lines[count:]
        if not lines:
            return
        title = f"{section.title} (continued)"
        flow.advance()


def flow_sections(sections: Sequence[Section], first: list[Rect], later: list[Rect]) -> Columns:
    """All sections laid into the first page's columns and as many later pages as needed."""
    flow = Columns(first, later)
    for section in sections:
        place(flow, section)
    return flow
