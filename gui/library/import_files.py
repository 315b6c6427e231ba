# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Importing character files, chosen or dropped: progress that can be cancelled, then a summary."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog

if TYPE_CHECKING:
    from gui.library.window import LibraryWindow
    from model.library import Library
    from model.transfer import ImportReport, ImportResult

FILTERS = (
    "Sheetwright files (*.sheetwright.json *.sheetwright-campaign);;"
    "Sheetwright characters (*.sheetwright.json);;"
    "Sheetwright campaigns (*.sheetwright-campaign);;JSON files (*.json);;All files (*)"
)
MAX_LISTED = 10
BATCH = 25  # files stored in one transaction between two looks at the Cancel button


def choose_and_import(window: LibraryWindow) -> None:
    """Ask for character files, then import them."""
    paths, _filter = QFileDialog.getOpenFileNames(window, "Import Characters", "", FILTERS)
    if paths:
        window.import_paths(paths)


def import_with_progress(window: LibraryWindow, paths: list[str]) -> ImportReport | None:
    """Import files a batch at a time (each bad file changes nothing), then say what happened."""
    from model.transfer import ImportReport

    library = window.library()
    if library is None:
        return None
    progress = _progress(window, len(paths))
    results = _import_until_cancelled(library, paths, window.campaign_for_new(), progress)
    progress.setValue(len(paths))
    progress.deleteLater()
    report = ImportReport(tuple(results))
    if report.imported:
        window.context.library_changed.emit()
        window.select_ids([r.id for r in report.imported])
    _show_summary(window, report, len(paths) - len(results))
    return report


def _import_until_cancelled(
    library: Library, paths: list[str], campaign: str | None, progress: QProgressDialog
) -> list[ImportResult]:
    """The results of the batches imported before Cancel was pressed, showing the progress."""
    from model.transfer import import_batches

    batches = import_batches(library, paths, campaign, BATCH)
    results: list[ImportResult] = []
    while len(results) < len(paths):
        progress.setValue(len(results))
        progress.setLabelText(f"Importing {Path(paths[len(results)]).name}…")
        if progress.wasCanceled():
            break
        results += next(batches)
    return results


def _progress(window: LibraryWindow, total: int) -> QProgressDialog:
    progress = QProgressDialog("Importing…", "Cancel", 0, total, window)
    progress.setWindowTitle("Import Characters")
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(400)
    return progress


def summary_text(report: ImportReport, skipped: int = 0) -> str:
    """What was imported, what was not and why, in the user's words."""
    lines = [report.summary()]
    if skipped:
        lines.append(
            f"The import was cancelled; {skipped} file{'s were' if skipped != 1 else ' was'} left out."
        )
    failed = report.failed
    if failed:
        lines += ["", "Not imported:"]
        lines += [f"• {result.error}" for result in failed[:MAX_LISTED]]
        if len(failed) > MAX_LISTED:
            lines.append(f"• …and {len(failed) - MAX_LISTED} more.")
    notes = [result.note for result in report.results if result.note]
    if notes:
        lines += ["", *[f"• {note}" for note in notes[:MAX_LISTED]]]
    return "\n".join(lines)


def _show_summary(window: LibraryWindow, report: ImportReport, skipped: int) -> None:
    text = summary_text(report, skipped)
    window.statusBar().showMessage(report.summary(), 8000)
    if report.failed or skipped:
        QMessageBox.warning(window, "Import Characters", text)
    else:
        QMessageBox.information(window, "Import Characters", text)
