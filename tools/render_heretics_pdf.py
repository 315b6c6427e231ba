# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Render a rich Glorious Heretics character's cards and full-page sheet to /tmp/heretics-*.pdf.

Run with `.venv/bin/python tools/render_heretics_pdf.py`, then look at the pages with
`pdftoppm -png -r 80 /tmp/heretics-cards-a4.pdf /tmp/heretics-cards-a4` (and the same for the
other PDFs it names).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from model.pdf.cards import render_cards
from model.pdf.sheet_meta import SheetMeta
from model.pdf.sheet_pdf import render_sheet
from tests.model.heretics_sample import portrait, rich


def main() -> None:
    """Write the card decks and full-page sheets on A4 and Letter to /tmp."""
    build = rich()
    assert not build.errors, build.errors
    meta = SheetMeta("Ysmay of Orrin", "Glorious Heretics", portrait=portrait())
    for paper in ("a4", "letter"):
        cards = Path(f"/tmp/heretics-cards-{paper}.pdf")
        cards.write_bytes(render_cards([(build, meta)], paper))
        sheet = Path(f"/tmp/heretics-sheet-{paper}.pdf")
        sheet.write_bytes(render_sheet(build, meta, paper))
        print(cards, sheet)


if __name__ == "__main__":
    main()
