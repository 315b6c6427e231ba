# SPDX-License-Identifier: LicenseRef-Sheetwright
"""After an export the window says where the PDF went, and says so too when no PDF viewer could be
opened instead of failing silently (issue 13, point 2)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QDesktopServices, QGuiApplication

from gui.character import export
from gui.character import window as base_window
from gui.library import export as library_export
from model.document import new_document
from tests.gui.character.conftest import Windows
from tests.gui.library.helpers import add, open_window, select


def opened(windows: Windows) -> Any:
    document = new_document("gravedust", "Vex")
    return windows.open(windows.context.library.add_character(document).id)


def test_the_status_bar_says_where_the_sheet_went(windows: Windows, tmp_path: Path) -> None:
    window = opened(windows)
    path = tmp_path / "Vex.pdf"
    assert window.export_to("sheet", path, "a4")
    assert path.exists()
    assert window.statusBar().currentMessage() == f"Saved the sheet to {path}."
    assert window.export_to("cards", tmp_path / "c.pdf", "a4")
    assert window.statusBar().currentMessage() == f"Saved the cards to {tmp_path / 'c.pdf'}."


def test_a_viewer_that_cannot_open_is_said(
    windows: Windows, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = opened(windows)
    window.open_after_export = True
    tried: list[Path] = []
    monkeypatch.setattr(base_window, "open_file", lambda p: bool(tried.append(p)))
    path = tmp_path / "Vex - ledger.pdf"
    assert window.export_to("ledger", path, "a4")
    assert tried == [path]
    assert window.statusBar().currentMessage() == (
        f"Saved the session ledger to {path}; no PDF viewer could be opened."
    )


def test_open_file_reports_a_missing_launcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: False))
    assert export.open_file(tmp_path / "x.pdf") is False  # "Unable to detect a launcher"
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda _url: True))
    assert export.open_file(tmp_path / "x.pdf") is True


def test_the_library_says_when_a_pdf_cannot_be_opened(
    qtbot: Any, context: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(context, "Vex")
    window = open_window(qtbot, context)
    select(window, "Vex")
    target = library_export.export_pdf(window, str(tmp_path / "party.pdf"))
    assert target is not None
    assert str(target) in window.pane.notice.label.text()
    monkeypatch.setattr(export, "open_file", lambda _p: False)
    window.pane.notice.button.click()  # Open PDF
    assert window.pane.notice.label.text() == (
        f"Could not open {target}: no PDF viewer could be started."
    )
    assert window.pane.notice.isVisible()
