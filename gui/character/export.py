# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Export a character's printed sheet to PDF: choose where and the paper, write, open it."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from model.character_session import History
from model.document import decode_portrait

FILTERS = {"a4": "PDF, A4 paper (*.pdf)", "letter": "PDF, US Letter paper (*.pdf)"}


def file_name(name: str) -> str:
    """A safe default file name for a character's sheet."""
    cleaned = re.sub(r"[^\w\- ]+", "", name).strip() or "character"
    return f"{cleaned}.pdf"


def ask_pdf_path(parent: QWidget, name: str, paper: str, folder: str) -> tuple[Path, str] | None:
    """Ask where to save and on which paper; None if cancelled."""
    path, chosen = QFileDialog.getSaveFileName(
        parent,
        "Export PDF Sheet",
        str(Path(folder) / file_name(name)),
        ";;".join(FILTERS.values()),
        FILTERS.get(paper, FILTERS["a4"]),
    )
    if not path:
        return None
    target = Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf")
    found = next((key for key, text in FILTERS.items() if text == chosen), paper)
    return target, found


def write_pdf(history: History, path: Path, paper: str) -> None:
    """Render the character's sheet and write it atomically (reportlab loads on first use)."""
    from model.atomic_file import write_atomic
    from model.pdf.sheet_pdf import SheetMeta, render_sheet

    document = history.document
    try:
        portrait = decode_portrait(document.get("portrait"))
    except ValueError:
        portrait = None
    build = history.built.build
    meta = SheetMeta(
        document.get("name", ""), build.system.title, portrait, document.get("notes", "")
    )
    write_atomic(path, render_sheet(build, meta, "letter" if paper == "letter" else "a4"))


def open_file(path: Path) -> None:
    """Show the file in the user's PDF viewer (never under the offscreen test platform)."""
    if QGuiApplication.platformName() != "offscreen":
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
