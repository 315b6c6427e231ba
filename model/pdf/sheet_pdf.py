# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed character sheet: a build and its name in, one page of PDF bytes out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from model.pdf.ledger_page import draw_ledger
from model.pdf.sheet_book import MARGIN, PAGE_SIZES, SheetBook
from model.pdf.sheet_meta import Paper, SheetMeta
from model.pdf.table_rules_page import draw_table_rules, has_table_rules
from rules.engine.build import Build

__all__ = [
    "MARGIN", "PAGE_SIZES", "Paper", "SheetMeta", "add_sheets", "render_sheet", "render_sheets",
]  # fmt: skip


def render_sheet(
    build: Build[Any],
    meta: SheetMeta,
    paper: Paper = "a4",
    *,
    ledger: bool = False,
    table_rules: bool = True,
) -> bytes:
    """The PDF sheet of a build (one page, more for long lists), then its "At the table" page
    unless `table_rules` is False, and its session ledger if asked; ValueError for a system or
    paper with no layout."""
    title = f"{meta.name} — {meta.system_title}"
    return render_sheets(
        [(build, meta)], paper, title=title, ledger=ledger, table_rules=table_rules
    )


def render_sheets(
    sheets: Sequence[tuple[Build[Any], SheetMeta]],
    paper: Paper = "a4",
    title: str = "Character sheets",
    *,
    ledger: bool = False,
    table_rules: bool = True,
) -> bytes:
    """Several characters' sheets in one PDF, each followed by its "At the table" page (the rules
    of play with its numbers) and, if asked, its ledger."""
    book = SheetBook(paper, title)
    add_sheets(book, sheets, ledger=ledger, table_rules=table_rules)
    return book.finish()


def add_sheets(
    book: SheetBook,
    sheets: Sequence[tuple[Build[Any], SheetMeta]],
    *,
    ledger: bool = False,
    table_rules: bool = True,
) -> None:
    """Draw each character's sheet into a book, as `render_sheets` prints them."""
    for build, meta in sheets:
        book.add(build, meta)
        if table_rules and has_table_rules(build):
            book.add(build, meta, draw_table_rules)
        if ledger:
            book.add(build, meta, draw_ledger)
