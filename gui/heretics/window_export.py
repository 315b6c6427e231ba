# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Print a Heretics character: its playing-card sections (63 × 88 mm, nine to a page) or the full
sheet, written atomically (reportlab loads on first use)."""

from __future__ import annotations

from pathlib import Path

from model.character_session import History
from model.document import decode_portrait


def write_cards_pdf(history: History, path: Path, paper: str) -> None:
    """Render the character's cards and write them atomically."""
    from model.atomic_file import write_atomic
    from model.pdf.cards import render_cards
    from model.pdf.sheet_meta import SheetMeta

    document = history.document
    try:
        portrait = decode_portrait(document.get("portrait"))
    except ValueError:
        portrait = None
    build = history.built.build
    meta = SheetMeta(
        document.get("name", ""), build.system.title, portrait, document.get("notes", "")
    )
    name = document.get("name") or "Character"
    pdf = render_cards([(build, meta)], "letter" if paper == "letter" else "a4", f"{name} — cards")
    write_atomic(path, pdf)
