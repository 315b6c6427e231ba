# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Print a character's sheet or cards: Qt's print dialog picks the printer, paper and copies; the
exported PDF then goes to that printer through the computer's print service, or, when the dialog
printed to a file, is written there as it is.

Handing over our own PDF keeps the printout the vector PDF of File ▸ Export and needs nothing
beyond PySide6-Essentials; rendering pages in Qt would need QtPdf and print pictures of the text.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QAbstractPrintDialog, QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from gui.character.export import Kind, file_name, render_pdf
from model.atomic_file import write_atomic
from model.character_session import History

TITLES: dict[Kind, str] = {
    "sheet": "Print Sheet",
    "cards": "Print Cards",
    "ledger": "Print Session Ledger",
}
PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
NO_SERVICE = (
    "This computer has no print service to send the PDF to (on Linux and macOS that is CUPS, "
    "with its lp command). Choose Print to File, or export the PDF and print it from your PDF viewer."
)
SERVICE_SECONDS = 60


class PrintError(Exception):
    """The print service refused the PDF or could not be reached; the message is the user's."""


class PrintDialog(QPrintDialog):
    """Qt's print dialog on a printer of its own, set up for a character's sheet or cards on the
    paper from Settings (the name also gives the default file of Print to File)."""

    def __init__(self, parent: QWidget, kind: Kind, name: str, paper: str) -> None:
        printer = QPrinter()
        printer.setDocName(file_name(name, kind).removesuffix(".pdf"))
        printer.setPageSize(QPageSize(PAGE_SIZES.get(paper, QPageSize.PageSizeId.A4)))
        super().__init__(printer, parent)
        self.own_printer = printer  # the dialog only points at it
        self.setWindowTitle(TITLES[kind])
        self.setOption(QAbstractPrintDialog.PrintDialogOption.PrintPageRange, False)


def paper_of_printer(printer: QPrinter, fallback: str) -> str:
    """The printer's paper if we lay out on it (A4, Letter), else the paper from Settings."""
    chosen = printer.pageLayout().pageSize().id()
    return next((key for key, size in PAGE_SIZES.items() if size == chosen), fallback)


def print_history(history: History, kind: Kind, printer: QPrinter, paper: str) -> Path | None:
    """Print the character's PDF on the printer the dialog set up; the file it printed to, if any.

    Raises PrintError (in the user's words), ValueError or OSError."""
    pdf = render_pdf(history, kind, paper_of_printer(printer, paper))
    if printer.outputFileName():
        target = Path(printer.outputFileName())
        write_atomic(target, pdf)
        return target
    folder = Path(tempfile.mkdtemp(prefix="sheetwright-print-"))
    path = folder / file_name(history.document.get("name", ""), kind)
    path.write_bytes(pdf)
    send_to_printer(path, printer.printerName(), max(1, printer.copyCount()), printer.docName())
    if sys.platform != "win32":  # Windows' PDF viewer reads the file after we return
        shutil.rmtree(folder, ignore_errors=True)
    return None


def send_to_printer(path: Path, printer: str, copies: int, title: str) -> None:
    """Queue a PDF file on a printer ("" for the default) through the system's print service."""
    if sys.platform == "win32":
        for _ in range(copies):  # the print verb of the PDF viewer prints one copy
            if printer:
                os.startfile(path, "printto", f'"{printer}"')
            else:
                os.startfile(path, "print")
        return
    command = print_command(path, printer, copies, title)
    if command is None:
        raise PrintError(NO_SERVICE)
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=SERVICE_SECONDS, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise PrintError(f"The print service did not answer: {error}") from error
    if done.returncode != 0:
        why = done.stderr.strip() or f"it stopped with code {done.returncode}"
        raise PrintError(f"The print service did not take the job: {why}")


def print_command(path: Path, printer: str, copies: int, title: str) -> list[str] | None:
    """The CUPS `lp` (or BSD `lpr`) command line that prints the file; None if neither exists."""
    if lp := shutil.which("lp"):
        where = ["-d", printer] if printer else []
        return [lp, *where, "-n", str(copies), "-t", title, str(path)]
    if lpr := shutil.which("lpr"):
        where = ["-P", printer] if printer else []
        return [lpr, *where, "-#", str(copies), "-T", title, str(path)]
    return None
