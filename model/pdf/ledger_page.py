# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The session ledger pages of any system: every credit and debit of every pool, with balances."""

from __future__ import annotations

from typing import Any

from reportlab.pdfgen.canvas import Canvas

from model.pdf.drawing import GREY, Rect
from model.pdf.flow import GAP, Block, paginate
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS, SANS_BOLD
from model.pdf.page_parts import FOOTER, draw_page_title, draw_pages
from model.pdf.sheet_meta import SheetMeta
from model.pdf.table import Cell, header_row, table_row, text_row
from rules.engine.build import Build
from rules.engine.ledger import Entry

HEADINGS = ("Event", "Date", "Op", "Note", "Credit", "Debit", "Balance")
WIDTHS = (0.06, 0.13, 0.15, 0.42, 0.08, 0.08, 0.08)
TITLE = 34.0
PART = "session ledger"
ABOUT = "every award and spend, in the order of the session log"
CONTINUED = 16.0


def pool_label(build: Build[Any], pool: str) -> str:
    """The pool's name on the sheet (`EXP`, `Interlude Points`), else its id made readable."""
    found = build.sheet.values.get(pool)
    return found.label if found else pool.replace("-", " ").capitalize()


def event_cells(build: Build[Any], entry: Entry) -> tuple[str, str, str]:
    """The event number (from 1), its date and its op; blanks when the entry has no event."""
    index = entry.event_index
    if index is None or not 0 <= index < len(build.events):
        return "—", "", "(not an event)"
    event = build.events[index]
    return str(index + 1), (event.at or "")[:16].replace("T", " "), event.op


def note_text(build: Build[Any], entry: Entry) -> str:
    """The entry's note, with the event's own note when that says something more."""
    index = entry.event_index
    event_note = build.events[index].note if index is not None and index < len(build.events) else ""
    parts = [entry.note]
    if event_note and event_note not in entry.note:
        parts.append(event_note)
    return " — ".join(p for p in parts if p) or "—"


def pool_block(build: Build[Any], pool: str, width: float) -> Block:
    """One pool: each entry with its event, date, op, note, amount and the running balance."""
    rows, balance = [], 0
    for entry in build.ledger.pool(pool):
        balance += entry.amount
        number, when, op = event_cells(build, entry)
        credit = f"+{entry.amount}" if entry.amount >= 0 else ""
        debit = f"−{-entry.amount}" if entry.amount < 0 else ""
        cells = [
            Cell(number, CONDENSED, 7, GREY, align="right"),
            Cell(when, CONDENSED, 7, GREY),
            Cell(op, CONDENSED, 7.5),
            Cell(note_text(build, entry), SANS, 7.5, wrapped=True),
            Cell(credit, CONDENSED_BOLD, 8, align="right"),
            Cell(debit, CONDENSED_BOLD, 8, align="right"),
            Cell(str(balance), SANS_BOLD, 8, align="right"),
        ]
        rows.append(table_row(cells, WIDTHS, width))
    ledger = build.ledger
    title = (
        f"{pool_label(build, pool)} — balance {ledger.balance(pool)}"
        f" (in {ledger.credited(pool)}, out {ledger.debited(pool)})"
    )
    return Block(title, tuple(rows), header_row(HEADINGS, WIDTHS, width))


def ledger_blocks(build: Build[Any], width: float) -> list[Block]:
    """A block per pool in the order the pools first appear; one line when there are none."""
    pools = build.ledger.pools()
    if not pools:
        return [Block("Pools", (text_row("No awards or spending yet", width, color=GREY),))]
    return [pool_block(build, pool, width) for pool in pools]


def draw_ledger(c: Canvas, build: Build[Any], meta: SheetMeta, page: Rect) -> None:
    """The session ledger of a build on as many pages as it needs (the caller starts the first)."""
    body = Rect(page.x, page.y + FOOTER + GAP, page.w, page.h - FOOTER - GAP)
    flow = paginate(ledger_blocks(build, page.w), body.below(TITLE), body.below(CONTINUED))
    draw_pages(
        c, build, meta, page, flow,
        first=lambda canvas: draw_page_title(canvas, meta, body, PART, ABOUT, first=True),
        later=lambda canvas: draw_page_title(canvas, meta, body, PART, ABOUT, first=False),
        part="Session ledger",
    )  # fmt: skip
