# SPDX-License-Identifier: LicenseRef-Sheetwright
"""File ▸ Print… and Print Cards…: Qt's print dialog, then our PDF to a file or to the print
service. No real printer: a QPrinter set to a PDF output file, and `lp` caught before it runs."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QPageSize
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from gui.character import print_sheet
from gui.widgets import error_dialog
from tests.gui.character.conftest import Windows
from tests.gui.character.test_exports import PRINTED, file_actions, open_vex, pdf_text


def pdf_printer(path: Path, size: QPageSize.PageSizeId = QPageSize.PageSizeId.A4) -> QPrinter:
    """A printer as the dialog leaves it after "Print to File (PDF)"."""
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageSize(QPageSize(size))
    return printer


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The errors a window would show in a message box."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_error", lambda _p, t, m, _e=None: shown.append((t, m)))
    return shown


@pytest.fixture
def lp(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[str], bytes]]:
    """`lp` exists and takes every job; each command line and the PDF it was given."""
    jobs: list[tuple[list[str], bytes]] = []

    def run(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        jobs.append((command, Path(command[-1]).read_bytes()))
        return subprocess.CompletedProcess(command, 0, "request id is Office-7 (1 file(s))", "")

    monkeypatch.setattr(print_sheet.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(print_sheet.subprocess, "run", run)
    return jobs


@pytest.mark.parametrize("system", list(PRINTED))
@pytest.mark.parametrize("kind", ["sheet", "cards"])
def test_print_to_a_pdf_file(windows: Windows, tmp_path: Path, system: str, kind: str) -> None:
    """Print to File writes the exported PDF (real text) where the dialog said."""
    window = open_vex(windows, system)
    target = tmp_path / f"printed-{kind}.pdf"
    assert window.print_to(pdf_printer(target), kind)  # type: ignore[arg-type]
    text = pdf_text(target)
    assert "Vex" in text
    assert PRINTED[system][kind] in text
    assert window.statusBar().currentMessage() == f"Printed to {target}."


def test_the_paper_chosen_in_the_dialog_is_printed_on(windows: Windows, tmp_path: Path) -> None:
    """Letter chosen in the print dialog wins over A4 in Settings; a paper we have no layout
    for (A5) falls back to the paper from Settings."""
    window = open_vex(windows, "gravedust")
    letter, a5 = tmp_path / "letter.pdf", tmp_path / "a5.pdf"
    assert window.print_to(pdf_printer(letter, QPageSize.PageSizeId.Letter))
    assert window.print_to(pdf_printer(a5, QPageSize.PageSizeId.A5))
    sizes = [tuple(round(v) for v in PdfReader(p).pages[0].mediabox[2:]) for p in (letter, a5)]
    assert sizes == [(612, 792), (595, 842)]


def test_a_printer_gets_the_pdf_through_lp(
    windows: Windows, lp: list[tuple[list[str], bytes]]
) -> None:
    """The copies and title go to `lp`; its temporary PDF is removed afterwards."""
    window = open_vex(windows, "heretics")
    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.NativeFormat)
    printer.setCopyCount(2)
    printer.setDocName("Vex - cards")
    assert window.print_to(printer, "cards")
    ((command, pdf),) = lp
    assert command[:-1] == ["/usr/bin/lp", "-n", "2", "-t", "Vex - cards"]  # the default printer
    assert Path(command[-1]).name == "Vex - cards.pdf"
    assert not Path(command[-1]).exists()
    assert pdf.startswith(b"%PDF")
    assert window.statusBar().currentMessage() == "Sent to the printer."


def test_no_print_service_says_what_to_do_instead(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, errors: list[tuple[str, str]]
) -> None:
    """Without lp or lpr the user is told to print to a file or from the PDF viewer."""
    monkeypatch.setattr(print_sheet.shutil, "which", lambda _name: None)
    window = open_vex(windows, "lyrian")
    assert not window.print_to(QPrinter(), "sheet")
    assert errors == [("Could not print", print_sheet.NO_SERVICE)]


def test_a_refused_job_shows_the_services_words(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, errors: list[tuple[str, str]]
) -> None:
    """`lp` failing is reported with what it said."""
    monkeypatch.setattr(print_sheet.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(
        print_sheet.subprocess,
        "run",
        lambda command, **_: subprocess.CompletedProcess(command, 1, "", "lp: No such printer"),
    )
    assert not open_vex(windows, "miridon").print_to(QPrinter(), "sheet")
    assert errors == [
        ("Could not print", "The print service did not take the job: lp: No such printer")
    ]


def test_lp_names_the_chosen_printer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A printer chosen in the dialog is named to `lp` with -d."""
    monkeypatch.setattr(print_sheet.shutil, "which", lambda name: f"/usr/bin/{name}")
    command = print_sheet.print_command(tmp_path / "a.pdf", "Office", 1, "Vex")
    assert command is not None
    assert command[1:] == ["-d", "Office", "-n", "1", "-t", "Vex", str(tmp_path / "a.pdf")]


def test_lpr_when_there_is_no_lp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """BSD `lpr` takes the printer with -P and the copies with -#."""
    monkeypatch.setattr(
        print_sheet.shutil, "which", lambda n: "/usr/bin/lpr" if n == "lpr" else None
    )
    command = print_sheet.print_command(tmp_path / "a.pdf", "Office", 3, "Vex")
    assert command == [
        "/usr/bin/lpr",
        "-P",
        "Office",
        "-#",
        "3",
        "-T",
        "Vex",
        str(tmp_path / "a.pdf"),
    ]


@pytest.mark.parametrize(
    ("text", "title", "kind"),
    [("Print…", "Print Sheet", "sheet"), ("Print Cards…", "Print Cards", "cards")],
)
def test_print_actions_open_the_print_dialog_and_print(
    windows: Windows, tmp_path: Path, context: Any, text: str, title: str, kind: str
) -> None:
    """The File menu's Print… and Print Cards… open Qt's print dialog, titled, on the paper
    from Settings; accepting it with Print to File writes the PDF there."""
    context.settings.setValue("paper", "letter")
    window = open_vex(windows, "gravedust")
    file_actions(window)[text].trigger()
    dialog = window.findChild(QPrintDialog)
    assert isinstance(dialog, QPrintDialog)
    assert dialog.isVisible()
    assert dialog.windowTitle() == title
    printer = dialog.printer()
    assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    printer.setOutputFileName(str(tmp_path / "chosen.pdf"))
    dialog.done(QDialog.DialogCode.Accepted)  # as accept() does after reading the dialog's fields
    assert PRINTED["gravedust"][kind] in pdf_text(tmp_path / "chosen.pdf")
