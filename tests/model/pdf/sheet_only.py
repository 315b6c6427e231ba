# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed sheet without its "At the table" page, for tests of a system's own layout
(tests/model/pdf/test_table_rules_page.py tests that page)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from model.pdf import sheet_pdf
from model.pdf.sheet_pdf import Paper, SheetMeta
from rules.engine.build import Build


def render_sheet(
    build: Build[Any], meta: SheetMeta, paper: Paper = "a4", *, ledger: bool = False
) -> bytes:
    """`render_sheet` with the sheet's own pages only (and the ledger, if asked)."""
    return sheet_pdf.render_sheet(build, meta, paper, ledger=ledger, table_rules=False)


def render_sheets(
    sheets: Sequence[tuple[Build[Any], SheetMeta]], paper: Paper = "a4", title: str = "Sheets"
) -> bytes:
    """`render_sheets` with each character's own pages only."""
    return sheet_pdf.render_sheets(sheets, paper, title, table_rules=False)
