# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sheet sections as titled blocks of rows, laid top to bottom and carried onto the next page."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import Rect, section_title

Draw = Callable[[Canvas, Rect], None]
CAPTION = 11.0
GAP = 6.0


@dataclass(frozen=True, slots=True)
class Row:
    """One line of a block: its height and how to draw it into a rectangle that tall."""

    height: float
    draw: Draw


@dataclass(frozen=True, slots=True)
class Block:
    """A titled section; its header row is repeated when the rows continue on the next page."""

    title: str
    rows: tuple[Row, ...]
    header: Row | None = None
    new_page: bool = False
    """Start on a fresh page (a page of its own subject, such as the Lyrian property page)."""


@dataclass(frozen=True, slots=True)
class Placed:
    """Something to draw at a fixed place on a page."""

    rect: Rect
    draw: Draw


@dataclass(slots=True)
class Flow:
    """Pages filled so far and how far down the last one is."""

    first: Rect
    later: Rect
    pages: list[list[Placed]] = field(default_factory=lambda: [[]])
    top: float = 0.0

    def __post_init__(self) -> None:
        self.top = self.first.top

    @property
    def area(self) -> Rect:
        """The area of the page being filled."""
        return self.first if len(self.pages) == 1 else self.later

    @property
    def room(self) -> float:
        """Height left on the page being filled."""
        return self.top - self.area.y

    def new_page(self) -> None:
        """Continue on a fresh page."""
        self.pages.append([])
        self.top = self.later.top

    def place_foot(self, height: float, draw: Draw) -> None:
        """Something at the foot of the last page, taking the room left (at least `height`); on a
        page of its own when that much room is not left."""
        if self.room < height:
            self.new_page()
        rect = Rect(self.area.x, self.area.y, self.area.w, max(self.room, height))
        self.pages[-1].append(Placed(rect, draw))

    def place(self, height: float, draw: Draw) -> None:
        """Put a strip of `height` at the current position and move down."""
        height = min(height, max(self.room, 0.0))
        rect = Rect(self.area.x, self.top - height, self.area.w, height)
        self.pages[-1].append(Placed(rect, draw))
        self.top -= height


def title_draw(text: str) -> Draw:
    """Draws a section title into a caption-high strip."""

    def draw(c: Canvas, rect: Rect) -> None:
        section_title(c, text, Rect(rect.x, rect.y + 3, rect.w, rect.h - 3))

    return draw


def _head_height(block: Block, first_row: Row | None) -> float:
    header = block.header.height if block.header else 0.0
    return CAPTION + header + (first_row.height if first_row else 0.0)


def _start(flow: Flow, block: Block, title: str, first_row: Row | None) -> None:
    """The title and header, on a new page when not even the first row would fit under them."""
    if flow.room < _head_height(block, first_row) and flow.pages[-1]:
        flow.new_page()
    flow.place(CAPTION, title_draw(title))
    if block.header:
        flow.place(block.header.height, block.header.draw)


def lay_block(flow: Flow, block: Block) -> None:
    """Lay one block's rows; when the page is full, carry on under "(continued)" on the next."""
    pending = list(block.rows)
    if block.new_page and flow.pages[-1]:
        flow.new_page()
    _start(flow, block, block.title, pending[0] if pending else None)
    while pending:
        row = pending[0]
        if row.height > flow.room:
            flow.new_page()
            _start(flow, block, f"{block.title} (continued)", row)
        flow.place(row.height, row.draw)
        pending.pop(0)
    flow.top -= GAP


def paginate(blocks: Sequence[Block], first: Rect, later: Rect) -> Flow:
    """The blocks laid into the first page's area and as many later pages as they need."""
    flow = Flow(first, later)
    for block in blocks:
        lay_block(flow, block)
    return flow
