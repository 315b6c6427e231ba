# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: PDF export of one sheet and of a 50-character party, as sheets and as cards.

The party is the four shipped samples in turn. Each figure is the median of several in-process
renders after a warm-up (fonts registered, imports done); the party's time is compared with fifty
single sheets of the same mix, so the figure says whether printing grows linearly.
Run: .venv/bin/python benchmarks/party_export.py [RUNS]
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.history import median_ms  # noqa: E402
from benchmarks.table import Row, print_table  # noqa: E402

PARTY = 50
SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
LINEAR_GOAL = 1.2  # a party costs at most this much more than its sheets one by one


def _sheets() -> list[tuple[Any, Any]]:
    """Each sample's build and sheet header."""
    from model.character_build import build_character
    from model.pdf.sheet_meta import meta_of

    found = []
    for system in SYSTEMS:
        path = ROOT / "resources" / "samples" / f"{system}.sheetwright.json"
        document = json.loads(path.read_text(encoding="utf-8"))
        build = build_character(document).build
        found.append((build, meta_of(document, build.system.title)))
    return found


def rows(runs: int = 5) -> list[Row]:
    """One sheet (each sample, the mean), the party as sheets and as cards, and their growth."""
    from model.pdf.cards import render_cards
    from model.pdf.sheet_pdf import render_sheet, render_sheets

    sheets = _sheets()
    party = [sheets[n % len(sheets)] for n in range(PARTY)]
    one = statistics.mean(median_ms(lambda s=s: render_sheet(*s), runs) for s in sheets)
    one_cards = statistics.mean(median_ms(lambda s=s: render_cards([s]), runs) for s in sheets)
    whole = median_ms(lambda: render_sheets(party), max(1, runs // 2))
    cards = median_ms(lambda: render_cards(party), max(1, runs // 2))
    return [
        Row("PDF export: one sheet (mean of the four samples)", one, None, "ms"),
        Row(f"PDF export: {PARTY}-character party, sheets", whole / 1000, None, "s"),
        Row(
            f"PDF party / {PARTY} single sheets",
            whole / (PARTY * one),
            LINEAR_GOAL,
            detail=f"{whole / 1000:.1f} s vs {PARTY} × {one:.0f} ms",
        ),
        Row(f"PDF export: {PARTY}-character party, cards", cards / 1000, None, "s"),
        Row(
            f"cards party / {PARTY} single decks",
            cards / (PARTY * one_cards),
            LINEAR_GOAL,
            detail=f"{cards / 1000:.1f} s vs {PARTY} × {one_cards:.0f} ms",
        ),
    ]


if __name__ == "__main__":
    print_table("PDF export", rows(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
