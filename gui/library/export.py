# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Exporting the selected characters: one .sheetwright.json file each, or one PDF of all sheets."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QProgressDialog

from gui.library.commands import names

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow
    from model.library import Library
    from model.records import CharacterRecord


def file_stem(name: str) -> str:
    """A character's name made safe as a file name on every system."""
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", name).strip(" .")
    return stem or "character"


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """folder/stem+suffix, or "stem (2)" and so on if that file exists."""
    path, n = folder / f"{stem}{suffix}", 2
    while path.exists():
        path, n = folder / f"{stem} ({n}){suffix}", n + 1
    return path


def export_json_files(window: LibraryWindow, folder: str | None = None) -> list[Path]:
    """Write each selected character to its own file in a folder (asked for if not given)."""
    from gui.library.commands import attempt
    from model.transfer import SUFFIX, export_json

    records = window.selected_records()
    if not records:
        return []
    folder = folder or QFileDialog.getExistingDirectory(window, "Export Characters to a Folder")
    if not folder:
        return []

    def work(_library: Library) -> list[Path]:
        written = []
        for record in records:
            written.append(free_path(Path(folder), file_stem(record.name), SUFFIX))
            export_json(record, written[-1])
        return written

    written = attempt(window, "Cannot export", work) or []
    if written:
        window.pane.notice.tell(
            f"Exported {names(records)} to {folder}.", "Show &Folder", lambda: _show(window, folder)
        )
    return written


def export_pdf(window: LibraryWindow, path: str | None = None) -> Path | None:
    """Print the selected characters' sheets into one PDF file (asked for if not given)."""
    from gui.library.commands import attempt
    from model.atomic_file import write_atomic

    records = window.selected_records()
    if not records:
        return None
    if path is None:
        default = f"{file_stem(records[0].name) if len(records) == 1 else 'characters'}.pdf"
        path, _filter = QFileDialog.getSaveFileName(
            window, "Export as One PDF", default, "PDF files (*.pdf)"
        )
    if not path:
        return None
    target = Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf")
    data = attempt(window, "Cannot print the sheets", lambda lib: _render(window, lib, records))
    if data is None:
        return None
    if attempt(window, "Cannot save the PDF", lambda _lib: write_atomic(target, data) or True):
        window.pane.notice.tell(
            f"Wrote the sheets of {names(records)} to {target}.",
            "&Open PDF",
            lambda: _show(window, str(target)),
        )
        return target
    return None


def _render(
    window: LibraryWindow, library: Library, records: list[CharacterRecord]
) -> bytes | None:
    from model.errors import LibraryError
    from model.pdf.sheet_book import SheetBook

    book = SheetBook(window.context.paper(), f"{names(records)} — Sheetwright")  # type: ignore[arg-type]
    progress = QProgressDialog("Printing…", "Cancel", 0, len(records), window)
    progress.setWindowTitle("Export as One PDF")
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(400)
    for n, record in enumerate(records):
        progress.setValue(n)
        progress.setLabelText(f"Printing {record.name}…")
        if progress.wasCanceled():
            progress.deleteLater()
            return None
        try:
            book.add(*_sheet(library, record))
        except ValueError as error:
            raise LibraryError(f"Cannot print {record.name}: {error}.") from error
    progress.setValue(len(records))
    progress.deleteLater()
    return book.finish()


def _sheet(library: Library, record: CharacterRecord) -> tuple[Any, Any]:
    from model.campaign_rules import campaign_note
    from model.character_build import build_character
    from model.pdf.sheet_meta import meta_of

    packs = library.list_packs(record.system) if record.document.get("packs") else []
    build = build_character(record.document, packs, library.pinned_content(record.document)).build
    meta = meta_of(record.document, build.system.title)
    return build, replace(meta, campaign_note=campaign_note(library, record, record.document))


def _show(window: LibraryWindow, path: str) -> bool:
    """Open a file or folder in the desktop's viewer; if none starts, the notice says so."""
    from gui.character.export import open_file

    if open_file(Path(path)):
        return True
    viewer = "PDF viewer" if path.lower().endswith(".pdf") else "file manager"
    window.pane.notice.tell(f"Could not open {path}: no {viewer} could be started.")
    return False
