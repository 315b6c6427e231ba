# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Export a character to PDF — the sheet, the cards or the sheet with its session ledger: choose
where and the paper, write, open it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from model.character_session import CharacterSession, History

Kind = Literal["sheet", "cards", "ledger"]
FILTERS = {"a4": "PDF, A4 paper (*.pdf)", "letter": "PDF, US Letter paper (*.pdf)"}


@dataclass(frozen=True)
class Export:
    """One kind of PDF: the save dialog's title, what the file name adds, what a failure says."""

    title: str
    suffix: str
    failure: str


EXPORTS: dict[Kind, Export] = {
    "sheet": Export("Export PDF Sheet", "", "Could not export the PDF"),
    "cards": Export("Export Cards", "cards", "Could not export the cards"),
    "ledger": Export("Export Session Ledger", "ledger", "Could not export the session ledger"),
}


def file_name(name: str, kind: Kind = "sheet") -> str:
    """A safe default file name for a character's PDF ("Vex.pdf", "Vex - cards.pdf")."""
    cleaned = re.sub(r"[^\w\- ]+", "", name).strip() or "character"
    suffix = EXPORTS[kind].suffix
    return f"{cleaned} - {suffix}.pdf" if suffix else f"{cleaned}.pdf"


def ask_pdf_path(
    parent: QWidget, kind: Kind, name: str, paper: str, folder: str
) -> tuple[Path, str] | None:
    """Ask where to save this kind of PDF and on which paper; None if cancelled."""
    path, chosen = QFileDialog.getSaveFileName(
        parent,
        EXPORTS[kind].title,
        str(Path(folder) / file_name(name, kind)),
        ";;".join(FILTERS.values()),
        FILTERS.get(paper, FILTERS["a4"]),
    )
    if not path:
        return None
    target = Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf")
    found = next((key for key, text in FILTERS.items() if text == chosen), paper)
    return target, found


def render_pdf(history: History, kind: Kind, paper: str) -> bytes:
    """The character's sheet, cards or sheet with the ledger as PDF bytes (reportlab loads here)."""
    from model.pdf.cards import render_cards
    from model.pdf.sheet_meta import meta_of, paper_of
    from model.pdf.sheet_pdf import render_sheet

    build = history.built.build
    meta = meta_of(history.document, build.system.title)
    if isinstance(history, CharacterSession):
        from model.campaign_rules import campaign_note

        note = campaign_note(history.library, history.record, history.document)
        meta = replace(meta, campaign_note=note)
    if kind == "cards":
        return render_cards([(build, meta)], paper_of(paper), f"{meta.name or 'Character'} — cards")
    return render_sheet(build, meta, paper_of(paper), ledger=kind == "ledger")


def write_pdf(history: History, path: Path, paper: str, kind: Kind = "sheet") -> list[str]:
    """Render the character's PDF of this kind and write it atomically; returns the characters no
    font of this computer could print (shown as empty boxes), for the warning."""
    from model.atomic_file import write_atomic
    from model.pdf.font_fallback import render_checked

    pdf, missing = render_checked(lambda: render_pdf(history, kind, paper))
    write_atomic(path, pdf)
    return missing


def missing_box(parent: QWidget | None, kind: Kind, missing: Sequence[str]) -> QMessageBox:
    """The warning after an export that some characters could not be printed, shown without
    blocking (the PDF is written and opened all the same)."""
    from model.pdf.font_fallback import missing_warning

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        EXPORTS[kind].title,
        f"{missing_warning(missing)} Install a font that has them and export again.",
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.open()
    return box


NO_VIEWER = "no PDF viewer could be opened"


def open_file(path: Path) -> bool:
    """Show the file in the user's PDF viewer; False when none could be started (under the
    offscreen test platform nothing is started, and that counts as shown)."""
    if QGuiApplication.platformName() == "offscreen":
        return True
    return bool(QDesktopServices.openUrl(QUrl.fromLocalFile(str(path))))


def saved_message(kind: Kind, path: Path, shown: bool = True, missing: Sequence[str] = ()) -> str:
    """What the status bar says after an export: `Saved the sheet to /home/vex/Vex.pdf.`, and
    when the viewer failed, `…; no PDF viewer could be opened.`, then which characters no font
    could print, if any."""
    what = {"sheet": "the sheet", "cards": "the cards", "ledger": "the session ledger"}[kind]
    saved = f"Saved {what} to {path}" + ("." if shown else f"; {NO_VIEWER}.")
    if not missing:
        return saved
    from model.pdf.font_fallback import missing_warning

    return f"{saved} {missing_warning(missing)}"
